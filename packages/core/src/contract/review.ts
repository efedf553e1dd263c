import { z } from 'zod';
import { multiLineText, singleLineText } from '../text/plain-text.js';
import { readableIssues } from './issues.js';
import { REVIEW_LIMITS } from './review-form.js';

const required = (name: string, type: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${name} is required` : `${name} must be ${type}`),
});

const text = (name: keyof typeof REVIEW_LIMITS, clean: (value: string) => string) =>
  z
    .string(required(name, 'a string'))
    .overwrite(clean)
    .min(1, `${name} must not be empty`)
    .max(REVIEW_LIMITS[name], `${name} must be at most ${REVIEW_LIMITS[name]} characters`);

const id = (name: string) =>
  z
    .number(required(name, 'an integer'))
    .int(`${name} must be an integer`)
    .positive(`${name} must be a positive integer`);

/**
 * `review` of `POST /api/review/create` (vue-storefront-api's Ajv schema). Unknown keys are dropped, so only these
 * fields are ever stored. `review_status` is not read: the server sets it.
 */
export const reviewInputSchema = z.object(
  {
    product_id: id('product_id'),
    title: text('title', singleLineText),
    detail: text('detail', multiLineText),
    nickname: text('nickname', singleLineText),
    review_entity: z.literal('product', {
      error: (issue) =>
        issue.input === undefined
          ? 'review_entity is required'
          : 'review_entity must be "product"; only product reviews are supported',
    }),
    customer_id: id('customer_id').nullable().optional(),
  },
  { error: 'review must be an object' },
);

export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A validation problem: `path` is the dotted location in the request body, e.g. `review.title`. */
export interface ReviewInputError {
  path: string;
  message: string;
}

/** The body of `POST /api/review/create`: the review beside whatever else the client sends. */
export const reviewBodySchema = z.looseObject({ review: reviewInputSchema });

export type ReviewBody = z.infer<typeof reviewBodySchema>;

/**
 * The refusal's problems (paths from the body's root, e.g. `review.title`), and whether one is a length:
 * vue-storefront-api answered schema failures with 500, our own length limits answer 400.
 */
export function reviewInputErrors(error: z.ZodError): { errors: ReviewInputError[]; tooLong: boolean } {
  return {
    errors: readableIssues(error).map(({ where, issue }) => ({ path: where, message: issue.message })),
    tooLong: error.issues.some((issue) => issue.code === 'too_big'),
  };
}
