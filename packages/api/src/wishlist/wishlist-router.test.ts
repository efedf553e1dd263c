import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerAuth } from '../auth/customer-auth.js';
import { sql } from '../db/sql.js';
import { errorHandler } from '../http/error-handler.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { getJson, sendJson } from '../test-support/start-test-api.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { createWishlistRouter } from './wishlist-router.js';
import { SqlWishlistRepository } from './sql-wishlist-repository.js';

// The router over real HTTP with a stand-in CustomerAuth: two customers known by their tokens. The login-backed
// CustomerAuth is tested by the accounts code; `wishlist-api.test.ts` runs the whole API with it.
const CUSTOMERS: Record<string, number> = { 'token-ann': 1, 'token-bob': 2 };
const auth: CustomerAuth = {
  authenticate: (req) => {
    const header = req.headers.authorization;
    const token = typeof req.query.token === 'string' ? req.query.token : header?.replace(/^Bearer /, '');
    const id = token ? CUSTOMERS[token] : undefined;
    return Promise.resolve(id ? { customerId: id, email: `c${id}@example.com`, groupId: 1, familyId: 'f' } : undefined);
  },
};

let opened: OpenedTestDatabase;
let server: Server;
let base: string;
let clock = Date.parse('2026-06-01T12:00:00Z');

