import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderFingerprintText } from '@storefront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { defaultApiConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { SqliteCatalogRepository } from '../db/sqlite-catalog-repository.js';
import { startApiProcess, type ApiProcess } from '../spots/test-support/api-process.js';
import { orderBody, placeOrder } from './test-support/start-order-api.js';

const dir = mkdtempSync(join(tmpdir(), 'order-crash-'));
const databaseFile = join(dir, 'storefront.sqlite');
// A short lease, so the restarted process takes over the claims the killed one left running.
const env = { ORDER_CLAIM_SECONDS: '1' };
let server: ApiProcess | undefined;

beforeAll(async () => {
  const db = openDatabase(databaseFile);
  const config = defaultApiConfig(dir);
  await new SqliteCatalogRepository(db).write(
    CART_PRODUCTS.map((source) => ({
      kind: 'upsert' as const,
      index: config.catalog.defaultIndex,
      entity: 'product',
      document: { id: String(source.id), source },
    })),
  );
  db.close();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a placement retried after the server was killed mid-request', () => {
  it('yields exactly one order per order_id, each whole', async () => {
    server = await startApiProcess(databaseFile, dir, env);
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

    server = await startApiProcess(databaseFile, dir, env);
    // Placement rarely yields between its claim and its write, so a kill seldom strands a claim by chance. Strand one
    // for sure, as a process that died just after claiming would (lease still live): 409 until it runs out, then won.
    const crashed = openDatabase(databaseFile);
    const placed = new Set(crashed.prepare(`SELECT order_id FROM orders`).pluck().all() as string[]);
    const stranded = bodies.find((body) => !placed.has(body.order_id))!;
    crashed
      .prepare(
        `INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
         VALUES (?, ?, 'running', 'dead-process', ?, ?, ?)`,
      )
      .run(
        stranded.order_id,
        createHash('sha256').update(orderFingerprintText(stranded)).digest('hex'),
        Date.now() + 1000,
        new Date().toISOString(),
        new Date().toISOString(),
      );
    crashed.close();
    const confirmations = new Map<string, unknown>();
    let conflicts = 0;
    for (let round = 0; round < 30 && confirmations.size < bodies.length; round++) {
      for (const body of bodies) {
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

    const db = openDatabase(databaseFile);
    const perKey = db
      .prepare(`SELECT order_id, count(*) AS n FROM orders WHERE state = 'placed' GROUP BY order_id`)
      .all() as Array<{ order_id: string; n: number }>;
    expect(perKey).toHaveLength(bodies.length);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
    expect(db.prepare(`SELECT count(*) FROM orders WHERE state <> 'placed'`).pluck().get()).toBe(0);
    const lines = db.prepare('SELECT entity_id, count(*) AS n FROM order_items GROUP BY entity_id').all() as Array<{
      n: number;
    }>;
    expect(lines).toHaveLength(bodies.length);
    expect(lines.every((row) => row.n === 3)).toBe(true);
    db.close();
  }, 120_000);
});
