import type { CartItem } from './cart-item.js';
import { sameBookingIdentity } from './server-cart-item.js';

/**
 * The lines after `/api/cart/update` failed for `failed` (see docs/behaviour.md#server-cart-sync).
 * A line the server already holds (it has a server item id) goes back to its previous quantity, or is removed when
 * there was none; a line the server never confirmed is removed, so the browser never shows what the server refused.
 */
export function afterFailedItemUpdate(lines: readonly CartItem[], failed: CartItem): CartItem[] {
  const index = lines.findIndex((line) => sameBookingIdentity(line, failed));
  if (index < 0) return [...lines];
  const current = lines[index] as CartItem;
  const next = [...lines];
  const restorable = failed.server_item_id !== undefined && failed.prev_qty !== undefined && failed.prev_qty > 0;
  if (!restorable) {
    next.splice(index, 1);
    return next;
  }
  // prev_qty is dropped: once restored there is no unconfirmed update left to undo.
  const restored: CartItem = { ...current, qty: failed.prev_qty as number };
  delete restored.prev_qty;
  next[index] = restored;
  return next;
}
