import type { Database } from 'better-sqlite3';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';
import { SpotBookingRefused } from './spot-holds.js';
import { holdStillFits, type HeldLine } from './sqlite-spot-holds.js';

/**
 * Turns a cart's holds into bookings of `orderId` (the order issue calls this when it places the order): each hold
 * stops expiring and counts for good. A hold that expired meanwhile is booked only if its places are still free;
 * otherwise nothing is booked (all or nothing) and SpotBookingRefused (409) names the spot. Runs in its own `BEGIN
 * IMMEDIATE` transaction, or as a savepoint of the caller's. Returns the item ids booked.
 */
export function confirmCartHolds(db: Database, cartId: number, orderId: string | number, now: number): number[] {
  const confirm = db.transaction(() => {
    const holds = db
      .prepare(
        `SELECT item_id AS itemId, spot_sku AS sku, qty, places, from_ms AS fromMs, to_ms AS toMs,
           expires_at AS expiresAt
         FROM spot_holds WHERE cart_id = ? AND order_id IS NULL ORDER BY item_id`,
      )
      .all(cartId) as HeldLine[];
    const book = db.prepare(
      'UPDATE spot_holds SET order_id = ?, expires_at = NULL WHERE cart_id = ? AND item_id = ? AND order_id IS NULL',
    );
    for (const hold of holds) {
      if (hold.expiresAt <= now && !holdStillFits(db, cartId, hold, now))
        throw new SpotBookingRefused(`${SPOT_NOT_AVAILABLE} (${hold.sku})`, 409);
      book.run(String(orderId), cartId, hold.itemId);
    }
    return holds.map((hold) => hold.itemId);
  });
  return confirm.immediate();
}
