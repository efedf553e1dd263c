import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, DEFAULT_SPOT_RULES } from '@storefront/core';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { confirmCartHolds } from './confirm-cart-holds.js';
import { SpotBookingRefused, type SpotLineRequest, type SpotTerms } from './spot-holds.js';
import { SPOT_NOT_AVAILABLE, spotPriceInvalid } from './spot-messages.js';
import { signSpotPrice } from './spot-price-signature.js';
import { SqlSpotHolds } from './sql-spot-holds.js';
import { spotLineRequest } from './test-support/spot-lines.js';

const NOW = Date.parse('2026-05-01T08:00:00Z');
const MINUTE = 60_000;
const SECRET = 'test-secret-of-the-api';
const spot = (places = 1): SpotTerms => ({
  sku: 'SPOT-1',
  places,
  hourlyRate: 2.5,
  monthlyRate: 90,
  timeZone: 'UTC',
  rules: DEFAULT_SPOT_RULES,
});

let opened: OpenedTestDatabase;
let db: SqlDatabase;
let holds: SqlSpotHolds;
let nextItem = 1;

beforeEach(async () => {
  opened = await openTestDatabase();
  db = opened.db;
  holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: SECRET });
});
afterEach(() => opened.close());

function line(overrides: Partial<SpotLineRequest> = {}): SpotLineRequest {
  return spotLineRequest({
    cartId: 1,
    itemId: nextItem++,
    spot: spot(),
    bookFrom: '2026-05-01T09:00:00Z',
    bookTo: '2026-05-01T11:00:00Z',
    ...overrides,
  });
}

/** Runs a hold as the cart does: inside a write transaction. */
function hold(request: SpotLineRequest, now = NOW): Promise<{ price: number }> {
  return db.transaction((tx) => holds.holdLine(tx, request, now));
}

async function refusal(run: () => Promise<unknown>): Promise<{ message: string; status: number }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof SpotBookingRefused) return { message: error.message, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
}

const renew = (cartId: number, now: number) => db.transaction((tx) => holds.renewCart(tx, cartId, now));
const confirm = (cartId: number, orderId: string | number, now: number) =>
  db.transaction((tx) => confirmCartHolds(tx, cartId, orderId, now));

const rowCount = () => sqlValue(db, sql`SELECT count(*) AS n FROM spot_holds`);

