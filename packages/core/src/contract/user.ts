import { z } from 'zod';
import { email as emailRule, minName } from '../forms/field-rules.js';
import { readableIssues } from './issues.js';

/** Longest password accepted: scrypt pre-hashes any length, but a body of megabytes is no password. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * vue-storefront-api's `userRegister` and `userProfileUpdate` schemas with their intent rather than their
 * bugs: vue-storefront-api's patterns were unanchored (`[a-zA-Z]+` accepted "1a"), these are anchored.
 */
const NAME = /^\p{L}[\p{L}\p{M}'\u2019 .-]*$/u;
const COUNTRY = /^[A-Z]{2}$/;

const trimmed = (max: number) => z.string().trim().max(max);
const name = trimmed(255)
  .regex(NAME, 'must be letters (with spaces, hyphens, apostrophes or dots between them)')
  .refine((value) => minName(value) === undefined, 'must have at least 2 letters');
const emailAddress = trimmed(254).refine(
  (value) => emailRule(value) === undefined && value !== '',
  'must be a valid e-mail address',
);

const region = z.object({
  region: z.string().max(255).nullable(),
  region_code: z.string().max(64).nullable().optional(),
  region_id: z.number().int().nonnegative().optional(),
});

const address = z.object({
  id: z.number().int().positive().optional(),
  customer_id: z.number().int().positive().optional(),
  firstname: name,
  lastname: name,
  street: z.array(trimmed(255).min(1)).min(2).max(4),
  city: trimmed(255).min(1),
  country_id: z.string().regex(COUNTRY, 'must be a two-letter country code in capitals'),
  postcode: trimmed(32).min(3),
  region: region.optional(),
  region_id: z.number().int().nonnegative().optional(),
  telephone: trimmed(64).optional(),
  default_shipping: z.boolean().optional(),
});

const registerCustomer = z.object({
  email: emailAddress,
  firstname: name,
  lastname: name,
  addresses: z.array(address).max(2).optional(),
});

/** `POST /api/user/create`. Extra root keys are allowed (as vue-storefront-api's schema did) and ignored. */
export const registerSchema = z.object({
  customer: registerCustomer,
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

const profileAddress = address.extend({
  company: trimmed(255).min(1).optional(),
  vat_id: trimmed(64).min(3).optional(),
  default_billing: z.boolean().optional(),
});

/**
 * `POST /api/user/me`: only these fields may change; anything else is refused (`additionalProperties: false`).
 * `currentPassword` beside `customer` (our extension) is needed only when the e-mail changes.
 */
export const profileUpdateSchema = z.strictObject({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  customer: z.strictObject({
    email: emailAddress,
    firstname: name,
    lastname: name,
    addresses: z.array(profileAddress).max(20).optional(),
    custom_attributes: z
      .array(z.object({ attribute_code: z.string().min(1).max(255), value: z.string().max(1024).nullable() }))
      .max(5)
      .optional(),
  }),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** One entry of the 400 answer's `result`, shaped like Ajv's errors (which VSF1 shows) with JSON-pointer paths too. */
export interface ValidationError {
  keyword: string;
  dataPath: string;
  instancePath: string;
  message: string;
}

function keywordOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type';
    case 'too_small':
      return issue.origin === 'array' ? 'minItems' : 'minLength';
    case 'too_big':
      return issue.origin === 'array' ? 'maxItems' : 'maxLength';
    case 'unrecognized_keys':
      return 'additionalProperties';
    default:
      return 'pattern';
  }
}

/** Ajv-like errors for a failed parse: `dataPath` `.customer.addresses[0].city`, `instancePath` `/customer/...`. */
export function validationErrors(error: z.ZodError): ValidationError[] {
  return readableIssues(error).map(({ path, issue }) => {
    const keyword = keywordOf(issue);
    const field = path.at(-1);
    let message = issue.message;
    if (keyword === 'required') message = `should have required property '${String(field)}'`;
    else if (keyword === 'additionalProperties')
      message = `should NOT have additional properties: ${(issue as { keys?: string[] }).keys?.join(', ') ?? ''}`;
    return {
      keyword,
      dataPath: path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join(''),
      instancePath: path.map((key) => `/${key}`).join(''),
      message,
    };
  });
}
