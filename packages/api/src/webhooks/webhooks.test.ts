import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, adminCall, adminLogin, auditRows, placePaidOrder } from '../admin/test-support/back-office.js';
import { sql } from '../db/sql.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { webhookRetryDelay, type ClaimedDelivery } from './webhook-sender.js';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

const SECRET = 'a webhook secret of at least thirty-two characters';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback: it records each request and fails the first `failures` with a 503. */
class Receiver {
  received: Received[] = [];
  failures = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.failures > 0) {
          this.failures -= 1;
          res.writeHead(503).end('busy');
        } else res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const receiver = new Receiver();
let api: OrderTestApi;
let staff: string;
const clock = () => Date.parse('2026-06-01T08:00:00Z');

beforeAll(async () => {
  await receiver.start();
  api = await startOrderApi({
    overrides: {
      webhooks: { urls: [receiver.url], secret: SECRET, retryBaseMs: 1000, retryMaxMs: 60_000, maxAttempts: 4 },
    },
  });
  await addAdmin(api, 'staff@shop.test', 'staff');
  staff = await adminLogin(api, 'staff@shop.test');
});
afterAll(async () => {
  await api.close();
  await receiver.stop();
});
beforeEach(() => {
  receiver.received = [];
  receiver.failures = 0;
});

const events = (type: string) =>
  receiver.received
    .map((request) => ({
      ...request,
      json: JSON.parse(request.body) as { id: string; type: string; data: Record<string, unknown> },
    }))
    .filter((request) => request.json.type === type);

