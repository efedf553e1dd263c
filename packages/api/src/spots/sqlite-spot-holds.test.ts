import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { openDatabase } from '../db/open-database.js';
import { confirmCartHolds } from './confirm-cart-holds.js';
import { SpotBookingRefused, type SpotLineRequest, type SpotTerms } from './spot-holds.js';
import { SPOT_NOT_AVAILABLE, spotPriceInvalid } from './spot-messages.js';
import { signSpotPrice } from './spot-price-signature.js';
import { SqliteSpotHolds } from './sqlite-spot-holds.js';

const NOW = Date.parse('2026-05-01T08:00:00Z');
const MINUTE = 60_000;
const SECRET = 'test-secret-of-the-api';
const spot = (places = 1): SpotTerms => ({ sku: 'SPOT-1', places, hourlyRate: 2.5, monthlyRate: 90 });

let db: Database;
let holds: SqliteSpotHolds;
let nextItem = 1;

beforeEach(() => {
  db = openDatabase(':memory:');
  holds = new SqliteSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: SECRET });
});
afterEach(() => db.close());

function line(overrides: Partial<SpotLineRequest> = {}): SpotLineRequest {
  return {
    cartId: 1,
    itemId: nextItem++,
    spot: spot(),
    bookFrom: '2026-05-01T09:00:00Z',
    bookTo: '2026-05-01T11:00:00Z',
    isMonthly: false,
    qty: 1,
    price: undefined,
    sgn: undefined,
    ...overrides,
  };
}

/** Runs a hold as the cart does: inside a BEGIN IMMEDIATE transaction. */
function hold(request: SpotLineRequest, now = NOW): { price: number } {
  return db.transaction(() => holds.holdLine(db, request, now)).immediate();
}

function refusal(run: () => unknown): { message: string; status: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof SpotBookingRefused) return { message: error.message, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
}

const rowCount = () => db.prepare('SELECT count(*) FROM spot_holds').pluck().get();

