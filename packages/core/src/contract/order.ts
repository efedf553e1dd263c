import { z } from 'zod';
import { isoDateTimeSchema as isoDateTime } from './date-time.js';
import { readableIssues } from './issues.js';
import { productOptionSchema } from './product-option.js';

/**
 * The body of `POST /api/order` as vue-storefront-api's `order.schema.json` meant it, enforced
 * for real: every product is checked (Ajv's tuple form checked only the first), and the patterns keep the contract's
 * intent of "at least one letter (or digit) somewhere", so VSF's own sample orders pass as they are (names such as
 * 'Piotr2', an empty telephone, region_id 0). Only the fields the placement reads are typed; a product's other
 * catalogue fields ride along untouched (VSF sends whole documents).
 */

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\d_]/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max = 255) => z.string().max(max);
const named = (what: string, max = 255) =>
  z.string().trim().min(1, 'must not be empty').max(max).regex(LETTER, `must contain at least one letter (${what})`);

/** What an address of an order it ships must name besides the schema's rules (the API checks it once priced). */
export const STREET_REQUIRED = 'must name the street';
export const CITY_REQUIRED = 'must not be empty';

/**
 * VSF1 builds an address's street as `[streetAddress, apartmentNumber]`, so an empty or missing apartment number
 * arrives as '' or null: a street line without text is no line, and the rest is the street.
 */
const streetLines = (schema: z.ZodType<string[]>) =>
  z.preprocess(
    (lines) =>
      Array.isArray(lines)
        ? lines.filter((line) => line !== null && !(typeof line === 'string' && line.trim() === ''))
        : lines,
    schema,
  );

// VSF1 copies a saved address's missing parts (no company, no telephone) as null: the same as not given.
const optionalText = (max = 255) =>
  text(max)
    .nullish()
    .transform((value) => value ?? undefined);

const addressSchema = z.object({
  firstname: named('first name'),
  lastname: named('last name'),
  street: streetLines(z.array(text().min(1, 'must not be empty')).min(1, STREET_REQUIRED).max(4)),
  city: named('city'),
  postcode: z.string().trim().min(3, 'must have at least 3 characters').max(32).regex(LETTER_OR_DIGIT),
  country_id: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
  region: optionalText(),
  region_id: z.number().int().min(0).optional(),
  region_code: optionalText(16),
  telephone: optionalText(64),
  company: optionalText(),
  email: z.string().max(254).regex(EMAIL, 'must be an e-mail address').optional(),
  vat_id: optionalText(64),
  sameAsBilling: z.number().optional(),
  save_address: z.number().optional(),
});

/**
 * The billing address: an order with nothing to ship may leave its street and city empty (the checkout asks for
 * neither then: see docs/behaviour.md#checkout-and-orders); the API asks them of an order it ships.
 */
const billingAddressSchema = addressSchema.extend({
  street: streetLines(z.array(text().min(1, 'must not be empty')).max(4)),
  city: z.union([z.literal(''), named('city')]),
});

const productSchema = z
  .looseObject({
    sku: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(128)
      .regex(LETTER_OR_DIGIT, 'must contain a letter or digit'),
    // VSF1's cart may hold a quantity typed into a number field as its digits.
    qty: z.preprocess(
      (qty) => (typeof qty === 'string' && /^\d{1,9}$/.test(qty) ? Number(qty) : qty),
      z.number().int('must be a whole number').min(1).max(1_000_000),
    ),
    price: z.number().finite().min(0).max(1e9),
    priceInclTax: z.number().finite().min(0).max(1e9).nullish(),
    name: z.string().min(1).max(512).regex(LETTER_OR_DIGIT, 'must contain a letter or digit').optional(),
    product_type: z
      .string()
      .regex(/^[a-z_]+$/i, 'must be letters')
      .optional(),
    type_id: z.string().max(64).optional(),
    parentSku: z.string().max(128).nullish(),
    product_option: productOptionSchema.nullish(),
    sgn: z.string().max(512).optional(),
    book_from: isoDateTime.nullish(),
    book_to: isoDateTime.nullish(),
    is_monthly: z.boolean().nullish(),
  })
  .superRefine((product, context) => {
    // Whatever the product, a period that ends before it starts is no period.
    if (product.book_from && product.book_to && Date.parse(product.book_to) < Date.parse(product.book_from))
      context.addIssue({ code: 'custom', path: ['book_to'], message: 'must not be before book_from' });
  });

const listingDetailsSchema = z.object({
  firstName: text(),
  lastName: text(),
  emailAddress: text(254),
  phoneNo: text(64),
  address: text(),
  intersection: text(),
  vehiclePlate: text(32).optional(),
  plateCountry: text(8).optional(),
});

const methodCode = z
  .string()
  .max(64)
  .regex(/[a-zA-Z]/, 'must contain a letter');

const addressInformationSchema = z.object({
  shippingAddress: addressSchema.optional(),
  billingAddress: billingAddressSchema,
  shipping_method_code: methodCode.optional(),
  shipping_carrier_code: methodCode.optional(),
  payment_method_code: methodCode,
  payment_method_additional: z.record(z.string(), z.unknown()).nullish(),
  shippingExtraFields: z.looseObject({ listingDetails: listingDetailsSchema.optional() }).nullish(),
});

// VSF sends ids as strings; a number is the same id.
const idText = z.union([z.string().max(64), z.number().int().min(0).transform(String)]);

export function orderBodySchema(maxLines: number) {
  return z.strictObject({
    order_id: z
      .string()
      .min(8, 'must have at least 8 characters')
      .max(128)
      .regex(/^[\w.:-]+$/, 'must be letters, digits, dots, colons or dashes')
      .optional(),
    user_id: idText.optional(),
    cart_id: idText.optional(),
    store_code: text(64).optional(),
    store_id: z.number().int().optional(),
    transmited: z.boolean().optional(),
    transmited_at: text(64).nullish(),
    created_at: text(64).optional(),
    updated_at: text(64).optional(),
    status: text(64).optional(),
    state: text(64).optional(),
    products: z.array(productSchema).min(1, 'must hold at least one product').max(maxLines),
    addressInformation: addressInformationSchema,
  });
}

export type ParsedOrderBody = z.infer<ReturnType<typeof orderBodySchema>>;

/** One readable validation error: where, and what is wrong. */
export interface OrderBodyError {
  path: string;
  message: string;
}

export type OrderBodyParse = { ok: true; body: ParsedOrderBody } | { ok: false; errors: OrderBodyError[] };

const MAX_ERRORS = 50;

// Built once per line limit: building a zod schema costs far more than using it.
const schemas = new Map<number, ReturnType<typeof orderBodySchema>>();

/** Validates a body; the errors (at most 50) are the 400 reply's `result`. */
export function parseOrderBody(body: unknown, maxLines: number): OrderBodyParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: [{ path: '', message: 'The order must be a JSON object' }] };
  let schema = schemas.get(maxLines);
  if (!schema) schemas.set(maxLines, (schema = orderBodySchema(maxLines)));
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    errors: readableIssues(parsed.error, { limit: MAX_ERRORS }).map(({ where, message }) => ({ path: where, message })),
  };
}