describe('order webhooks', () => {
  it('sends order.placed from the outbox, signed over timestamp and body, with an idempotency key', async () => {
    const placed = await placeOrder(api, orderBody([{ sku: 'MUG', qty: 2 }], { email: 'hook@example.com' }));
    expect(placed.status).toBe(200);
    const number = placed.body.result.orderNumber as string;
    // Written with the order: the event is in the outbox before any sender ran.
    expect(await api.db.get(sql`SELECT type FROM webhook_events WHERE type = 'order.placed'`)).toBeTruthy();
    const sender = api.api.webhooks();
    expect(await sender.runOnce()).toBe(1);
    const [request] = events('order.placed');
    expect(request).toBeDefined();
    expect(request!.json.data).toMatchObject({
      number,
      email: 'hook@example.com',
      status: 'pending',
      items: [expect.objectContaining({ sku: 'MUG', qty: 2 })],
    });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-storefront-event']).toBe('order.placed');
    expect(request!.headers['idempotency-key']).toBe(request!.json.id);
    const signature = request!.headers['x-storefront-signature'] as string;
    const now = Math.floor(clock() / 1000);
    expect(signature).toBe(signWebhook(SECRET, now, request!.body));
    expect(verifyWebhookSignature(SECRET, signature, request!.body, now)).toBe(true);
    // A changed body, another key or an old timestamp fail the check.
    expect(verifyWebhookSignature(SECRET, signature, request!.body.replace('MUG', 'CUP'), now)).toBe(false);
    expect(verifyWebhookSignature('another secret', signature, request!.body, now)).toBe(false);
    expect(verifyWebhookSignature(SECRET, signature, request!.body, now + 3600)).toBe(false);
    // Delivered: never sent again.
    expect(await sender.runOnce()).toBe(0);
    expect(events('order.placed')).toHaveLength(1);
  });

  it('retries a receiver that fails twice with exponential back-off, then delivers; the back-office resends it', async () => {
    receiver.failures = 2;
    await placeOrder(api, orderBody([{ sku: 'MUG' }]));
    const sender = api.api.webhooks();
    expect(await sender.runOnce()).toBe(0);
    const listed = async () =>
      (await adminCall(api, '/webhooks/deliveries?event=order.placed&pageSize=1', { token: staff })).body.result
        .items[0];
    expect(await listed()).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503 });
    // Not due before its back-off.
    api.advance(webhookRetryDelay(1, 1000, 60_000) - 1);
    expect(await sender.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    api.advance(1);
    expect(await sender.runOnce()).toBe(0);
    expect(await listed()).toMatchObject({ state: 'pending', attempts: 2 });
    api.advance(webhookRetryDelay(2, 1000, 60_000));
    expect(webhookRetryDelay(2, 1000, 60_000)).toBe(2000);
    expect(await sender.runOnce()).toBe(1);
    const delivery = await listed();
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204 });
    const keys = receiver.received.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    const resent = await adminCall(api, `/webhooks/deliveries/${delivery.id}/resend`, { token: staff, method: 'POST' });
    expect(resent.body.result).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await auditRows(api.db)).at(-1)).toMatchObject({ action: 'webhook.resend' });
    expect(await sender.runOnce()).toBe(1);
    expect(receiver.received.at(-1)!.headers['idempotency-key']).toBe(keys[0]);
    expect((await adminCall(api, '/webhooks/deliveries/999999/resend', { token: staff, method: 'POST' })).status).toBe(
      404,
    );
    expect((await adminCall(api, '/webhooks/deliveries?state=lost', { token: staff })).status).toBe(400);
  });

  it('gives a delivery up after its attempts; a failed one is listed and can be resent', async () => {
    receiver.failures = 100;
    await placeOrder(api, orderBody([{ sku: 'MUG' }]));
    const sender = api.api.webhooks();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await sender.runOnce();
      api.advance(60_000);
    }
    const failed = await adminCall(api, '/webhooks/deliveries?state=failed', { token: staff });
    expect(failed.body.result.total).toBe(1);
    expect(failed.body.result.items[0]).toMatchObject({ attempts: 4, lastError: 'HTTP 503' });
    await sender.runOnce();
    expect(receiver.received).toHaveLength(4);
    receiver.failures = 0;
    await adminCall(api, `/webhooks/deliveries/${failed.body.result.items[0].id}/resend`, {
      token: staff,
      method: 'POST',
    });
    expect(await sender.runOnce()).toBe(1);
  });

  it('two senders never send one delivery at the same time; a dead sender’s delivery goes after its lease', async () => {
    await placeOrder(api, orderBody([{ sku: 'MUG' }]));
    let release: () => void = () => undefined;
    let claimed: (delivery: ClaimedDelivery) => void = () => undefined;
    const claimedOnce = new Promise<ClaimedDelivery>((resolve) => (claimed = resolve));
    // The first sender stops after its claim, as a process that died holding the lease.
    const dying = api.api.webhooks({
      hooks: {
        afterClaim: (delivery) => {
          claimed(delivery);
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const round = dying.runOnce();
    await claimedOnce;
    const other = api.api.webhooks();
    expect(await other.runOnce()).toBe(0);
    expect(events('order.placed')).toHaveLength(0);
    api.advance(api.config.webhooks.leaseMs);
    expect(await other.runOnce()).toBe(1);
    expect(events('order.placed')).toHaveLength(1);
    // The first wakes up, sends (at least once) and cannot mark what it no longer holds.
    release();
    expect(await round).toBe(0);
  });

  it('order.canceled and order.refunded are written with the back-office change, once', async () => {
    const cod = (await placeOrder(api, orderBody([{ sku: 'MUG' }]))).body.result.orderNumber as string;
    expect(
      (await adminCall(api, `/orders/${cod}/status`, { token: staff, body: { status: 'canceled', note: 'Phone' } }))
        .status,
    ).toBe(200);
    const paid = await placePaidOrder(api, orderBody([{ sku: 'MUG', qty: 2 }], { payment: 'vsfpaypal' }));
    for (let i = 0; i < 2; i++)
      expect((await adminCall(api, `/orders/${paid}/refund`, { token: staff, method: 'POST' })).status).toBe(200);
    await api.api.webhooks().runOnce();
    expect(events('order.canceled').map((request) => request.json.data)).toEqual([
      expect.objectContaining({ number: cod, status: 'canceled', note: 'Phone' }),
    ]);
    expect(events('order.refunded').map((request) => request.json.data)).toEqual([
      expect.objectContaining({ number: paid, amount: expect.any(Number), currency: 'USD' }),
    ]);
  });
});