beforeAll(async () => {
  opened = await openTestDatabase();
  const app = express();
  app.use(express.json());
  app.use(
    '/api/ext/wishlist',
    createWishlistRouter({ auth, wishlists: new SqlWishlistRepository(opened.db), now: () => clock }),
  );
  app.use(errorHandler());
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ext/wishlist`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await opened.close();
});
beforeEach(async () => {
  await opened.db.run(sql`DELETE FROM wishlist_items`);
});

const call = (method: string, token: string | undefined, body?: unknown) =>
  sendJson(token === undefined ? base : `${base}?token=${token}`, method, body);
const skus = (body: { result: { items: Array<{ sku: string }> } }) => body.result.items.map((item) => item.sku);

describe('/api/ext/wishlist', () => {
  it('answers 401 not authorized without a token, with an unknown one, and for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'])
      for (const token of [undefined, 'forged']) {
        const { status, body } = await call(method, token, method === 'GET' ? undefined : { items: [], sku: 'A' });
        expect(status).toBe(401);
        expect(body).toEqual({ code: 401, result: 'not authorized' });
      }
  });

  it('starts empty, merges by sku keeping stored qty and dates, and answers the whole list', async () => {
    expect((await call('GET', 'token-ann')).body).toEqual({ code: 200, result: { items: [] } });
    const first = await call('POST', 'token-ann', { items: [{ sku: 'B' }, { sku: 'A', qty: 3 }] });
    expect(first.status).toBe(200);
    expect(first.body.result.items).toEqual([
      { sku: 'B', qty: 1, added_at: '2026-06-01T12:00:00.000Z' },
      { sku: 'A', qty: 3, added_at: '2026-06-01T12:00:00.000Z' },
    ]);
    clock += 60_000;
    const second = await call('POST', 'token-ann', {
      items: [{ sku: 'A', qty: 7 }, { sku: 'C' }, { sku: 'C', qty: 2 }],
    });
    expect(second.body.result.items).toEqual([
      { sku: 'B', qty: 1, added_at: '2026-06-01T12:00:00.000Z' },
      { sku: 'A', qty: 3, added_at: '2026-06-01T12:00:00.000Z' },
      { sku: 'C', qty: 1, added_at: '2026-06-01T12:01:00.000Z' },
    ]);
    expect((await call('GET', 'token-ann')).body).toEqual(second.body);
  });

  it('accepts the token as a Bearer header too', async () => {
    await call('POST', 'token-ann', { items: [{ sku: 'A' }] });
    const { status, body } = await getJson(base, { headers: { authorization: 'Bearer token-ann' } });
    expect(status).toBe(200);
    expect(skus(body)).toEqual(['A']);
  });

  it('removes one sku and answers the list; removing an absent sku changes nothing', async () => {
    await call('POST', 'token-ann', { items: [{ sku: 'A' }, { sku: 'B' }] });
    expect(skus((await call('DELETE', 'token-ann', { sku: 'A' })).body)).toEqual(['B']);
    const again = await call('DELETE', 'token-ann', { sku: 'A' });
    expect(again.status).toBe(200);
    expect(skus(again.body)).toEqual(['B']);
  });

  it('keeps each customer to their own list', async () => {
    await call('POST', 'token-ann', { items: [{ sku: 'ANN-1' }, { sku: 'SHARED' }] });
    await call('POST', 'token-bob', { items: [{ sku: 'BOB-1' }, { sku: 'SHARED' }] });
    await call('DELETE', 'token-bob', { sku: 'SHARED' });
    expect(skus((await call('GET', 'token-ann')).body)).toEqual(['ANN-1', 'SHARED']);
    expect(skus((await call('GET', 'token-bob')).body)).toEqual(['BOB-1']);
  });

  it.each([
    [{}, 'items is required'],
    [{ items: 'A' }, 'items must be an array'],
    [{ items: [{ sku: '' }] }, 'items.0.sku must not be empty'],
    [{ items: [{}] }, 'items.0.sku is required'],
    [{ items: [{ sku: 5 }] }, 'items.0.sku must be a string'],
    [{ items: [{ sku: 'x'.repeat(65) }] }, 'items.0.sku must be at most 64 characters'],
    [{ items: [{ sku: 'A', qty: 0 }] }, 'items.0.qty must be at least 1'],
    [{ items: [{ sku: 'A', qty: 1000 }] }, 'items.0.qty must be at most 999'],
    [{ items: [{ sku: 'A', qty: 1.5 }] }, 'items.0.qty must be a whole number'],
    [{ items: Array.from({ length: 501 }, (_, i) => ({ sku: `S${i}` })) }, 'items must hold at most 500 entries'],
    [[{ sku: 'A' }], 'The body must be a JSON object'],
  ])('rejects the merge body %j with a clear 400 and changes nothing', async (body, message) => {
    await call('POST', 'token-ann', { items: [{ sku: 'KEPT' }] });
    const { status, body: answer } = await call('POST', 'token-ann', body);
    expect(status).toBe(400);
    expect(answer).toEqual({ code: 400, result: message });
    expect(skus((await call('GET', 'token-ann')).body)).toEqual(['KEPT']);
  });

  it('rejects a removal without a valid sku with a 400', async () => {
    for (const [body, message] of [
      [{}, 'sku is required'],
      [{ sku: '' }, 'sku must not be empty'],
    ] as const) {
      const { status, body: answer } = await call('DELETE', 'token-ann', body);
      expect(status).toBe(400);
      expect(answer.result).toBe(message);
    }
  });

  it('refuses a merge that would make the list longer than 500 items, writing none of it', async () => {
    const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ sku: `S${from + i}` }));
    expect((await call('POST', 'token-ann', { items: items(0, 499) })).status).toBe(200);
    const { status, body } = await call('POST', 'token-ann', { items: items(499, 2) });
    expect(status).toBe(400);
    expect(body.result).toBe('A wishlist holds at most 500 items');
    expect((await call('GET', 'token-ann')).body.result.items).toHaveLength(499);
    // Skus already stored do not count twice.
    expect((await call('POST', 'token-ann', { items: items(0, 500) })).body.result.items).toHaveLength(500);
  });

  it('never doubles a sku when merges of the same skus run at once', async () => {
    const merges = Array.from({ length: 20 }, (_, i) =>
      call('POST', 'token-ann', { items: [{ sku: 'SAME' }, { sku: `OWN-${i % 4}` }] }),
    );
    const answers = await Promise.all(merges);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(skus((await call('GET', 'token-ann')).body).sort()).toEqual(['OWN-0', 'OWN-1', 'OWN-2', 'OWN-3', 'SAME']);
  });

  it('answers other methods with a 405 envelope', async () => {
    const { status, body } = await call('PUT', 'token-ann', {});
    expect(status).toBe(405);
    expect(body.code).toBe(405);
  });
});
