import {
  DEFAULT_SPOT_DEFAULTS,
  parseBookingInstant,
  roundPrice,
  spotPeriodProblem,
  spotPrice,
  spotTermsOf,
  type BookingRules,
  type SpotDefaults,
} from '@storefront/core';
import { sql, type SqlExecutor } from '../db/sql.js';
import {
  holdCapExceeded,
  SPOT_NOT_AVAILABLE,
  SPOT_NOT_BOOKABLE_MONTHLY,
  SPOT_QTY_INVALID,
  spotPriceInvalid,
} from './spot-messages.js';
import { DEFAULT_OFFER_MINUTES, verifySpotPrice } from './spot-price-signature.js';
import { SpotBookingRefused, type SpotHolds, type SpotLineRequest, type SpotTerms } from './spot-holds.js';
import { refusingOverbooking } from './spot-capacity-guard.js';
import { withSpotLocks } from './spot-locks.js';
import { freePlacesFor } from './taken-places.js';

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
  /** The end of the hold's life (null: a row from before lives were kept, whose life runs from `createdAt`). */
  lifeEndsAt: number | null;
  createdAt: number;
  client: string | null;
  /** The spot's buffer when the hold was taken, in milliseconds. */
  bufferMs: number;
}

/** Whether an (expired) hold could be taken again now: the places its period still has, without itself. */
export async function holdStillFits(db: SqlExecutor, cartId: number, hold: HeldLine, now: number): Promise<boolean> {
  const spot = { sku: hold.sku, places: hold.places, bufferMs: Number(hold.bufferMs) };
  return (await freePlacesFor(db, spot, hold, now, { cartId, itemId: hold.itemId })) >= hold.qty;
}

/** What one cart, and one client address across its carts, may hold at once (config `spots.max*`). */
export interface HoldCaps {
  maxPlacesPerCart: number;
  maxPlaceDaysPerCart: number;
  maxPlacesPerClient: number;
  maxPlaceDaysPerClient: number;
}

export interface SpotHoldsOptions {
  rules: BookingRules;
  /** How long a hold lasts without renewal. */
  holdMinutes: number;
  /** A hold's whole life from when its line was held; no renewal goes past it. Default: no end. */
  holdLifeMinutes?: number;
  /** Default: no caps. */
  caps?: HoldCaps;
  /** Signs and verifies the availability answer's `sgn`. */
  secret: string;
  /** `spots.offerMinutes`: a signed price claiming a longer validity is refused (default: the config's default). */
  offerMinutes?: number;
  /** The time zone and rules of a spot that names none, when the caller gives none (default: UTC, core's rules). */
  spotDefaults?: SpotDefaults;
}

/** A caller price equal to the API's own within half a cent is the API's price (floating point, not a forgery). */
const PRICE_TOLERANCE = 0.005;
const DAY_MS = 86_400_000;
const NO_CAPS: HoldCaps = {
  maxPlacesPerCart: Infinity,
  maxPlaceDaysPerCart: Infinity,
  maxPlacesPerClient: Infinity,
  maxPlaceDaysPerClient: Infinity,
};

/**
 * The lock key of one client's holds (`spot-holder:<address>`): the count of what a client holds across its carts and
 * the write of a new hold happen under it, so two carts of one client cannot both pass the cap (PostgreSQL; SQLite's
 * single writer already serialises them).
 */
export const holderLockKey = (client: string) => `spot-holder:${client}`;

/** One line's share of a cap. */
interface HeldAmount {
  cartId: number;
  itemId: number;
  client: string | null;
  qty: number;
  fromMs: number;
  toMs: number;
}

const placeDays = (hold: { qty: number; fromMs: number; toMs: number }) =>
  (hold.qty * (hold.toMs - hold.fromMs)) / DAY_MS;

/**
 * Holds of parking-spot places over the SQL port. Every method runs inside the caller's write transaction, and the
 * count of places taken and the write of the hold happen under the spot's lock (`withSpotLocks`): another process
 * waits for it, then counts this hold too. Migration 10's trigger refuses an overbooking all the same.
 *
 * A hold is a short reservation for a shopper about to pay (docs/security.md, "Parking holds, carts and orders"): it
 * lasts `holdMinutes` past the last write or checkout step of its cart, never past `holdLifeMinutes` from when the
 * line was held, and one cart or client holds at most `caps` at once. Reads of the cart renew nothing.
 */
export class SqlSpotHolds implements SpotHolds {
  private readonly caps: HoldCaps;
  private readonly lifeMs: number;

