import {
  BOOKING_END_BEFORE_START,
  cartItemIdSchema,
  cartItemSchema,
  issueSentence,
  maxQtyExceeded,
  readableIssues,
  type CartItemInput,
} from '@storefront/core';
import type { z } from 'zod';
import { badRequest } from '../http/api-error.js';

// vue-storefront-api answered missing elements with 500; they are the client's mistake, so they are 400 here.
export const NO_CART_ITEM = 'No cartItem element provided within the request body';
export const NO_ADDRESS = 'No address element provided within the request body';
export const NO_METHODS = 'No shipping and payment methods element provided within the request body';
export const NO_COUPON = 'No coupon code provided';

function describe(error: z.ZodError, prefix: string): string {
  return issueSentence(readableIssues(error, { prefix: [prefix], limit: 1 })[0]!, { alwaysWhere: true });
}

/** The `cartItem` of an update: strict, so a bad field is a clear 400 and nothing is written. */
export function parseCartItem(body: unknown, maxQty: number): CartItemInput & { qty: number } {
  const cartItem = (body as { cartItem?: unknown } | undefined)?.cartItem;
  if (cartItem === undefined || cartItem === null) throw badRequest(NO_CART_ITEM);
  if (typeof cartItem !== 'object' || Array.isArray(cartItem)) throw badRequest('cartItem must be an object');
  const parsed = cartItemSchema.safeParse(cartItem);
  if (!parsed.success) throw badRequest(describe(parsed.error, 'cartItem'));
  const item = parsed.data;
  const wanted = item.qty ?? 1;
  if (!Number.isInteger(wanted) || wanted < 1) throw badRequest('cartItem.qty must be a whole number above 0');
  if (wanted > maxQty) throw badRequest(maxQtyExceeded(maxQty));
  if ((item.book_from === undefined) !== (item.book_to === undefined))
    throw badRequest('cartItem.book_from and cartItem.book_to must be given together');
  // Whatever the product, a period that ends before it starts is no period.
  if (item.book_from !== undefined && Date.parse(item.book_to!) < Date.parse(item.book_from))
    throw badRequest(BOOKING_END_BEFORE_START);
  return { ...item, qty: wanted };
}

/** The `cartItem` of a delete: its `item_id`. */
export function parseDeletedItemId(body: unknown): number {
  const cartItem = (body as { cartItem?: unknown } | undefined)?.cartItem;
  if (cartItem === undefined || cartItem === null) throw badRequest(NO_CART_ITEM);
  const parsed = cartItemIdSchema.safeParse((cartItem as { item_id?: unknown }).item_id);
  if (!parsed.success) throw badRequest('cartItem.item_id must be a cart item id');
  return parsed.data;
}

/** An object element of the body, else the contract's message as a 400. */
export function requireObject(body: unknown, key: string, message: string): Record<string, unknown> {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(message);
  return value as Record<string, unknown>;
}
