import type { SpotDefaults, SpotTerms } from '@storefront/core';
import type { SqlExecutor } from '../db/sql.js';

export type { SpotTerms };

/**
 * The seam between the cart and the parking spots. The cart API owns carts and their lines; the spots module owns
 * availability, holds and bookings. The cart calls these functions INSIDE its own write transaction, passing its
 * `tx`, so the availability check and the write of the line commit together or not at all. Across processes the
 * count and the write are serialised per spot: SQLite's single writer, PostgreSQL's advisory lock `spot:<sku>`.
 */

/** A booking line of a spot, as the cart asks to hold it. */
export interface SpotLineRequest {
  cartId: number;
  itemId: number;
  spot: SpotTerms;
  /** ISO 8601 date-times; half-open period [bookFrom, bookTo). */
  bookFrom: string;
  bookTo: string;
  isMonthly: boolean;
  /** Places asked for (the line's quantity). */
  qty: number;
  /** The caller-set unit price (before the booking tax); undefined lets the API price it. */
  price: number | undefined;
  /** The API's signature of that price (from the availability answer), when the caller has one. */
  sgn: string | undefined;
  /**
   * The address of the client asking (`clientAddress`): the places one client holds across its carts are capped.
   * Undefined only for callers that are no client (tools, tests of the places alone).
   */
  client?: string;
}

/** A refusal the shopper must read: the cart answers it as `{code: status, result: message}` and writes nothing. */
export class SpotBookingRefused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SpotBookingRefused';
  }
}

export interface SpotHolds {
  /**
   * The spot terms of a catalogue product, or undefined when the product is not a bookable spot. `defaults`: the
   * time zone and rules of the caller's store view for a spot that names none of its own.
   */
  spotTerms(product: Record<string, unknown>, defaults?: SpotDefaults): SpotTerms | undefined;
  /**
   * Validates the period and the price, checks the places left over the period (confirmed bookings plus unexpired
   * holds of other lines), and takes or renews this line's hold for `qty` places. Returns the unit price to store.
   * Throws SpotBookingRefused. Must run inside the caller's write transaction.
   */
  holdLine(tx: SqlExecutor, request: SpotLineRequest, now: number): Promise<{ price: number }>;
  /** Drops the hold of one line (line removed). */
  releaseLine(tx: SqlExecutor, cartId: number, itemId: number): Promise<void>;
  /**
   * Checkout progress or a write of the cart: extends the holds of the cart up to the end of their life, and re-takes
   * expired ones still inside it where places allow. Returns the item ids whose place is gone.
   */
  renewCart(tx: SqlExecutor, cartId: number, now: number): Promise<number[]>;
  /**
   * A read of the cart: renews nothing; the item ids whose hold expired and whose place someone else took meanwhile
   * (the cart drops those lines, so it never shows a booking it cannot have).
   */
  lostLines(db: SqlExecutor, cartId: number, now: number): Promise<number[]>;
}
