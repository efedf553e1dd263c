import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCheck } from './payment-check.js';
import { orderBody, orderCount, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';

let api: OrderTestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A provider-like method whose check waits until the test lets it answer; each capture is its own reference. */
function heldPayment() {
  const waiting: Array<() => void> = [];
  let captures = 0;
  const check: PaymentCheck = {
    handles: (code) => code === 'heldpay',
    verify: () => new Promise((done) => waiting.push(() => done({ ok: true, reference: `capture-${++captures}` }))),
  };
  return { check, waiting, release: () => waiting.splice(0).forEach((go) => go()) };
}

/** Waits on the condition itself, for as long as a loaded machine needs (the test's own timeout bounds it). */
async function until(condition: () => boolean) {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 15_000, interval: 5 });
}

describe('placement exactly once', () => {
  it('20 identical placements at once make exactly one order; every success is the same reply', async () => {
    api = await startOrderApi();
    const body = orderBody([{ sku: 'MUG', qty: 2 }, { sku: 'TEE-GREEN' }]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeOrder(api!, body)));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    for (const reply of ok) expect(reply.body.result).toEqual(ok[0]!.body.result);
    expect(await orderCount(api)).toBe(1);
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM order_items`)).toBe(2);
    // Once placed, every retry answers the first reply.
    expect((await placeOrder(api, body)).body.result).toEqual(ok[0]!.body.result);
  });

  it('answers 409 while the first placement is still running, then the first result', async () => {
    const payment = heldPayment();
    api = await startOrderApi({ payments: [payment.check] });
    const body = orderBody([{ sku: 'MUG' }], { payment: 'heldpay' });
    const first = placeOrder(api, body);
    await until(() => payment.waiting.length === 1);
    const meanwhile = await placeOrder(api, body);
    expect(meanwhile.body).toEqual({ code: 409, result: 'This order is already being placed.' });
    payment.release();
    const placed = await first;
    expect(placed.status).toBe(200);
    expect((await placeOrder(api, body)).body).toEqual(placed.body);
    expect(await orderCount(api)).toBe(1);
  });

  it('takes over the claim of a placement whose lease ran out, and the stale one cannot write a second order', async () => {
    const payment = heldPayment();
    api = await startOrderApi({ payments: [payment.check], overrides: { orders: { claimSeconds: 5 } } });
    const body = orderBody([{ sku: 'MUG' }], { payment: 'heldpay' });
    const stale = placeOrder(api, body);
    await until(() => payment.waiting.length === 1);
    api.advance(6000);
    const retry = placeOrder(api, body);
    await until(() => payment.waiting.length === 2);
    payment.release();
    const [staleReply, retryReply] = await Promise.all([stale, retry]);
    expect([staleReply.status, retryReply.status].sort()).toEqual([200, 409]);
    expect(await orderCount(api)).toBe(1);
    const placed = staleReply.status === 200 ? staleReply : retryReply;
    expect((await placeOrder(api, body)).body).toEqual(placed.body);
  });

  it('refuses a second order paid with the same capture (409), writing nothing', async () => {
    const oneCapture: PaymentCheck = {
      handles: (code) => code === 'samepay',
      verify: async () => ({ ok: true, reference: 'capture-1' }),
    };
    api = await startOrderApi({ payments: [oneCapture] });
    expect((await placeOrder(api, orderBody([{ sku: 'MUG' }], { payment: 'samepay' }))).status).toBe(200);
    const second = await placeOrder(api, orderBody([{ sku: 'MUG' }], { payment: 'samepay' }));
    expect(second.body).toEqual({ code: 409, result: 'This payment was already used for another order.' });
    expect(await orderCount(api)).toBe(1);
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(1);
  });

  it('answers a refused payment with its status and gives the order_id back', async () => {
    let decline = true;
    const provider: PaymentCheck = {
      handles: (code) => code === 'maybepay',
      verify: async () =>
        decline ? { ok: false, status: 402, message: 'The payment was declined.' } : { ok: true, reference: 'c-1' },
    };
    api = await startOrderApi({ payments: [provider] });
    const body = orderBody([{ sku: 'MUG' }], { payment: 'maybepay' });
    expect((await placeOrder(api, body)).body).toEqual({ code: 402, result: 'The payment was declined.' });
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
    decline = false;
    expect((await placeOrder(api, body)).status).toBe(200);
  });

  it('places an order without order_id (VSF 1) under an id of ours, without idempotency', async () => {
    api = await startOrderApi();
    const body: Record<string, unknown> = orderBody([{ sku: 'MUG' }]);
    delete body.order_id;
    expect((await placeOrder(api, body)).status).toBe(200);
    expect((await placeOrder(api, body)).status).toBe(200);
    expect(await orderCount(api)).toBe(2);
  });
});

describe('the order endpoint', () => {
  it('takes bodies beyond the API’s 100 kB (whole catalogue documents) and answers 413 beyond its own limit', async () => {
    api = await startOrderApi();
    const padding = 'x'.repeat(300_000);
    const big = orderBody([{ sku: 'MUG', description: padding }]);
    expect((await placeOrder(api, big)).status).toBe(200);
    const huge = orderBody([{ sku: 'MUG', description: padding.repeat(4) }]);
    const refused = await placeOrder(api, huge);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe(413);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await orderCount(api)).toBe(1);
  });

  it('lets 20 parallel placements of one address through the rate limit', async () => {
    api = await startOrderApi();
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeOrder(api!, orderBody([{ sku: 'MUG' }]))));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await orderCount(api)).toBe(20);
  });
});