describe('SqlSpotHolds.holdLine', () => {
  it('prices a line without a price with the API rule and stores one hold', async () => {
    expect(await hold(line())).toEqual({ price: 5 });
    expect(await rowCount()).toBe(1);
  });

  it('takes exactly the capacity: a spot of 3 places holds 3 overlapping lines, the fourth is refused', async () => {
    for (let cart = 1; cart <= 3; cart++) await hold(line({ cartId: cart, spot: spot(3) }));
    expect(await refusal(() => hold(line({ cartId: 4, spot: spot(3) })))).toEqual({
      message: SPOT_NOT_AVAILABLE,
      status: 409,
    });
    expect(await rowCount()).toBe(3);
  });

  it('counts the places of a line asked at once', async () => {
    await hold(line({ cartId: 1, spot: spot(3), qty: 2 }));
    expect((await refusal(() => hold(line({ cartId: 2, spot: spot(3), qty: 2 })))).status).toBe(409);
    await hold(line({ cartId: 2, spot: spot(3), qty: 1 }));
  });

  it('fits a booking ending at 10:00 and one starting at 10:00 into one place (half-open)', async () => {
    await hold(line({ cartId: 1, bookFrom: '2026-05-01T09:00:00Z', bookTo: '2026-05-01T10:00:00Z' }));
    await hold(line({ cartId: 2, bookFrom: '2026-05-01T10:00:00Z', bookTo: '2026-05-01T11:00:00Z' }));
    expect(
      (await refusal(() => hold(line({ cartId: 3, bookFrom: '2026-05-01T09:45:00Z', bookTo: '2026-05-01T10:45:00Z' }))))
        .status,
    ).toBe(409);
  });

  it('a monthly booking blocks an hourly one inside its period, and the other way round', async () => {
    await hold(line({ cartId: 1, bookFrom: '2026-05-02T00:00:00Z', bookTo: '2026-06-02T00:00:00Z', isMonthly: true }));
    expect(
      (await refusal(() => hold(line({ cartId: 2, bookFrom: '2026-05-20T09:00:00Z', bookTo: '2026-05-20T10:00:00Z' }))))
        .status,
    ).toBe(409);
    await hold(line({ cartId: 2, bookFrom: '2026-06-02T00:00:00Z', bookTo: '2026-06-02T01:00:00Z' }));
    expect(
      (
        await refusal(() =>
          hold(line({ cartId: 3, bookFrom: '2026-06-01T00:00:00Z', bookTo: '2026-07-01T00:00:00Z', isMonthly: true })),
        )
      ).status,
    ).toBe(409);
  });

  it('re-holding the same line (a quantity change) does not count its own hold', async () => {
    const first = line({ spot: spot(2) });
    await hold(first);
    await hold({ ...first, qty: 2 });
    expect(await rowCount()).toBe(1);
    expect(await sqlValue(db, sql`SELECT qty FROM spot_holds`)).toBe(2);
    expect((await refusal(() => hold({ ...first, qty: 3 }))).status).toBe(409);
  });

  it('refuses a forged price and accepts the API price within half a cent or a signed one', async () => {
    expect(await refusal(() => hold(line({ price: 0.01 })))).toEqual({
      message: spotPriceInvalid('SPOT-1'),
      status: 400,
    });
    expect((await refusal(() => hold(line({ price: 4, sgn: 'forged' })))).status).toBe(400);
    expect(await hold(line({ cartId: 2, price: 5.004 }))).toEqual({ price: 5 });
    await db.run(sql`DELETE FROM spot_holds`);
    const fromMs = Date.parse('2026-05-01T09:00:00Z');
    const toMs = Date.parse('2026-05-01T11:00:00Z');
    const offer = { sku: 'SPOT-1', isMonthly: false, fromMs, toMs, price: 4 };
    const sgn = signSpotPrice(offer, SECRET, NOW, NOW + 60 * MINUTE);
    expect(await hold(line({ cartId: 3, price: 4, sgn }))).toEqual({ price: 4 });
    // An offer expires: the same signature an hour later no longer vouches for the price.
    expect((await refusal(() => hold(line({ cartId: 3, price: 4, sgn }), NOW + 60 * MINUTE))).status).toBe(400);
    // Another secret's signature, or a validity edited by hand, is a forgery.
    const foreign = signSpotPrice(offer, 'another-secret', NOW, NOW + 60 * MINUTE);
    expect((await refusal(() => hold(line({ cartId: 3, price: 4, sgn: foreign })))).status).toBe(400);
    const [issued, , signature] = sgn.split('.');
    const stretched = `${issued}.${(NOW + 600 * MINUTE).toString(36)}.${signature}`;
    expect((await refusal(() => hold(line({ cartId: 3, price: 4, sgn: stretched }), NOW + 61 * MINUTE))).status).toBe(
      400,
    );
    // Even our own key's signature is refused when it claims more than an offer's hour, or an issue still to come.
    const tenYears = signSpotPrice(offer, SECRET, NOW, NOW + 10 * 365 * 24 * 60 * MINUTE);
    expect((await refusal(() => hold(line({ cartId: 3, price: 4, sgn: tenYears })))).status).toBe(400);
    const future = signSpotPrice(offer, SECRET, NOW + 30 * MINUTE, NOW + 90 * MINUTE);
    expect((await refusal(() => hold(line({ cartId: 3, price: 4, sgn: future })))).status).toBe(400);
    // The signature binds the period and the mode: the same sgn for another period is a forgery.
    expect((await refusal(() => hold(line({ cartId: 4, price: 4, sgn, bookTo: '2026-05-01T12:00:00Z' })))).status).toBe(
      400,
    );
    expect((await refusal(() => hold(line({ cartId: 4, price: Number.NaN })))).status).toBe(400);
  });

  it('refuses invalid periods, quantities and a monthly booking of a spot without a monthly rate, writing nothing', async () => {
    expect(
      (await refusal(() => hold(line({ bookFrom: '2026-05-01T11:00:00Z', bookTo: '2026-05-01T09:00:00Z' })))).message,
    ).toBe('The booking must end after it starts.');
    expect((await refusal(() => hold(line({ bookFrom: '2026-04-01T09:00:00Z' })))).message).toBe(
      'The booking cannot start in the past.',
    );
    expect((await refusal(() => hold(line({ qty: 0 })))).status).toBe(400);
    expect((await refusal(() => hold(line({ qty: 1.5 })))).status).toBe(400);
    expect(
      (
        await refusal(() =>
          hold(
            line({
              spot: { ...spot(), monthlyRate: 0 },
              bookFrom: '2026-05-02T00:00:00Z',
              bookTo: '2026-06-02T00:00:00Z',
              isMonthly: true,
            }),
          ),
        )
      ).message,
    ).toBe('This spot cannot be booked by the month.');
    expect(await rowCount()).toBe(0);
  });
});

