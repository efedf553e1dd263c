import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderFingerprintText } from '@storefront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { defaultApiConfig } from '../config.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { startApiProcess, type ApiProcess } from '../spots/test-support/api-process.js';
import { orderBody, placeOrder } from './test-support/start-order-api.js';

const dir = mkdtempSync(join(tmpdir(), 'order-crash-'));
let opened: OpenedTestDatabase;
// A short lease, so the restarted process takes over the claims the killed one left running.
const env = { ORDER_CLAIM_SECONDS: '1' };
let server: ApiProcess | undefined;

beforeAll(async () => {
  opened = await openTestDatabase();
  const config = defaultApiConfig(dir);
  await new SqlCatalogRepository(opened.db).write(
    CART_PRODUCTS.map((source) => ({
      kind: 'upsert' as const,
      index: config.catalog.defaultIndex,
      entity: 'product',
      document: { id: String(source.id), source },
    })),
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await opened?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(`a placement retried after the server was killed mid-request (${testDialect()})`, () => {
  it('yields exactly one order per order_id, each whole', async () => {
    server = await startApiProcess(opened.env, dir, env);
    const bodies = Array.from({ length: 40 }, (_, i) =>
      orderBody([{ sku: 'MUG', qty: 1 + (i % 3) }, { sku: 'TEE-RED' }, { sku: 'BALL', qty: 2 }]),
    );
    const first = server;
    // Everything in flight at once; the process dies as soon as the first answer is out, mid-way through the rest.
    const inFlight = bodies.map((body) => placeOrder(first, body).catch(() => undefined));
    await Promise.race(inFlight);
    await first.kill();
    const beforeCrash = await Promise.all(inFlight);
    const answered = beforeCrash.filter((reply) => reply?.status === 200).length;
    expect(answered).toBeGreaterThan(0);

    server = await startApiProcess(opened.env, dir, env);
    // Placement rarely yields between its claim and its write, so a kill seldom strands a claim by chance. Strand one
    // for sure, as a process that died just after claiming would (lease still live): 409 until it runs out, then won.
    const { db } = opened;
    const placed = new Set(
      (await db.all<{ order_id: string }>(sql`SELECT order_id FROM orders`)).map((r) => r.order_id),
    );
    // On PostgreSQL the 40 placements commit in parallel, so all may be in before the kill: then strand a new one.
    let stranded = bodies.find((body) => !placed.has(body.order_id));
    if (!stranded) {
      stranded = orderBody([{ sku: 'MUG' }, { sku: 'TEE-RED' }, { sku: 'BALL', qty: 2 }]);
      bodies.push(stranded);
    }
    const at = new Date().toISOString();
    await db.run(
      sql`INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
          VALUES (${stranded.order_id}, ${createHash('sha256').update(orderFingerprintText(stranded)).digest('hex')},
            'running', 'dead-process', ${Date.now() + 1000}, ${at}, ${at})`,
    );
    const confirmations = new Map<string, unknown>();
    let conflicts = 0;
    for (let round = 0; round < 30 && confirmations.size < bodies.length; round++) {
      // The stranded one first: its lease is a second, which 40 retries on a busy machine can outlast.
      for (const body of [stranded, ...bodies.filter((other) => other !== stranded)]) {
        if (confirmations.has(body.order_id)) continue;
        const reply = await placeOrder(server, body);
        if (reply.status === 200) confirmations.set(body.order_id, reply.body.result);
        else {
          expect(reply.body).toEqual({ code: 409, result: 'This order is already being placed.' });
          conflicts++;
        }
      }
      if (confirmations.size < bodies.length) await sleep(500);
    }
    expect(confirmations.size).toBe(bodies.length);
    // The stranded claim answered 409 until its lease ran out.
    expect(conflicts).toBeGreaterThan(0);
    // The answers given before the crash are the ones the retries get.
    beforeCrash.forEach((reply, i) => {
      if (reply?.status === 200) expect(confirmations.get(bodies[i]!.order_id)).toEqual(reply.body.result);
    });
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
