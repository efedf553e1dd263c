import {
  parseBookingInstant,
  placesFree,
  roundPrice,
  spotPrice,
  validateBookingPeriod,
  type BookingRules,
} from '@storefront/core';
import { sql, type SqlExecutor } from '../db/sql.js';
import { SPOT_NOT_AVAILABLE, SPOT_NOT_BOOKABLE_MONTHLY, SPOT_QTY_INVALID, spotPriceInvalid } from './spot-messages.js';
import { DEFAULT_OFFER_MINUTES, verifySpotPrice } from './spot-price-signature.js';
import { SpotBookingRefused, type SpotHolds, type SpotLineRequest, type SpotTerms } from './spot-holds.js';
import { spotTermsOf } from '@storefront/core';
import { refusingOverbooking } from './spot-capacity-guard.js';
import { withSpotLocks } from './spot-locks.js';
import { takenPlaces } from './taken-places.js';

/** A hold as its row stores it. */
export interface HeldLine {
  itemId: number;
  sku: string;
  qty: number;
  /** The spot's capacity when the hold was taken. */
  places: number;
  fromMs: number;
  toMs: number;
  expiresAt: number;
}

/** Whether an (expired) hold could be taken again now: the places its period still has, without itself. */
export async function holdStillFits(db: SqlExecutor, cartId: number, hold: HeldLine, now: number): Promise<boolean> {
  const taken = await takenPlaces(db, [hold.sku], hold, now, { cartId, itemId: hold.itemId });
  return placesFree(hold.places, taken, hold) >= hold.qty;
}

export interface SpotHoldsOptions {
  rules: BookingRules;
  /** How long a hold lasts without renewal. */
  holdMinutes: number;
  /** Signs and verifies the availability answer's `sgn`. */
  secret: string;
  /** `spots.offerMinutes`: a signed price claiming a longer validity is refused (default: the config's default). */
  offerMinutes?: number;
}

/** A caller price equal to the API's own within half a cent is the API's price (floating point, not a forgery). */
const PRICE_TOLERANCE = 0.005;

/**
 * Holds of parking-spot places over the SQL port. Every method runs inside the caller's write transaction, and the
 * count of places taken and the write of the hold happen under the spot's lock (`withSpotLocks`): another process
 * waits for it, then counts this hold too. Migration 10's trigger refuses an overbooking all the same.
 */
export class SqlSpotHolds implements SpotHolds {
  constructor(private readonly options: SpotHoldsOptions) {}

  spotTerms(product: Record<string, unknown>): SpotTerms | undefined {
    return spotTermsOf(product);
  }

  async holdLine(tx: SqlExecutor, request: SpotLineRequest, now: number): Promise<{ price: number }> {
    const { spot, cartId, itemId, qty } = request;
    if (!Number.isInteger(qty) || qty < 1) throw new SpotBookingRefused(SPOT_QTY_INVALID);
    const period = { from: request.bookFrom, to: request.bookTo, isMonthly: request.isMonthly };
    const problem = validateBookingPeriod(period, now, this.options.rules);
    if (problem) throw new SpotBookingRefused(problem);
    const fromMs = parseBookingInstant(request.bookFrom)!;
    const toMs = parseBookingInstant(request.bookTo)!;
    const price = this.acceptedPrice(request, fromMs, toMs, now);

    await withSpotLocks(tx, [spot.sku], async (locked) => {
      const taken = await takenPlaces(locked, [spot.sku], { fromMs, toMs }, now, { cartId, itemId });
      if (placesFree(spot.places, taken, { fromMs, toMs }) < qty) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
      const written = await refusingOverbooking(() =>
        locked.run(
          sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, created_at)
              VALUES (${spot.sku}, ${cartId}, ${itemId}, ${qty}, ${spot.places}, ${fromMs}, ${toMs},
                ${this.expiry(now)}, ${now})
              ON CONFLICT (cart_id, item_id) DO UPDATE SET
                spot_sku = excluded.spot_sku, qty = excluded.qty, places = excluded.places,
                from_ms = excluded.from_ms, to_ms = excluded.to_ms, expires_at = excluded.expires_at
              WHERE spot_holds.order_id IS NULL`,
        ),
      );
      // A line an order has already booked cannot be changed by its old cart.
      if (written.changes === 0) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
    });
    return { price };
  }

  async releaseLine(tx: SqlExecutor, cartId: number, itemId: number): Promise<void> {
    await tx.run(sql`DELETE FROM spot_holds WHERE cart_id = ${cartId} AND item_id = ${itemId} AND order_id IS NULL`);
  }

  async renewCart(tx: SqlExecutor, cartId: number, now: number): Promise<number[]> {
    const holds = await openHoldsOfCart(tx, cartId);
    if (holds.length === 0) return [];
    const skus = [...new Set(holds.map((hold) => hold.sku))];
    return withSpotLocks(tx, skus, async (locked) => {
      const lost: number[] = [];
      for (const hold of holds) {
        // An expired hold comes back only where nobody took its place meanwhile.
        if (hold.expiresAt <= now && !(await holdStillFits(locked, cartId, hold, now))) lost.push(hold.itemId);
        else
          await refusingOverbooking(() =>
            locked.run(
              sql`UPDATE spot_holds SET expires_at = ${this.expiry(now)}
                  WHERE cart_id = ${cartId} AND item_id = ${hold.itemId}`,
            ),
          );
      }
      return lost;
    });
  }

  private acceptedPrice(request: SpotLineRequest, fromMs: number, toMs: number, now: number): number {
    const { spot } = request;
    const period = { from: request.bookFrom, to: request.bookTo, isMonthly: request.isMonthly };
    const own = spotPrice(spot, period);
    if (own === undefined) throw new SpotBookingRefused(SPOT_NOT_BOOKABLE_MONTHLY);
    const given = request.price;
    if (given === undefined) return own;
    if (typeof given !== 'number' || !Number.isFinite(given) || given < 0)
      throw new SpotBookingRefused(spotPriceInvalid(spot.sku));
    if (Math.abs(given - own) <= PRICE_TOLERANCE) return own;
    const signed = { sku: spot.sku, isMonthly: request.isMonthly, fromMs, toMs, price: roundPrice(given) };
    if (
      roundPrice(given) === given &&
      verifySpotPrice(signed, request.sgn, this.options.secret, now, {
        offerMinutes: this.options.offerMinutes ?? DEFAULT_OFFER_MINUTES,
      })
    )
      return given;
    throw new SpotBookingRefused(spotPriceInvalid(spot.sku));
  }

  private expiry(now: number): number {
    return now + this.options.holdMinutes * 60_000;
  }
}

/** The holds of a cart not booked by an order yet, by line. */
export function openHoldsOfCart(db: SqlExecutor, cartId: number): Promise<HeldLine[]> {
  return db.all<HeldLine>(
    sql`SELECT item_id AS "itemId", spot_sku AS sku, qty, places, from_ms AS "fromMs", to_ms AS "toMs",
          expires_at AS "expiresAt"
        FROM spot_holds WHERE cart_id = ${cartId} AND order_id IS NULL ORDER BY item_id`,
  );
}
