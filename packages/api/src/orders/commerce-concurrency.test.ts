import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { CartService } from '../cart/cart-service.js';
import type { CatalogueLine } from '../cart/catalogue-line.js';
import { CouponRepository } from '../cart/coupon-repository.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { defaultApiConfig } from '../config.js';
import { sql } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { confirmCartHolds } from '../spots/confirm-cart-holds.js';
import { SPOT_NOT_AVAILABLE } from '../spots/spot-messages.js';
import { SqlSpotHolds } from '../spots/sql-spot-holds.js';
import { spotLineRequest, testSpotTerms } from '../spots/test-support/spot-lines.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { openTestDatabaseAndDir, testDialect } from '../test-support/test-database.js';
import { OrderStore } from './order-store.js';

/**
 * The commerce writes under concurrency, on the suite's engine (`TEST_DATABASE`). On PostgreSQL the requests below
 * run on several pool connections at once, so only the locks and constraints keep them apart; on SQLite they queue
 * on the one connection.
 */
const NOW = Date.parse('2026-05-01T08:00:00Z');
const SPOT = testSpotTerms('LAST-SPOT', 2);
const spotLine: CatalogueLine = {
  sku: SPOT.sku,
  parentSku: null,
  name: 'The last place',
  productType: 'virtual',
  price: 4,
  labels: [],
  productOption: null,
  spot: SPOT,
  bookable: true,
  outOfStock: false,
};

const opened = startedForEachTest(() => openTestDatabaseAndDir('commerce-concurrency-'));

const count = async (query: ReturnType<typeof sql>) => Number(await sqlValue(opened().db, query));

describe(`commerce writes at once (${testDialect()})`, () => {
  it('30 carts adding the last place of a spot at once: exactly one gets it, the others read the refusal', async () => {
    const holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 'secret' });
    const carts = new CartService(opened().db, defaultApiConfig(opened().dir), () => NOW, holds);
    const first = await carts.createGuest('');
    const day = { book_from: '2026-05-02T06:00:00Z', book_to: '2026-05-02T18:00:00Z' };
    await carts.add(first, { sku: SPOT.sku, qty: 1, ...day }, spotLine, '10.0.1.1');
    const guests = await Promise.all(Array.from({ length: 30 }, () => carts.createGuest('')));
    const answers = await Promise.allSettled(
      guests.map((cart, i) =>
        carts.add(
          cart,
          {
            sku: SPOT.sku,
            qty: 1,
            book_from: `2026-05-02T09:${String(15 * (i % 4)).padStart(2, '0')}:00Z`,
            book_to: `2026-05-02T11:${String(15 * (i % 4)).padStart(2, '0')}:00Z`,
          },
          spotLine,
          `10.0.0.${i}`,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refusals = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
    expect(refusals).toHaveLength(29);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 409, message: SPOT_NOT_AVAILABLE });
    }
    expect(await count(sql`SELECT count(*) AS n FROM spot_holds WHERE spot_sku = ${SPOT.sku}`)).toBe(2);
    // A refused add leaves its cart as it was: no line without its hold.
    expect(await count(sql`SELECT count(*) AS n FROM cart_items`)).toBe(2);
  });

  it('12 carts of one client adding a place of 12 spots at once: the client cap lets exactly 4 through', async () => {
    const config = defaultApiConfig(opened().dir);
    const holds = new SqlSpotHolds({
      rules: DEFAULT_BOOKING_RULES,
      holdMinutes: 15,
      secret: 'secret',
      caps: { ...config.spots, maxPlacesPerClient: 4 },
    });
    const carts = new CartService(opened().db, config, () => NOW, holds);
    const guests = await Promise.all(Array.from({ length: 12 }, () => carts.createGuest('')));
    const period = { book_from: '2026-05-02T09:00:00Z', book_to: '2026-05-02T11:00:00Z' };
    const answers = await Promise.allSettled(
      guests.map((cart, i) => {
        const spot = { ...SPOT, sku: `SPOT-${i}` };
        return carts.add(cart, { sku: spot.sku, qty: 1, ...period }, { ...spotLine, sku: spot.sku, spot }, '10.0.2.1');
      }),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(4);
    for (const answer of answers)
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ status: 400 });
    expect(await count(sql`SELECT count(*) AS n FROM spot_holds`)).toBe(4);
    expect(await count(sql`SELECT count(*) AS n FROM cart_items`)).toBe(4);
  });

  it('20 claims of one order_id at once: one is claimed, the others see it running', async () => {
    const store = new OrderStore(opened().db, () => NOW);
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim('order-1', 'same-body', 60_000)));
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'running')).toHaveLength(19);
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE order_id = 'order-1'`)).toBe(1);
  });

  it('an expired claim is taken over by exactly one of many, and the old token no longer holds it', async () => {
    let clock = NOW;
    const store = new OrderStore(opened().db, () => clock);
    const first = await store.claim('order-2', 'body', 1_000);
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    clock += 5_000;
    const takers = await Promise.all(Array.from({ length: 10 }, () => store.claim('order-2', 'body', 60_000)));
    const won = takers.filter((c) => c.kind === 'claimed');
    expect(won).toHaveLength(1);
    expect(await opened().db.transaction((tx) => store.in(tx).holdsClaim('order-2', first.token))).toBe(false);
    const winner = won[0]!;
    if (winner.kind !== 'claimed') throw new Error('expected a claim');
    expect(winner.entityId).toBe(first.entityId);
    expect(await opened().db.transaction((tx) => store.in(tx).holdsClaim('order-2', winner.token))).toBe(true);
  });

  it('a single-use coupon redeemed by 10 orders at once counts once', async () => {
    const coupons = new CouponRepository(opened().db, () => NOW);
    await coupons.add({ code: 'ONCE', type: 'percent', amount: 10, usageLimit: 1 });
    const redeemed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        opened().db.transaction((tx) => coupons.redeem(tx, 'once', `buyer${i}@example.com`, `order-${i}`)),
      ),
    );
    expect(redeemed.filter(Boolean)).toHaveLength(1);
    expect(await count(sql`SELECT times_used AS n FROM coupons WHERE code = 'ONCE'`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM coupon_redemptions`)).toBe(1);
  });

  it('two orders confirming holds of the last place at once: one books it, the other is refused', async () => {
    const holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 'secret' });
    const request = (cartId: number) =>
      spotLineRequest({
        cartId,
        spot: { ...SPOT, places: 1 },
        bookFrom: '2026-05-02T09:00:00Z',
        bookTo: '2026-05-02T11:00:00Z',
      });
    // Cart 1 held the place and let the hold expire; cart 2 held it after that expiry, and let it expire too.
    await opened().db.transaction((tx) => holds.holdLine(tx, request(1), NOW));
    await opened().db.transaction((tx) => holds.holdLine(tx, request(2), NOW + 20 * 60_000));
    const later = NOW + 40 * 60_000;
    const results = await Promise.allSettled(
      [1, 2].map((cartId) => opened().db.transaction((tx) => confirmCartHolds(tx, cartId, `order-${cartId}`, later))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await count(sql`SELECT count(*) AS n FROM spot_holds WHERE order_id IS NOT NULL`)).toBe(1);
  });
});