  constructor(private readonly options: SpotHoldsOptions) {
    this.caps = options.caps ?? NO_CAPS;
    this.lifeMs = (options.holdLifeMinutes ?? Infinity) * 60_000;
  }

  spotTerms(product: Record<string, unknown>, defaults?: SpotDefaults): SpotTerms | undefined {
    return spotTermsOf(product, defaults ?? this.options.spotDefaults ?? DEFAULT_SPOT_DEFAULTS);
  }

  async holdLine(tx: SqlExecutor, request: SpotLineRequest, now: number): Promise<{ price: number }> {
    const { spot, cartId, itemId, qty } = request;
    if (!Number.isInteger(qty) || qty < 1) throw new SpotBookingRefused(SPOT_QTY_INVALID);
    const period = { from: request.bookFrom, to: request.bookTo, isMonthly: request.isMonthly };
    // The spot's own rules on its own clock, as availability and the order check them.
    const problem = spotPeriodProblem(period, now, this.options.rules, spot);
    if (problem) throw new SpotBookingRefused(problem);
    const fromMs = parseBookingInstant(request.bookFrom)!;
    const toMs = parseBookingInstant(request.bookTo)!;
    const price = this.acceptedPrice(request, fromMs, toMs, now);
    const client = request.client ?? null;
    const holderLocks = client === null ? [] : [holderLockKey(client)];

    await withSpotLocks(
      tx,
      [spot.sku],
      async (locked) => {
        const capped = await this.capProblem(locked, { cartId, itemId, client, qty, fromMs, toMs }, now);
        if (capped) throw new SpotBookingRefused(capped);
        const bufferMs = spot.rules.bufferMinutes * 60_000;
        const free = await freePlacesFor(locked, { ...spot, bufferMs }, { fromMs, toMs }, now, { cartId, itemId });
        if (free < qty) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
        const lifeEndsAt = await this.lifeEndOfLine(locked, cartId, itemId, now);
        const written = await refusingOverbooking(() =>
          locked.run(
            sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, created_at,
                  client, life_ends_at, buffer_ms, time_zone)
                VALUES (${spot.sku}, ${cartId}, ${itemId}, ${qty}, ${spot.places}, ${fromMs}, ${toMs},
                  ${this.expiry(now, lifeEndsAt)}, ${now}, ${client}, ${lifeEndsAt}, ${spot.rules.bufferMinutes * 60_000},
                  ${spot.timeZone})
                ON CONFLICT (cart_id, item_id) DO UPDATE SET
                  spot_sku = excluded.spot_sku, qty = excluded.qty, places = excluded.places,
                  from_ms = excluded.from_ms, to_ms = excluded.to_ms, expires_at = excluded.expires_at,
                  client = excluded.client, life_ends_at = excluded.life_ends_at, buffer_ms = excluded.buffer_ms,
                  time_zone = excluded.time_zone
                WHERE spot_holds.order_id IS NULL`,
          ),
        );
        // A line an order has already booked cannot be changed by its old cart.
        if (written.changes === 0) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
      },
      holderLocks,
    );
    return { price };
  }

  async releaseLine(tx: SqlExecutor, cartId: number, itemId: number): Promise<void> {
    await tx.run(sql`DELETE FROM spot_holds WHERE cart_id = ${cartId} AND item_id = ${itemId} AND order_id IS NULL`);
  }

  async renewCart(tx: SqlExecutor, cartId: number, now: number): Promise<number[]> {
    const holds = await openHoldsOfCart(tx, cartId);
    if (holds.length === 0) return [];
    const skus = [...new Set(holds.map((hold) => hold.sku))];
    const clients = [...new Set(holds.flatMap((hold) => (hold.client === null ? [] : [hold.client])))];
    return withSpotLocks(
      tx,
      skus,
      async (locked) => {
        const lost: number[] = [];
        for (const hold of holds) {
          const lifeEndsAt = this.lifeEndOf(hold);
          if (hold.expiresAt <= now) {
            // An expired hold comes back only where nobody took its place meanwhile, inside its life and its caps;
            // past its life it stays expired (the order re-takes it if the place is still free).
            if (!(await holdStillFits(locked, cartId, hold, now))) {
              lost.push(hold.itemId);
              continue;
            }
            if (lifeEndsAt <= now) continue;
            if (await this.capProblem(locked, { ...hold, cartId }, now)) continue;
          }
          const expiresAt = this.expiry(now, lifeEndsAt);
          if (expiresAt <= hold.expiresAt) continue;
          await refusingOverbooking(() =>
            locked.run(
              sql`UPDATE spot_holds SET expires_at = ${expiresAt}
                  WHERE cart_id = ${cartId} AND item_id = ${hold.itemId} AND order_id IS NULL`,
            ),
          );
        }
        return lost;
      },
      clients.map(holderLockKey),
    );
  }

  async lostLines(db: SqlExecutor, cartId: number, now: number): Promise<number[]> {
    const lost: number[] = [];
    for (const hold of await openHoldsOfCart(db, cartId))
      if (hold.expiresAt <= now && !(await holdStillFits(db, cartId, hold, now))) lost.push(hold.itemId);
    return lost;
  }

  /**
   * Why holding `line` would take its cart or its client past a cap, or undefined. Counts the unexpired open holds
   * of the cart and of the client, without the line's own hold (a new quantity replaces it).
   */
  private async capProblem(db: SqlExecutor, line: HeldAmount, now: number): Promise<string | undefined> {
    const caps = this.caps;
    const rows = await db.all<HeldAmount>(
      sql`SELECT cart_id AS "cartId", item_id AS "itemId", client, qty, from_ms AS "fromMs", to_ms AS "toMs"
          FROM spot_holds
          WHERE order_id IS NULL AND expires_at > ${now} AND (cart_id = ${line.cartId} OR client = ${line.client})`,
    );
    const others = rows.filter((row) => !(row.cartId === line.cartId && row.itemId === line.itemId));
    const total = (held: readonly HeldAmount[]) => ({
      places: held.reduce((sum, row) => sum + row.qty, line.qty),
      days: held.reduce((sum, row) => sum + placeDays(row), placeDays(line)),
    });
    const cart = total(others.filter((row) => row.cartId === line.cartId));
    if (cart.places > caps.maxPlacesPerCart)
      return holdCapExceeded('cart', 'places', cart.places, caps.maxPlacesPerCart, 'maxPlacesPerCart');
    if (cart.days > caps.maxPlaceDaysPerCart)
      return holdCapExceeded('cart', 'place-days', cart.days, caps.maxPlaceDaysPerCart, 'maxPlaceDaysPerCart');
    if (line.client === null) return undefined;
    const client = total(others.filter((row) => row.client === line.client));
    if (client.places > caps.maxPlacesPerClient)
      return holdCapExceeded('client', 'places', client.places, caps.maxPlacesPerClient, 'maxPlacesPerClient');
    if (client.days > caps.maxPlaceDaysPerClient)
      return holdCapExceeded('client', 'place-days', client.days, caps.maxPlaceDaysPerClient, 'maxPlaceDaysPerClient');
    return undefined;
  }

  /**
   * The life end of a line being (re-)held: a live hold keeps its own (a new quantity does not prolong it); a line
   * held anew, or again after its hold ended, starts a new life.
   */
  private async lifeEndOfLine(db: SqlExecutor, cartId: number, itemId: number, now: number): Promise<number | null> {
    const live = await db.get<HeldLine>(
      sql`SELECT expires_at AS "expiresAt", life_ends_at AS "lifeEndsAt", created_at AS "createdAt" FROM spot_holds
          WHERE cart_id = ${cartId} AND item_id = ${itemId} AND order_id IS NULL AND expires_at > ${now}`,
    );
    const end = live ? this.lifeEndOf(live) : now + this.lifeMs;
    return Number.isFinite(end) ? end : null;
  }

  private lifeEndOf(hold: Pick<HeldLine, 'lifeEndsAt' | 'createdAt'>): number {
    return hold.lifeEndsAt ?? hold.createdAt + this.lifeMs;
  }

  private acceptedPrice(request: SpotLineRequest, fromMs: number, toMs: number, now: number): number {
    const { spot } = request;
    const period = { from: request.bookFrom, to: request.bookTo, isMonthly: request.isMonthly };
    const own = spotPrice(spot, period, spot.timeZone);
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

  /** A hold taken or renewed now lasts `holdMinutes`, never past its life. */
  private expiry(now: number, lifeEndsAt: number | null): number {
    return Math.min(now + this.options.holdMinutes * 60_000, lifeEndsAt ?? Infinity);
  }
}

/** The holds of a cart not booked by an order yet, by line. */
export function openHoldsOfCart(db: SqlExecutor, cartId: number): Promise<HeldLine[]> {
  return db.all<HeldLine>(
    sql`SELECT item_id AS "itemId", spot_sku AS sku, qty, places, from_ms AS "fromMs", to_ms AS "toMs",
          expires_at AS "expiresAt", life_ends_at AS "lifeEndsAt", created_at AS "createdAt", client,
          buffer_ms AS "bufferMs"
        FROM spot_holds WHERE cart_id = ${cartId} AND order_id IS NULL ORDER BY item_id`,
  );
}