describe('SqliteSpotHolds.holdLine', () => {
  it('prices a line without a price with the API rule and stores one hold', () => {
    expect(hold(line())).toEqual({ price: 5 });
    expect(rowCount()).toBe(1);
  });

  it('takes exactly the capacity: a spot of 3 places holds 3 overlapping lines, the fourth is refused', () => {
    for (let cart = 1; cart <= 3; cart++) hold(line({ cartId: cart, spot: spot(3) }));
    expect(refusal(() => hold(line({ cartId: 4, spot: spot(3) })))).toEqual({
      message: SPOT_NOT_AVAILABLE,
      status: 409,
    });
    expect(rowCount()).toBe(3);
  });

  it('counts the places of a line asked at once', () => {
    hold(line({ cartId: 1, spot: spot(3), qty: 2 }));
    expect(refusal(() => hold(line({ cartId: 2, spot: spot(3), qty: 2 }))).status).toBe(409);
    hold(line({ cartId: 2, spot: spot(3), qty: 1 }));
  });

  it('fits a booking ending at 10:00 and one starting at 10:00 into one place (half-open)', () => {
    hold(line({ cartId: 1, bookFrom: '2026-05-01T09:00:00Z', bookTo: '2026-05-01T10:00:00Z' }));
    hold(line({ cartId: 2, bookFrom: '2026-05-01T10:00:00Z', bookTo: '2026-05-01T11:00:00Z' }));
    expect(
      refusal(() => hold(line({ cartId: 3, bookFrom: '2026-05-01T09:45:00Z', bookTo: '2026-05-01T10:45:00Z' }))).status,
    ).toBe(409);
  });

  it('a monthly booking blocks an hourly one inside its period, and the other way round', () => {
    hold(line({ cartId: 1, bookFrom: '2026-05-02T00:00:00Z', bookTo: '2026-06-02T00:00:00Z', isMonthly: true }));
    expect(
      refusal(() => hold(line({ cartId: 2, bookFrom: '2026-05-20T09:00:00Z', bookTo: '2026-05-20T10:00:00Z' }))).status,
    ).toBe(409);
    hold(line({ cartId: 2, bookFrom: '2026-06-02T00:00:00Z', bookTo: '2026-06-02T01:00:00Z' }));
    expect(
      refusal(() =>
        hold(line({ cartId: 3, bookFrom: '2026-06-01T00:00:00Z', bookTo: '2026-07-01T00:00:00Z', isMonthly: true })),
      ).status,
    ).toBe(409);
  });

  it('re-holding the same line (a quantity change) does not count its own hold', () => {
    const first = line({ spot: spot(2) });
    hold(first);
    hold({ ...first, qty: 2 });
    expect(rowCount()).toBe(1);
    expect(db.prepare('SELECT qty FROM spot_holds').pluck().get()).toBe(2);
    expect(refusal(() => hold({ ...first, qty: 3 })).status).toBe(409);
  });

  it('refuses a forged price and accepts the API price within half a cent or a signed one', () => {
    expect(refusal(() => hold(line({ price: 0.01 })))).toEqual({ message: spotPriceInvalid('SPOT-1'), status: 400 });
    expect(refusal(() => hold(line({ price: 4, sgn: 'forged' }))).status).toBe(400);
    expect(hold(line({ cartId: 2, price: 5.004 }))).toEqual({ price: 5 });
    db.exec('DELETE FROM spot_holds');
    const fromMs = Date.parse('2026-05-01T09:00:00Z');
    const toMs = Date.parse('2026-05-01T11:00:00Z');
    const sgn = signSpotPrice({ sku: 'SPOT-1', isMonthly: false, fromMs, toMs, price: 4 }, SECRET, NOW + 60 * MINUTE);
    expect(hold(line({ cartId: 3, price: 4, sgn }))).toEqual({ price: 4 });
    // An offer expires: the same signature an hour later no longer vouches for the price.
    expect(refusal(() => hold(line({ cartId: 3, price: 4, sgn }), NOW + 60 * MINUTE)).status).toBe(400);
    // Another secret's signature, or a validity edited by hand, is a forgery.
    const foreign = signSpotPrice(
      { sku: 'SPOT-1', isMonthly: false, fromMs, toMs, price: 4 },
      'another-secret',
      NOW + 60 * MINUTE,
    );
    expect(refusal(() => hold(line({ cartId: 3, price: 4, sgn: foreign }))).status).toBe(400);
    const stretched = `${(NOW + 600 * MINUTE).toString(36)}.${sgn.split('.')[1]}`;
    expect(refusal(() => hold(line({ cartId: 3, price: 4, sgn: stretched }), NOW + 61 * MINUTE)).status).toBe(400);
    // The signature binds the period and the mode: the same sgn for another period is a forgery.
    expect(refusal(() => hold(line({ cartId: 4, price: 4, sgn, bookTo: '2026-05-01T12:00:00Z' }))).status).toBe(400);
    expect(refusal(() => hold(line({ cartId: 4, price: Number.NaN }))).status).toBe(400);
  });

  it('refuses invalid periods, quantities and a monthly booking of a spot without a monthly rate, writing nothing', () => {
    expect(
      refusal(() => hold(line({ bookFrom: '2026-05-01T11:00:00Z', bookTo: '2026-05-01T09:00:00Z' }))).message,
    ).toBe('The booking must end after it starts.');
    expect(refusal(() => hold(line({ bookFrom: '2026-04-01T09:00:00Z' }))).message).toBe(
      'The booking cannot start in the past.',
    );
    expect(refusal(() => hold(line({ qty: 0 }))).status).toBe(400);
    expect(refusal(() => hold(line({ qty: 1.5 }))).status).toBe(400);
    expect(
      refusal(() =>
        hold(
          line({
            spot: { ...spot(), monthlyRate: 0 },
            bookFrom: '2026-05-02T00:00:00Z',
            bookTo: '2026-06-02T00:00:00Z',
            isMonthly: true,
          }),
        ),
      ).message,
    ).toBe('This spot cannot be booked by the month.');
    expect(rowCount()).toBe(0);
  });
});

