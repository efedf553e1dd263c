import { describe, expect, it } from 'vitest';
import { reviewBodySchema, reviewInputErrors } from './review.js';

const review = { product_id: 1, title: 'Great', detail: 'Fits well', nickname: 'Ada', review_entity: 'product' };

describe('the review body', () => {
  it('takes the review VSF1 sends, with its review_status and other keys', () => {
    const parsed = reviewBodySchema.safeParse({ review: { ...review, review_status: 2, customer_id: null }, x: 1 });
    expect(parsed.data?.review).toEqual({ ...review, customer_id: null });
  });

  it('answers the problems where they sit in the body; a length is the only 400', () => {
    const missing = reviewBodySchema.safeParse({ review: { ...review, title: undefined, review_entity: 'category' } });
    expect(reviewInputErrors(missing.error!)).toEqual({
      errors: [
        { path: 'review.title', message: 'title is required' },
        {
          path: 'review.review_entity',
          message: 'review_entity must be "product"; only product reviews are supported',
        },
      ],
      tooLong: false,
    });
    const long = reviewBodySchema.safeParse({ review: { ...review, nickname: 'n'.repeat(129) } });
    expect(reviewInputErrors(long.error!).tooLong).toBe(true);
  });
});
