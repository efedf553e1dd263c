import { describe, expect, it, vi } from 'vitest';
import { defaultOrdersConfig } from '../config/default-commerce-config.js';
import type { Notification } from '../ui/notification.js';
import type { LocalOrder } from './local-order.js';
import type { OrderBody } from './order-body.js';
import { orderHash } from './order-hash.js';
import type { OrderReply } from './order-reply.js';
import { placeOrder, transmitQueuedOrders, type PlaceOrderDeps } from './place-order.js';

const confirmation = {
  magentoOrderId: 12,
  backendOrderId: 12,
  orderNumber: '000000012',
  transferedAt: '2026-06-01T08:00:00.000Z',
};

function order(over: Partial<OrderBody> = {}): OrderBody & { order_id: string } {
  return {
    order_id: '1780000000000-e8e739f4-92c9-4c6b-80e9-a2e9f4ff0067',
    user_id: '',
    cart_id: '',
    products: [{ sku: 'P1', qty: 1, price: 10 }],
    addressInformation: {
      billingAddress: {
        firstname: 'Jane',
        lastname: 'Doe',
        street: ['Main', '1'],
        city: 'X',
        postcode: '123',
        country_id: 'US',
      },
      payment_method_code: 'cashondelivery',
    },
    ...over,
  };
}

const envelope = (code: number, result: unknown): OrderReply => ({ kind: 'envelope', code, result });

function harness(
  reply: () => Promise<OrderReply> = async () => envelope(200, confirmation),
  over: Partial<PlaceOrderDeps> = {},
) {
  const hashes = new Set<string>();
  const stored = new Map<string, LocalOrder>();
  const notices: Notification[] = [];
  const progress: (string | undefined)[] = [];
  const logs: string[] = [];
  const sent: OrderBody[] = [];
  const syncs: string[] = [];
  let online = true;
  const deps: PlaceOrderDeps = {
    isOnline: () => online,
    orders: defaultOrdersConfig(),
    contactAddress: 'help@shop.test',
    sessionHashes: hashes,
    saveOrder: (saved) => void stored.set(saved.order_id, structuredClone(saved)),
    send: (body) => {
      sent.push(body);
      return reply();
    },
    inFlight: new Set(),
    registerBackgroundSync: (tag) => void syncs.push(tag),
    notify: (notice) => void notices.push(notice),
    progress: (message) => void progress.push(message),
    log: (message) => void logs.push(message),
    now: () => Date.parse('2026-06-01T08:00:05.000Z'),
    ...over,
  };
  return { deps, hashes, stored, notices, progress, logs, sent, syncs, goOffline: () => (online = false) };
}

