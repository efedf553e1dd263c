import type { CartItem } from './cart-item.js';
import { sameBookingIdentity } from './server-cart-item.js';

/** How many merge keys a customer's cart remembers; older guest carts cannot come back after this many logins. */
export const CART_MERGE_KEYS_KEPT = 20;

export interface GuestCartMergeInput {
  /**
   * The guest cart's server id, or — when it never reached the server — the id the browser gave its cart. It names the
   * merge: the same guest cart merged into the same customer is merged once.
   */
  guestCartId: string;
  customerId: string | number;
  /** The customer's server cart id; a "guest" cart that is already this cart is never merged into itself. */
  customerCartId?: string | number;
  guestLines: readonly CartItem[];
  /** The customer's server cart, as lines. */
  customerLines: readonly CartItem[];
  /** Keys of merges already done, stored with the customer's cart (server side, so every device and tab sees them). */
  mergedKeys: readonly string[];
}

export interface GuestCartMergeResult {
  lines: CartItem[];
  mergedKeys: string[];
  /** false: this merge had already run (or there was nothing to merge), `lines` are the customer's unchanged. */
  merged: boolean;
}

export function cartMergeKey(customerId: string | number, guestCartId: string): string {
  return `${String(customerId)}:${guestCartId}`;
}

/**
 * Merges the guest cart into the customer's cart at login, once (issue 9; VSF1 bug #5743 summed the quantities again
 * on every reload because its merge had no identity). Matching bookings add up their quantities, the rest are
 * appended without the guest cart's server ids so the next sync sends them to the customer's cart. A second run with
 * the returned `mergedKeys` is a no-op, so merging twice equals merging once.
 */
export function mergeGuestCart(input: GuestCartMergeInput): GuestCartMergeResult {
  const key = cartMergeKey(input.customerId, input.guestCartId);
  const unchanged = { lines: [...input.customerLines], mergedKeys: [...input.mergedKeys], merged: false };
  if (input.mergedKeys.includes(key)) return unchanged;
  if (input.customerCartId !== undefined && String(input.customerCartId) === input.guestCartId) return unchanged;

  const lines = [...input.customerLines];
  for (const guest of input.guestLines) {
    // A line already in the customer's server cart (a reload after the merge) is that cart's, never added again.
    if (input.customerCartId !== undefined && String(guest.server_cart_id) === String(input.customerCartId)) continue;
    const index = lines.findIndex((line) => sameBookingIdentity(line, guest));
    const existing = index < 0 ? undefined : lines[index];
    if (existing) {
      // prev_qty lets a failed server update put the customer's quantity back (afterFailedItemUpdate).
      lines[index] = { ...existing, prev_qty: existing.qty, qty: existing.qty + guest.qty };
    } else {
      const added: CartItem = { ...guest };
      delete added.server_item_id;
      delete added.server_cart_id;
      delete added.prev_qty;
      lines.push(added);
    }
  }
  return { lines, mergedKeys: [...input.mergedKeys, key].slice(-CART_MERGE_KEYS_KEPT), merged: true };
}
