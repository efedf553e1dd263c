import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { defaultApiConfig } from '../config.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { writeProducts } from '../test-support/write-products.js';
import { startApiProcess, type ApiProcess } from '../spots/test-support/api-process.js';
import { orderBody, placeOrder } from './test-support/start-order-api.js';

const dir = mkdtempSync(join(tmpdir(), 'order-crash-'));
let opened: OpenedTestDatabase;
let server: ApiProcess | undefined;

beforeAll(async () => {
  opened = await openTestDatabase();
  const config = defaultApiConfig(dir);
  await writeProducts(new SqlCatalogRepository(opened.db), config.catalog.defaultIndex, CART_PRODUCTS);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await opened?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ORDER_RUNNING_REPLY = { code: 409, result: 'This order is already being placed.' };

describe(`a placement retried after the server was killed mid-request (${testDialect()})`, () => {
  it('yields exactly one order per order_id, each whole', async () => {
    const cart = (i: number) => [{ sku: 'MUG', qty: 1 + (i % 3) }, { sku: 'TEE-RED' }, { sku: 'BALL', qty: 2 }];
    // Two placements stop where the test says (order-failpoint.ts) and the process is killed while they wait there:
    // one has claimed its order id and written nothing else, the other is inside its write transaction with its
    // lines written and the order not yet marked placed.
    const claimedOnly = orderBody(cart(0));
    const halfWritten = orderBody(cart(1));
    const answeredFirst = Array.from({ length: 12 }, (_, i) => orderBody(cart(i)));
    const lastMoment = Array.from({ length: 12 }, (_, i) => orderBody(cart(i)));
    const bodies = [claimedOnly, halfWritten, ...answeredFirst, ...lastMoment];
    // The leases outlast any slow restart: the test ends them itself below, so a busy machine cannot end them first.
    const first = await startApiProcess(opened.env, dir, {
      ORDER_CLAIM_SECONDS: '3600',
      NODE_ENV: 'test',
      ORDER_FAILPOINT: `after-claim:${claimedOnly.order_id},inside-write:${halfWritten.order_id}`,
    });
    server = first;
    void placeOrder(first, claimedOnly).catch(() => undefined);
    await first.printed(`order failpoint after-claim reached: ${claimedOnly.order_id}`);
    const beforeCrash = await Promise.all(answeredFirst.map((body) => placeOrder(first, body)));
    for (const reply of beforeCrash) expect(reply.status).toBe(200);
    void placeOrder(first, halfWritten).catch(() => undefined);
    await first.printed(`order failpoint inside-write reached: ${halfWritten.order_id}`);
    // Whatever state these reach (queued behind the open transaction, claimed, or placed) the retries must cope with.
    const lastReplies = lastMoment.map((body) => placeOrder(first, body).catch(() => undefined));
    await first.kill();
    await Promise.all(lastReplies);

    const { db } = opened;
    const rowOf = (body: { order_id: string }) =>
      db.get<{ entity_id: number; state: string }>(
        sql`SELECT entity_id, state FROM orders WHERE order_id = ${body.order_id}`,
      );
    expect((await rowOf(claimedOnly))?.state).toBe('running');
    // The killed transaction left nothing: its order is still only a claim, and none of its lines are stored.
    const halfRow = await rowOf(halfWritten);
    expect(halfRow?.state).toBe('running');
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM order_items WHERE entity_id = ${halfRow!.entity_id}`)).toBe(
      0,
    );

    server = await startApiProcess(opened.env, dir);
    // The dead process's claims are still leased: a retry is told the order is being placed.
    expect((await placeOrder(server, claimedOnly)).body).toEqual(ORDER_RUNNING_REPLY);
    expect((await placeOrder(server, halfWritten)).body).toEqual(ORDER_RUNNING_REPLY);
    // Their leases run out (as ORDER_CLAIM_SECONDS after the claim would): the next retry takes the claim over.
    await db.run(sql`UPDATE orders SET lease_expires_at = 0 WHERE state = 'running'`);
    const confirmations = new Map<string, unknown>();
    for (const body of bodies) {
      const reply = await placeOrder(server, body);
      expect(reply.status).toBe(200);
      confirmations.set(body.order_id, reply.body.result);
    }
    // The answers given before the crash are the ones the retries get.
    answeredFirst.forEach((body, i) => expect(confirmations.get(body.order_id)).toEqual(beforeCrash[i]!.body.result));
    await server.stop();
    server = undefined;

    const perKey = await db.all<{ order_id: string; n: number }>(
      sql`SELECT order_id, count(*) AS n FROM orders WHERE state = 'placed' GROUP BY order_id`,
    );
    expect(perKey).toHaveLength(bodies.length);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
    expect(await sqlValue(db, sql`SELECT count(*) AS n FROM orders WHERE state <> 'placed'`)).toBe(0);
    const lines = await db.all<{ n: number }>(sql`SELECT entity_id, count(*) AS n FROM order_items GROUP BY entity_id`);
    expect(lines).toHaveLength(bodies.length);
    expect(lines.every((row) => row.n === 3)).toBe(true);
  }, 120_000);

  it('20 identical placements split over two API processes on one database make one order', async () => {
    const [a, b] = await Promise.all([startApiProcess(opened.env, dir), startApiProcess(opened.env, dir)]);
    try {
      const body = orderBody([{ sku: 'MUG', qty: 2 }, { sku: 'BALL' }]);
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? b : a, body)));
      for (const reply of replies) expect([200, 409]).toContain(reply.status);
      const ok = replies.filter((reply) => reply.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const reply of ok) expect(reply.body.result).toEqual(ok[0]!.body.result);
      expect(await sqlValue(opened.db, sql`SELECT count(*) AS n FROM orders WHERE order_id = ${body.order_id}`)).toBe(
        1,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