describe('hold expiry, renewal and release', () => {
  it('an expired hold frees its place; renewing a live hold keeps it', () => {
    const first = line({ cartId: 1 });
    hold(first);
    expect(refusal(() => hold(line({ cartId: 2 }), NOW + 14 * MINUTE)).status).toBe(409);
    // Renewed at 14 min: it lasts until 29 min.
    expect(holds.renewCart(db, 1, NOW + 14 * MINUTE)).toEqual([]);
    expect(refusal(() => hold(line({ cartId: 2 }), NOW + 28 * MINUTE)).status).toBe(409);
    hold(line({ cartId: 2 }), NOW + 29 * MINUTE);
  });

  it('renewing an expired hold takes it again when its place is still free, else reports the line lost', () => {
    const first = line({ cartId: 1 });
    hold(first);
    expect(holds.renewCart(db, 1, NOW + 20 * MINUTE)).toEqual([]);
    hold(line({ cartId: 2 }), NOW + 40 * MINUTE);
    expect(holds.renewCart(db, 1, NOW + 41 * MINUTE)).toEqual([first.itemId]);
    // Still lost on the next renewal: the other cart holds the place.
    expect(holds.renewCart(db, 1, NOW + 42 * MINUTE)).toEqual([first.itemId]);
  });

  it('releasing a line frees its place at once', () => {
    const first = line({ cartId: 1 });
    hold(first);
    holds.releaseLine(db, 1, first.itemId);
    hold(line({ cartId: 2 }));
    expect(rowCount()).toBe(1);
  });
});

describe('confirmCartHolds', () => {
  it("turns a cart's holds into bookings that never expire and cannot be released by the cart", () => {
    const first = line({ cartId: 1 });
    hold(first);
    expect(confirmCartHolds(db, 1, '000000042', NOW + MINUTE)).toEqual([first.itemId]);
    expect(refusal(() => hold(line({ cartId: 2 }), NOW + 60 * MINUTE)).status).toBe(409);
    holds.releaseLine(db, 1, first.itemId);
    expect(refusal(() => hold(line({ cartId: 2 }), NOW + 60 * MINUTE)).status).toBe(409);
    expect(refusal(() => hold({ ...first, bookTo: '2026-05-01T10:00:00Z' })).status).toBe(409);
  });

  it("runs as a savepoint inside the caller's write transaction, rolled back with it", () => {
    hold(line({ cartId: 1 }));
    expect(() =>
      db
        .transaction(() => {
          confirmCartHolds(db, 1, 'order-1', NOW + MINUTE);
          throw new Error('the order could not be written');
        })
        .immediate(),
    ).toThrow('the order could not be written');
    expect(db.prepare('SELECT count(*) FROM spot_holds WHERE order_id IS NOT NULL').pluck().get()).toBe(0);
  });

  it('books an expired hold whose place is still free, and refuses (booking nothing) when it is taken', () => {
    hold(line({ cartId: 1, spot: spot(2) }));
    hold(line({ cartId: 1, spot: { ...spot(1), sku: 'SPOT-2' } }));
    hold(line({ cartId: 2, spot: { ...spot(1), sku: 'SPOT-2' } }), NOW + 20 * MINUTE);
    expect(refusal(() => confirmCartHolds(db, 1, 7, NOW + 21 * MINUTE))).toEqual({
      message: `${SPOT_NOT_AVAILABLE} (SPOT-2)`,
      status: 409,
    });
    expect(db.prepare('SELECT count(*) FROM spot_holds WHERE order_id IS NOT NULL').pluck().get()).toBe(0);
    holds.releaseLine(db, 2, nextItem - 1);
    expect(confirmCartHolds(db, 1, 7, NOW + 22 * MINUTE)).toHaveLength(2);
  });
});
