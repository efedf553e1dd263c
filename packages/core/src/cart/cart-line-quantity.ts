import { PRODUCT_MESSAGES } from '../product/product-messages.js';
import type { CartItem } from './cart-item.js';
import { toCartQty } from './cart-line.js';
import { sameBookingIdentity } from './server-cart-item.js';

export type LineChange =
  | { ok: true; items: CartItem[] }
  | { ok: false; error: typeof PRODUCT_MESSAGES.quantityInvalid; items: readonly CartItem[] };

/**
 * Sets one line's quantity (from a number or the field's string). Below 1, or not a number, is refused with
 * 'Quantity must be above 0.' (see docs/behaviour.md#adding-to-cart) and the items stay as they were: removing is a separate, confirmed act.
 * `prev_qty` keeps the quantity the server last had, so a failed server update can restore it; an earlier
 * unconfirmed change keeps its `prev_qty`, because the server still holds that one.
 */
export function changeLineQty(items: readonly CartItem[], line: CartItem, qty: number | string): LineChange {
  const next = toCartQty(qty);
  if (next === null || next < 1) return { ok: false, error: PRODUCT_MESSAGES.quantityInvalid, items };
  return {
    ok: true,
    items: items.map((item) =>
      sameBookingIdentity(item, line) && item.qty !== next
        ? { ...item, qty: next, prev_qty: item.prev_qty ?? item.qty }
        : item,
    ),
  };
}

/** Removes the line of that booking (other periods of the same sku stay). New array, inputs untouched. */
export function removeCartLine(items: readonly CartItem[], line: CartItem): CartItem[] {
  return items.filter((item) => !sameBookingIdentity(item, line));
}

/** The refusal of a line above the shop's `cart.maxQty`, in the words the cart and the order both answer. */
export function maxQtyExceeded(maxQty: number): string {
  return `The most you may purchase is ${maxQty}.`;
}
