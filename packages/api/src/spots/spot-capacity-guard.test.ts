import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { isSpotCapacityExceeded } from './spot-capacity-guard.js';
import { SpotBookingRefused } from './spot-holds.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';
import { SqlSpotHolds } from './sql-spot-holds.js';
import { spotLineRequest, testSpotTerms } from './test-support/spot-lines.js';

/** Migration 10: the database refuses more places than a spot has, whoever writes (here: plain INSERTs). */
const HOUR = 3_600_000;
const T = Date.parse('2030-01-01T09:00:00Z');
const FAR = Date.now() + 24 * HOUR;

let opened: OpenedTestDatabase;
let db: SqlDatabase;
beforeEach(async () => {
  opened = await openTestDatabase();
  db = opened.db;
});
afterEach(() => opened.close());

interface Row {
  cart: number;
  from: number;
  to: number;
  qty?: number;
  places?: number;
  /** A booking of this order, else a hold expiring at `expiresAt`. */
  order?: string;
  expiresAt?: number;
  /** The spot's buffer around the row (migration 15). */
  bufferMs?: number;
}

function insert({ cart, from, to, qty = 1, places = 2, order, expiresAt = FAR, bufferMs = 0 }: Row) {
  return db.run(
    sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, order_id, created_at,
          buffer_ms)
        VALUES ('GUARD', ${cart}, 1, ${qty}, ${places}, ${from}, ${to}, ${order ? null : expiresAt}, ${order ?? null}, 0,
          ${bufferMs})`,
  );
}

/** An executor whose multi-row reads find nothing: the code's own count of taken places is blinded. */
function blindReads(executor: SqlExecutor): SqlExecutor {
  return {
    dialect: executor.dialect,
    all: async <T>() => [] as T[],
    get: (query) => executor.get(query),
    run: (query) => executor.run(query),
    transaction: (work, options) => executor.transaction((tx) => work(blindReads(tx)), options),
  };
}

async function refusedByTheGuard(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    if (isSpotCapacityExceeded(error)) return true;
    throw error;
  }
}

describe(`the spot capacity guard of the database (${testDialect()})`, () => {
  it('refuses a direct INSERT that would overbook, counting bookings and live holds', async () => {
    await insert({ cart: 1, from: T, to: T + 2 * HOUR, order: 'o-1' });
    await insert({ cart: 2, from: T + HOUR, to: T + 3 * HOUR });
    expect(await refusedByTheGuard(insert({ cart: 3, from: T + HOUR, to: T + 2 * HOUR }))).toBe(true);
    expect(await refusedByTheGuard(insert({ cart: 3, from: T, to: T + 4 * HOUR, qty: 2, places: 3 }))).toBe(true);
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM spot_holds`)).toBe(2);
  });

  it('counts the peak over the period, not the sum: rows that never meet share a place', async () => {
    await insert({ cart: 1, from: T, to: T + HOUR });
    await insert({ cart: 2, from: T + HOUR, to: T + 2 * HOUR });
    // Over 09:00-11:00 at most one other row is in use at any instant: a second place is free throughout.
    expect(await refusedByTheGuard(insert({ cart: 3, from: T, to: T + 2 * HOUR }))).toBe(false);
    expect(await refusedByTheGuard(insert({ cart: 4, from: T + 30 * 60_000, to: T + 90 * 60_000 }))).toBe(true);
  });

  it('keeps the buffer: rows closer than it need a place each, rows a whole buffer apart share one', async () => {
    const buffer = 30 * 60_000;
    await insert({ cart: 1, from: T, to: T + HOUR, places: 1, order: 'o-1', bufferMs: buffer });
    // 15 minutes after the booking: its buffer still holds the only place.
    expect(
      await refusedByTheGuard(
        insert({ cart: 2, from: T + 75 * 60_000, to: T + 2 * HOUR, places: 1, bufferMs: buffer }),
      ),
    ).toBe(true);
    expect(
      await refusedByTheGuard(insert({ cart: 3, from: T - HOUR, to: T - 15 * 60_000, places: 1, bufferMs: buffer })),
    ).toBe(true);
    expect(
      await refusedByTheGuard(
        insert({ cart: 4, from: T + 90 * 60_000, to: T + 2 * HOUR, places: 1, bufferMs: buffer }),
      ),
    ).toBe(false);
    // Two places: the two bookings 30 minutes apart share one, so a third row close to both still finds the other.
    expect(
      await refusedByTheGuard(insert({ cart: 5, from: T + HOUR, to: T + 90 * 60_000, places: 2, bufferMs: buffer })),
    ).toBe(false);
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM spot_holds`)).toBe(3);
  });

  it('lets an expired hold go, and refuses an UPDATE that would overbook (a booking made of it, a bigger line)', async () => {
    await insert({ cart: 1, from: T, to: T + HOUR, qty: 2, expiresAt: Date.now() - HOUR });
    await insert({ cart: 2, from: T, to: T + HOUR, qty: 2 });
    const confirm = db.run(sql`UPDATE spot_holds SET order_id = 'o-1', expires_at = NULL WHERE cart_id = 1`);
    expect(await refusedByTheGuard(confirm)).toBe(true);
    expect(await refusedByTheGuard(db.run(sql`UPDATE spot_holds SET qty = 3 WHERE cart_id = 2`))).toBe(true);
    // The line's own row never counts against itself.
    expect(await refusedByTheGuard(db.run(sql`UPDATE spot_holds SET qty = 2, places = 2 WHERE cart_id = 2`))).toBe(
      false,
    );
  });

  it('is answered like a full spot (409), not as a fault, when a hold meets it', async () => {
    const holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 's' });
    const day = new Date(Date.now() + 2 * 24 * HOUR).toISOString().slice(0, 10);
    const from = `${day}T09:00:00Z`;
    const to = `${day}T11:00:00Z`;
    await insert({ cart: 1, from: Date.parse(from), to: Date.parse(to), places: 1, order: 'o-1' });
    const refusal = await db
      .transaction(async (tx) =>
        holds.holdLine(
          blindReads(tx),
          spotLineRequest({ cartId: 2, spot: testSpotTerms('GUARD', 1), bookFrom: from, bookTo: to }),
          Date.now(),
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(SpotBookingRefused);
    expect(refusal).toMatchObject({ status: 409, message: SPOT_NOT_AVAILABLE });
  });
});
