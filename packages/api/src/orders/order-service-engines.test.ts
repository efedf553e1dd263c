import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartStore } from '../cart/cart-store.js';
import { CouponRepository } from '../cart/coupon-repository.js';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { defaultApiConfig, type ApiConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { sql } from '../db/sql.js';
import { SqliteCatalogRepository } from '../db/sqlite-catalog-repository.js';
import { CatalogSearch } from '../search/catalog-search.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { openTestDatabaseAndDir, testDialect } from '../test-support/test-database.js';
import { writeProducts } from '../test-support/write-products.js';
import { PAYMENT_ALREADY_USED } from './order-messages.js';
import { OrderService } from './order-service.js';
import { OrderStore } from './order-store.js';
import { orderBody } from './test-support/start-order-api.js';

/**
 * Order placement without HTTP, its orders, carts and coupons on the suite's engine (`TEST_DATABASE`), the catalogue
 * it prices from in an embedded in-memory SQLite (only a read source here). On PostgreSQL, concurrent placements
 * run on separate pool connections: only the claim protocol and the unique keys keep them to one order.
 */
const NOW = Date.parse('2026-06-01T08:00:00Z');

const opened = startedForEachTest(() => openTestDatabaseAndDir('order-engines-'));
let catalogueDb: Database;
let config: ApiConfig;
let search: CatalogSearch;

beforeEach(async () => {
  config = defaultApiConfig(opened().dir);
  catalogueDb = openDatabase(':memory:');
  const catalog = new SqliteCatalogRepository(catalogueDb);
  await writeProducts(catalog, config.catalog.defaultIndex, CART_PRODUCTS);
  search = new CatalogSearch(catalog, {
    defaultSize: config.catalog.defaultSize,
    maxResultWindow: config.catalog.maxResultWindow,
    now: () => NOW,
  });
});
afterEach(() => {
  catalogueDb.close();
});

/** A placement service whose provider check answers every order with `reference` (a capture id), when given. */
function placement(reference?: string) {
  const store = new OrderStore(opened().db, () => NOW);
  return new OrderService({
    config,
    database: opened().db,
    search,
    spots: undefined,
    carts: new CartStore(opened().db, () => NOW),
    coupons: new CouponRepository(opened().db, () => NOW),
    auth: { authenticateToken: async () => undefined },
    store,
    mailer: { send: async () => {} },
    payments: [
      { handles: (code) => code === 'testpay', verify: async () => ({ ok: true, reference: reference ?? null }) },
    ],
    now: () => NOW,
    log: () => {},
  });
}

const placedCount = async () =>
  Number(await sqlValue(opened().db, sql`SELECT count(*) AS n FROM orders WHERE state = 'placed'`));

describe(`order placement on the suite's engine (${testDialect()})`, () => {
  it('20 identical placements at once make exactly one order; every success is the same reply', async () => {
    const service = placement();
    const body = orderBody([{ sku: 'MUG', qty: 2 }, { sku: 'BALL' }]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => service.place({ body, storeCode: undefined })));
    for (const reply of replies) expect([200, 409], JSON.stringify(reply)).toContain(reply.status);
    const ok = replies.filter((reply) => reply.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const reply of ok) expect(reply.result).toEqual(ok[0]!.result);
    expect(await placedCount()).toBe(1);
    expect(await sqlValue(opened().db, sql`SELECT count(*) AS n FROM order_items`)).toBe(2);
  });

  it('a capture used by one order refuses another order (409), writing nothing for it', async () => {
    const service = placement('CAPTURE-1');
    const first = await service.place({ body: orderBody([{ sku: 'MUG' }], { payment: 'testpay' }), storeCode: '' });
    expect(first.status).toBe(200);
    const second = await service.place({ body: orderBody([{ sku: 'BALL' }], { payment: 'testpay' }), storeCode: '' });
    expect(second).toEqual({ status: 409, result: PAYMENT_ALREADY_USED });
    expect(await placedCount()).toBe(1);
    // The refused order gave its claim back and left no lines.
    expect(await sqlValue(opened().db, sql`SELECT count(*) AS n FROM orders`)).toBe(1);
    expect(await sqlValue(opened().db, sql`SELECT count(*) AS n FROM order_items`)).toBe(1);
  });
});
