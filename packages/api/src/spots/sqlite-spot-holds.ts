import {
  parseBookingInstant,
  placesFree,
  roundPrice,
  spotPrice,
  validateBookingPeriod,
  type BookingRules,
} from '@storefront/core';
import type { Database } from 'better-sqlite3';
import { SPOT_NOT_AVAILABLE, SPOT_NOT_BOOKABLE_MONTHLY, SPOT_QTY_INVALID, spotPriceInvalid } from './spot-messages.js';
import { verifySpotPrice } from './spot-price-signature.js';
import { SpotBookingRefused, type SpotHolds, type SpotLineRequest, type SpotTerms } from './spot-holds.js';
import { spotTermsOf } from '@storefront/core';
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
export function holdStillFits(db: Database, cartId: number, hold: HeldLine, now: number): boolean {
  const taken = takenPlaces(db, [hold.sku], hold, now, { cartId, itemId: hold.itemId });
  return placesFree(hold.places, taken, hold) >= hold.qty;
}

export interface SpotHoldsOptions {
  rules: BookingRules;
  /** How long a hold lasts without renewal. */
  holdMinutes: number;
  /** Signs and verifies the availability answer's `sgn`. */
  secret: string;
}

/** A caller price equal to the API's own within half a cent is the API's price (floating point, not a forgery). */
const PRICE_TOLERANCE = 0.005;

/**
 * Holds of parking-spot places in SQLite. Every method runs inside the caller's write transaction (`BEGIN
 * IMMEDIATE`): the count of places taken and the write of the hold see the same database, and another process waits
 * for the lock, then counts this hold too.
 */
export class SqliteSpotHolds implements SpotHolds {
  constructor(private readonly options: SpotHoldsOptions) {}

  spotTerms(product: Record<string, unknown>): SpotTerms | undefined {
    return spotTermsOf(product);
  }

  holdLine(db: Database, request: SpotLineRequest, now: number): { price: number } {
    const { spot, cartId, itemId, qty } = request;
    if (!Number.isInteger(qty) || qty < 1) throw new SpotBookingRefused(SPOT_QTY_INVALID);
    const period = { from: request.bookFrom, to: request.bookTo, isMonthly: request.isMonthly };
    const problem = validateBookingPeriod(period, now, this.options.rules);
    if (problem) throw new SpotBookingRefused(problem);
    const fromMs = parseBookingInstant(request.bookFrom)!;
    const toMs = parseBookingInstant(request.bookTo)!;
    const price = this.acceptedPrice(request, fromMs, toMs, now);

    const taken = takenPlaces(db, [spot.sku], { fromMs, toMs }, now, { cartId, itemId });
    if (placesFree(spot.places, taken, { fromMs, toMs }) < qty) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);

    const written = db
      .prepare(
        `INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, created_at)
         VALUES (@sku, @cartId, @itemId, @qty, @places, @fromMs, @toMs, @expiresAt, @now)
         ON CONFLICT (cart_id, item_id) DO UPDATE SET
           spot_sku = excluded.spot_sku, qty = excluded.qty, places = excluded.places, from_ms = excluded.from_ms,
           to_ms = excluded.to_ms, expires_at = excluded.expires_at
         WHERE order_id IS NULL`,
      )
      .run({ sku: spot.sku, cartId, itemId, qty, places: spot.places, fromMs, toMs, expiresAt: this.expiry(now), now });
    // A line an order has already booked cannot be changed by its old cart.
    if (written.changes === 0) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
    return { price };
  }

  releaseLine(db: Database, cartId: number, itemId: number): void {
    db.prepare('DELETE FROM spot_holds WHERE cart_id = ? AND item_id = ? AND order_id IS NULL').run(cartId, itemId);
  }

  renewCart(db: Database, cartId: number, now: number): number[] {
    const holds = db
      .prepare(
        `SELECT item_id AS itemId, spot_sku AS sku, qty, places, from_ms AS fromMs, to_ms AS toMs,
           expires_at AS expiresAt
         FROM spot_holds WHERE cart_id = ? AND order_id IS NULL ORDER BY item_id`,
      )
      .all(cartId) as HeldLine[];
    const renew = db.prepare('UPDATE spot_holds SET expires_at = ? WHERE cart_id = ? AND item_id = ?');
    const lost: number[] = [];
    for (const hold of holds) {
      // An expired hold comes back only where nobody took its place meanwhile.
      if (hold.expiresAt <= now && !holdStillFits(db, cartId, hold, now)) lost.push(hold.itemId);
      else renew.run(this.expiry(now), cartId, hold.itemId);
    }
    return lost;
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
    if (roundPrice(given) === given && verifySpotPrice(signed, request.sgn, this.options.secret, now)) return given;
    throw new SpotBookingRefused(spotPriceInvalid(spot.sku));
  }

  private expiry(now: number): number {
    return now + this.options.holdMinutes * 60_000;
  }
}
