import { sql, type SqlExecutor } from '../db/sql.js';
import { refusingOverbooking } from './spot-capacity-guard.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';
import { SpotBookingRefused } from './spot-holds.js';
import { withSpotLocks } from './spot-locks.js';
import { holdStillFits, openHoldsOfCart } from './sql-spot-holds.js';

/**
 * Turns a cart's holds into bookings of `orderId` (the order's write calls this with its `tx`): each hold stops
 * expiring and counts for good. A hold that expired meanwhile is booked only if its places are still free; otherwise
 * nothing is booked (all or nothing, a savepoint) and SpotBookingRefused (409) names the spot. The spots are locked
 * between the count and the booking. Returns the item ids booked. A booking keeps no client address: it is no
 * longer a hold, so no cap counts it.
 */
export async function confirmCartHolds(
  tx: SqlExecutor,
  cartId: number,
  orderId: string | number,
  now: number,
): Promise<number[]> {
  const holds = await openHoldsOfCart(tx, cartId);
  if (holds.length === 0) return [];
  const skus = [...new Set(holds.map((hold) => hold.sku))];
  return withSpotLocks(tx, skus, async (locked) => {
    for (const hold of holds) {
      if (hold.expiresAt <= now && !(await holdStillFits(locked, cartId, hold, now)))
        throw new SpotBookingRefused(`${SPOT_NOT_AVAILABLE} (${hold.sku})`, 409);
      await refusingOverbooking(() =>
        locked.run(
          sql`UPDATE spot_holds SET order_id = ${String(orderId)}, expires_at = NULL, client = NULL
              WHERE cart_id = ${cartId} AND item_id = ${hold.itemId} AND order_id IS NULL`,
        ),
      );
    }
    return holds.map((hold) => hold.itemId);
  });
}