describe('order placement (spec point 4), step by step', () => {
  it('1. ignores an order whose SHA3-224 hash this session already has', async () => {
    const h = harness();
    expect((await placeOrder(order(), h.deps)).kind).toBe('placed');
    const again = await placeOrder({ ...order(), transmited: true, updated_at: 'later' }, h.deps);
    expect(again).toEqual({ kind: 'duplicate' });
    expect(h.sent).toHaveLength(1);
    expect(h.hashes.has(orderHash(order()))).toBe(true);
    expect((await placeOrder(order({ cart_id: 'other' }), h.deps)).kind).toBe('placed');
  });

  it('2. queues the order untransmitted with result code 200 when offline, without sending', async () => {
    const h = harness();
    h.goOffline();
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'queued', resultCode: 200 });
    expect(h.sent).toEqual([]);
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: false });
    expect(h.syncs).toEqual([]);
  });

  it('2. queues it too when direct backend sync is off', async () => {
    const h = harness(undefined, { orders: { ...defaultOrdersConfig(), directBackendSync: false } });
    expect(await placeOrder(order(), h.deps)).toMatchObject({ kind: 'queued', resultCode: 200 });
    expect(h.sent).toEqual([]);
  });

  it('2. registers the orderSync background sync when a send fails, only with offline notifications on', async () => {
    const failing = async (): Promise<OrderReply> => {
      throw new TypeError('Failed to fetch');
    };
    const on = harness(failing);
    await placeOrder(order(), on.deps);
    expect(on.syncs).toEqual(['orderSync']);
    const config = defaultOrdersConfig();
    config.offlineOrders.notification.enabled = false;
    const off = harness(failing, { orders: config });
    await placeOrder(order(), off.deps);
    expect(off.syncs).toEqual([]);
  });

  it('3. sends the order with "Processing order..." shown while it is on its way, then cleared', async () => {
    let release: (reply: OrderReply) => void = () => {};
    const h = harness(() => new Promise((resolve) => (release = resolve)));
    const placing = placeOrder(order(), h.deps);
    await vi.waitFor(() => expect(h.sent).toHaveLength(1));
    expect(h.progress).toEqual(['Processing order...']);
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: false });
    release(envelope(200, confirmation));
    await placing;
    expect(h.progress).toEqual(['Processing order...', undefined]);
    expect(h.sent[0]).toMatchObject({ order_id: order().order_id, transmited: true });
  });

  it('3. translates the progress message and notices when given a translator', async () => {
    const h = harness(async () => envelope(400, []), {
      translate: (key, params) => `DE:${key}:${params?.email ?? ''}`,
    });
    await placeOrder(order(), h.deps);
    expect(h.progress[0]).toBe('DE:Processing order...:');
    expect(h.notices[0]?.message).toContain('DE:Address provided in checkout contains invalid data');
    expect(h.notices[0]?.message).toContain(':help@shop.test');
    expect(h.notices[0]?.action1?.label).toBe('DE:OK:');
  });

  it('4. stores a 200 as transmitted with its confirmation', async () => {
    const h = harness();
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'placed', resultCode: 200, confirmation });
    expect(h.stored.get(order().order_id)).toMatchObject({
      transmited: true,
      transmited_at: '2026-06-01T08:00:05.000Z',
      confirmation,
    });
    expect(h.notices).toEqual([]);
  });

  it('5. on a 400 removes the hash, stores the order transmitted and cancelled, and shows the notice with OK', async () => {
    const h = harness(async () => envelope(400, [{ message: 'bad' }]));
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'cancelled-invalid-address', resultCode: 400 });
    expect(h.hashes.size).toBe(0);
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: true, cancelled: true });
    expect(h.notices).toEqual([
      {
        type: 'error',
        message:
          'Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on help@shop.test to resolve this issue for future. Your order has been canceled.',
        action1: { label: 'OK' },
      },
    ]);
  });

  it("6. leaves a 500 'Error while adding products' untransmitted with the out-of-stock notice, and not re-sent", async () => {
    const h = harness(async () => envelope(500, 'Error while adding products. P1: out of stock'));
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'out-of-stock', resultCode: 500 });
    const kept = h.stored.get(order().order_id);
    expect(kept).toMatchObject({ transmited: false, cancelled: true });
    expect(h.notices.map((n) => n.message)).toEqual([
      "Some products you've ordered are out of stock. Your order has been canceled.",
    ]);
    expect(h.notices[0]?.action1).toEqual({ label: 'OK' });
    expect(await transmitQueuedOrders([kept as LocalOrder], h.deps)).toEqual([]);
    expect(h.sent).toHaveLength(1);
  });

  it('7. on other failures removes the hash, queues the order and says so', async () => {
    for (const reply of [envelope(500, 'Error placing an order.'), envelope(429, 'Too many orders.')]) {
      const h = harness(async () => reply);
      const outcome = await placeOrder(order(), h.deps);
      expect(outcome).toMatchObject({
        kind: 'server-error-queued',
        resultCode: reply.kind === 'envelope' && reply.code,
      });
      expect(h.hashes.size).toBe(0);
      expect(h.stored.get(order().order_id)).toMatchObject({ transmited: false });
      expect(h.stored.get(order().order_id)).not.toHaveProperty('cancelled');
      expect(h.notices.map((n) => n.message)).toEqual([
        'The order can not be transfered because of server error. Order has been queued',
      ]);
      expect(h.syncs).toEqual(['orderSync']);
    }
  });

  it('7. treats a send without an answer (network) the same way', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await placeOrder(order(), h.deps)).toMatchObject({ kind: 'server-error-queued' });
    expect(h.hashes.size).toBe(0);
    expect(h.logs).toContain('Unhandled place order request error');
    expect(h.progress.at(-1)).toBeUndefined();
  });

  it('8. skips an order already being sent, so a double call sends once', async () => {
    let release: (reply: OrderReply) => void = () => {};
    const h = harness(() => new Promise((resolve) => (release = resolve)));
    const first = placeOrder(order(), h.deps);
    const second = placeOrder(order(), h.deps);
    await vi.waitFor(() => expect(h.sent).toHaveLength(1));
    const queued = h.stored.get(order().order_id) as LocalOrder;
    expect(await transmitQueuedOrders([queued], h.deps)).toEqual([{ kind: 'skipped' }]);
    release(envelope(200, confirmation));
    expect((await first).kind).toBe('placed');
    expect(await second).toEqual({ kind: 'duplicate' });
    expect(h.sent).toHaveLength(1);
  });

  it('9. logs a non-JSON reply and keeps the order untransmitted for a later try', async () => {
    const h = harness(async () => ({
      kind: 'unreadable',
      status: 502,
      message: 'Error with response - bad content-type!',
    }));
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'retry-later', reason: 'Error with response - bad content-type!' });
    expect(h.logs.some((line) => line.includes('bad content-type'))).toBe(true);
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: false });
    expect(h.notices).toEqual([]);
    expect(h.progress.at(-1)).toBeUndefined();
  });

  it('9. treats a 200 without a confirmation as not understood either', async () => {
    const h = harness(async () => envelope(200, 'Invalid signature validation of P1'));
    expect(await placeOrder(order(), h.deps)).toMatchObject({ kind: 'retry-later' });
  });
});

