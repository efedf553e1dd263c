import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { sql } from '../db/sql.js';
import { SqlSpotHolds } from '../spots/sql-spot-holds.js';
import { testSpotTerms } from '../spots/test-support/spot-lines.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { openTestDatabaseAndDir, testDialect } from '../test-support/test-database.js';
import { CartService } from './cart-service.js';
import type { CatalogueLine } from './catalogue-line.js';

/** The cart's writes without HTTP on the suite's engine (`TEST_DATABASE`). */
const NOW = Date.parse('2026-05-01T08:00:00Z');
const SPOT = testSpotTerms('ONE-PLACE', 1);
const line = (sku: string, spot = false): CatalogueLine => ({
  sku,
  parentSku: null,
  name: sku,
  productType: spot ? 'virtual' : 'simple',
  price: 5,
  labels: [],
  productOption: null,
  spot: spot ? SPOT : undefined,
  bookable: spot,
  outOfStock: false,
});
const PERIOD = { book_from: '2026-05-02T09:00:00Z', book_to: '2026-05-02T11:00:00Z' };

const opened = startedForEachTest(() => openTestDatabaseAndDir('cart-engines-'));
let carts: CartService;
let clock: number;

beforeEach(async () => {
  const holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 'secret' });
  clock = NOW;
  carts = new CartService(opened().db, defaultApiConfig(opened().dir), () => clock, holds);
});

/** The address the shopper's requests come from (the per-client caps count by it). */
const CLIENT = '127.0.0.1';

describe(`cart writes on the suite's engine (${testDialect()})`, () => {
  it('a merge keeps the lines it can move when a spot line is refused (a savepoint per line)', async () => {
    const guest = await carts.createGuest('');
    await carts.add(guest, { sku: 'MUG', qty: 2 }, line('MUG'), CLIENT);
    await carts.add(guest, { sku: SPOT.sku, qty: 1, ...PERIOD }, line(SPOT.sku, true), CLIENT);
    // The guest's hold lapses and another shopper takes the only place.
    clock += 20 * 60_000;
    await carts.add(await carts.createGuest(''), { sku: SPOT.sku, qty: 1, ...PERIOD }, line(SPOT.sku, true), CLIENT);
    const customer = await carts.customerCart(7, '');
    const merged = await carts.merge(customer, guest.masked_id!, new Map([[SPOT.sku, SPOT]]), CLIENT);
    expect(merged.map((row) => [row.sku, row.qty])).toContainEqual(['MUG', 2]);
    // The refused spot line did not move; the guest cart is merged all the same.
    expect(merged.filter((row) => row.sku === SPOT.sku)).toEqual([]);
    expect(
      Number(
        (await opened().db.get<{ n: number }>(sql`SELECT count(*) AS n FROM cart_items WHERE cart_id = ${customer.id}`))
          ?.n,
      ),
    ).toBe(1);
    expect((await carts.store.byId(guest.id))?.merged_into).toBe(customer.id);
    expect((await carts.merge(customer, guest.masked_id!, new Map(), CLIENT)).length).toBe(merged.length);
  });
});
