import { z } from 'zod';

/**
 * The `cartItem` of `POST /api/cart/update` and `/api/cart/delete`: one schema for the API, which validates with it,
 * and for the storefront's cart client, whose bodies are typed by it (`CartItemBody`). The booking fields go under
 * their own names (`book_from`, `book_to`, `is_monthly`); `price` and `sgn` only matter for a booking.
 */

const id = z.union([z.number().int().min(0), z.string().regex(/^\d{1,12}$/)]).transform(Number);
const optionValue = z.union([z.string().max(1000), z.number().finite()]);

/** Only the parts of VSF's `product_option` the cart understands; anything else is dropped, never stored. */
export const cartProductOptionSchema = z.object({
  extension_attributes: z
    .object({
      configurable_item_options: z
        .array(z.object({ option_id: optionValue, option_value: optionValue }))
        .max(20)
        .optional(),
      custom_options: z
        .array(z.object({ option_id: optionValue, option_value: optionValue }))
        .max(50)
        .optional(),
      bundle_options: z
        .array(
          z.object({
            option_id: optionValue,
            option_qty: z.number().int().min(1).max(10_000),
            option_selections: z.array(z.number().int().min(0)).min(1).max(1),
          }),
        )
        .max(50)
        .optional(),
    })
    .default({}),
});

// Date-time with a time zone (Z or ±hh:mm), so one period means the same instant on every server.
const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO 8601 date-time')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date-time');

const qty = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number),
]);

export const cartItemSchema = z.object({
  sku: z.string().trim().min(1, 'must not be empty').max(128),
  qty: qty.optional(),
  item_id: id.optional(),
  quoteId: z.unknown().optional(),
  product_option: cartProductOptionSchema.optional(),
  book_from: isoDateTime.optional(),
  book_to: isoDateTime.optional(),
  is_monthly: z.boolean().optional(),
  price: z.number().finite().min(0).max(1e9).optional(),
  sgn: z.string().max(512).optional(),
});

/** A `cartItem` as a client sends it. */
export type CartItemBody = z.input<typeof cartItemSchema>;
/** A `cartItem` as the API reads it once valid. */
export type CartItemInput = z.infer<typeof cartItemSchema>;
export type CartProductOptionInput = z.infer<typeof cartProductOptionSchema>;