describe('hold expiry, renewal and release', () => {
  it('an expired hold frees its place; renewing a live hold keeps it', async () => {
    const first = line({ cartId: 1 });
    await hold(first);
    expect((await refusal(() => hold(line({ cartId: 2 }), NOW + 14 * MINUTE))).status).toBe(409);
    // Renewed at 14 min: it lasts until 29 min.
    expect(await renew(1, NOW + 14 * MINUTE)).toEqual([]);
    expect((await refusal(() => hold(line({ cartId: 2 }), NOW + 28 * MINUTE))).status).toBe(409);
    await hold(line({ cartId: 2 }), NOW + 29 * MINUTE);
  });

  it('renewing an expired hold takes it again when its place is still free, else reports the line lost', async () => {
    const first = line({ cartId: 1 });
    await hold(first);
    expect(await renew(1, NOW + 20 * MINUTE)).toEqual([]);
    await hold(line({ cartId: 2 }), NOW + 40 * MINUTE);
    expect(await renew(1, NOW + 41 * MINUTE)).toEqual([first.itemId]);
    // Still lost on the next renewal: the other cart holds the place.
    expect(await renew(1, NOW + 42 * MINUTE)).toEqual([first.itemId]);
  });

  it('releasing a line frees its place at once', async () => {
    const first = line({ cartId: 1 });
    await hold(first);
    await db.transaction((tx) => holds.releaseLine(tx, 1, first.itemId));
    await hold(line({ cartId: 2 }));
    expect(await rowCount()).toBe(1);
  });
});

describe('confirmCartHolds', () => {
  it("turns a cart's holds into bookings that never expire and cannot be released by the cart", async () => {
    const first = line({ cartId: 1 });
    await hold(first);
    expect(await confirm(1, '000000042', NOW + MINUTE)).toEqual([first.itemId]);
    expect((await refusal(() => hold(line({ cartId: 2 }), NOW + 60 * MINUTE))).status).toBe(409);
    await db.transaction((tx) => holds.releaseLine(tx, 1, first.itemId));
    expect((await refusal(() => hold(line({ cartId: 2 }), NOW + 60 * MINUTE))).status).toBe(409);
    expect((await refusal(() => hold({ ...first, bookTo: '2026-05-01T10:00:00Z' }))).status).toBe(409);
  });

  it("runs as a savepoint inside the caller's write transaction, rolled back with it", async () => {
    await hold(line({ cartId: 1 }));
    await expect(
      db.transaction(async (tx) => {
        await confirmCartHolds(tx, 1, 'order-1', NOW + MINUTE);
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM spot_holds WHERE order_id IS NOT NULL`)).toBe(0);
  });

  it('books an expired hold whose place is still free, and refuses (booking nothing) when it is taken', async () => {
    await hold(line({ cartId: 1, spot: spot(2) }));
    await hold(line({ cartId: 1, spot: { ...spot(1), sku: 'SPOT-2' } }));
    await hold(line({ cartId: 2, spot: { ...spot(1), sku: 'SPOT-2' } }), NOW + 20 * MINUTE);
    expect(await refusal(() => confirm(1, 7, NOW + 21 * MINUTE))).toEqual({
      message: `${SPOT_NOT_AVAILABLE} (SPOT-2)`,
      status: 409,
    });
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM spot_holds WHERE order_id IS NOT NULL`)).toBe(0);
    await db.transaction((tx) => holds.releaseLine(tx, 2, nextItem - 1));
    expect(await confirm(1, 7, NOW + 22 * MINUTE)).toHaveLength(2);
  });
});
