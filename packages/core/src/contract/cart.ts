import { z } from 'zod';
import { isoDateTimeSchema as isoDateTime } from './date-time.js';
import { productOptionSchema } from './product-option.js';

/**
 * The `cartItem` of `POST /api/cart/update` and `/api/cart/delete`: one schema for the API, which validates with it,
 * and for the storefront's cart client, whose bodies are typed by it (`CartItemBody`). The booking fields go under
 * their own names (`book_from`, `book_to`, `is_monthly`); `price` and `sgn` only matter for a booking.
 */

/** A cart item's id as a number or its digits; either way read as the number. */
export const cartItemIdSchema = z.union([z.number().int().min(0), z.string().regex(/^\d{1,12}$/)]).transform(Number);

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
  item_id: cartItemIdSchema.optional(),
  quoteId: z.unknown().optional(),
  // VSF1 may send `null` for a product without options: the same as none.
  product_option: z.preprocess((v) => (v === null ? undefined : v), productOptionSchema.optional()),
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