describe('what a reply means for an order (issue 11)', () => {
  it("keeps an order another tab is sending (409 'already being placed') waiting, with no notice", async () => {
    const h = harness(async () => envelope(409, 'This order is already being placed.'));
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'running' });
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: false });
    expect(h.stored.get(order().order_id)).not.toHaveProperty('cancelled');
    expect(h.notices).toEqual([]);
    expect(h.syncs).toEqual([]);
  });

  it('cancels an order whose spot was taken meanwhile (any other 409) with the refusal notice, and keeps why', async () => {
    const h = harness(async () => envelope(409, 'This spot is not available for the chosen period.'));
    const outcome = await placeOrder(order(), h.deps);
    expect(outcome).toMatchObject({ kind: 'refused', resultCode: 409 });
    expect(h.hashes.size).toBe(0);
    expect(h.stored.get(order().order_id)).toMatchObject({
      transmited: true,
      cancelled: true,
      refusal: 'Some of the ordered products are not available!',
    });
    expect(h.notices.map((n) => [n.type, n.message, n.action1?.label])).toEqual([
      ['error', 'Some of the ordered products are not available!', 'OK'],
    ]);
    expect(await transmitQueuedOrders([h.stored.get(order().order_id)!], h.deps)).toEqual([]);
  });

  it('keeps the shown message of a 400 and of an out-of-stock 500 on the order, for the thank-you page', async () => {
    const invalid = harness(async () => envelope(400, 'bad'));
    await placeOrder(order(), invalid.deps);
    expect(invalid.stored.get(order().order_id)?.refusal).toContain('contact us on help@shop.test');
    const stock = harness(async () => envelope(500, 'Error while adding products. P1: out of stock'));
    await placeOrder(order(), stock.deps);
    expect(stock.stored.get(order().order_id)?.refusal).toBe(
      "Some products you've ordered are out of stock. Your order has been canceled.",
    );
  });

  it('never sends the refusal it keeps', async () => {
    const h = harness();
    const kept = { ...order(), transmited: false, refusal: 'x' } as LocalOrder;
    await transmitQueuedOrders([kept], h.deps);
    expect(h.sent[0]).not.toHaveProperty('refusal');
  });

  it('says "queued because of server error" once per run of the queue, not once per order', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch');
    });
    const a = { ...order(), transmited: false } as LocalOrder;
    const b = { ...a, order_id: 'second' };
    const outcomes = await transmitQueuedOrders([a, b], h.deps);
    expect(outcomes.map((o) => o.kind)).toEqual(['server-error-queued', 'server-error-queued']);
    expect(h.notices).toHaveLength(1);
    await transmitQueuedOrders([a], h.deps);
    expect(h.notices).toHaveLength(2);
  });
});

describe('the local order queue', () => {
  it('sends waiting orders one after the other and stores each answer; a retry later places the order', async () => {
    let calls = 0;
    const h = harness(async () =>
      ++calls === 1
        ? { kind: 'unreadable', message: 'Unhandled error, wrong response format!' }
        : envelope(200, confirmation),
    );
    await placeOrder(order(), h.deps);
    const waiting = h.stored.get(order().order_id) as LocalOrder;
    const other = { ...waiting, order_id: 'other', transmited: true };
    const outcomes = await transmitQueuedOrders([waiting, other], h.deps);
    expect(outcomes.map((o) => o.kind)).toEqual(['placed']);
    expect(h.stored.get(order().order_id)).toMatchObject({ transmited: true, confirmation });
    expect(h.sent.every((body) => !('confirmation' in body) && !('cancelled' in body))).toBe(true);
  });

  it('keeps the answer when the local store fails', async () => {
    const h = harness(undefined, {
      saveOrder: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(await placeOrder(order(), h.deps)).toMatchObject({ kind: 'placed', confirmation });
    expect(h.logs).toContain('Could not store the order locally');
  });
});
