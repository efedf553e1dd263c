import { afterEach, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { getJson, postJson } from '../test-support/start-test-api.js';
import { FakeProvider } from './fake-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { paypalOrderBody, startPaymentApi } from './test-support/start-payment-api.js';

type PaymentApi = Awaited<ReturnType<typeof startPaymentApi>>;
let api: PaymentApi;
afterEach(async () => {
  await api.close();
});

async function decide(id: string, decision: 'approve' | 'decline' | 'hang') {
  const response = await fetch(`${api.url}/fake/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, decision }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

function withPayment(orderId: string, paymentId: string) {
  const body = paypalOrderBody(orderId);
  body.addressInformation.payment_method_additional = { orderID: paymentId };
  return body;
}

async function paidOrder(orderId: string) {
  const created = await postJson(`${api.url}/create`, paypalOrderBody(orderId));
  expect(created.status).toBe(200);
  const id = created.body.result.id as string;
  await decide(id, 'approve');
  return id;
}

describe('/api/ext/paypal with the fake provider', () => {
  it('creates the provider order for the quoted total, never the amount the browser sent', async () => {
    api = await startPaymentApi();
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-a'));
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual({ code: 200, result: { id: expect.stringMatching(/^FAKE-/) } });
    const status = await getJson(`${api.url}/fake/orders/${created.body.result.id}`);
    expect(status.body.result.status).toBe('CREATED');
    // 2 x 12.50 + 20.00 from the server's prices; the body said 0.03.
    const row = await api.db.get(sql`SELECT amount, currency, request_id, order_id FROM payment_orders`);
    expect(row).toEqual({ amount: '45.00', currency: 'USD', request_id: 'create-order-a', order_id: 'order-a' });
  });

  it('answers a retried create with the same provider order, and a changed total with a new one', async () => {
    api = await startPaymentApi();
    const first = await postJson(`${api.url}/create`, paypalOrderBody('order-b'));
    const again = await postJson(`${api.url}/create`, paypalOrderBody('order-b'));
    expect(again.body.result.id).toBe(first.body.result.id);
    api.surcharge(5);
    const changed = await postJson(`${api.url}/create`, paypalOrderBody('order-b'));
    expect(changed.body.result.id).not.toBe(first.body.result.id);
    const requests = await api.db.all<{ request_id: string }>(
      sql`SELECT request_id FROM payment_orders ORDER BY request_id`,
    );
    expect(requests.map((row) => row.request_id)).toEqual(['create-order-b', 'create-order-b-2']);
  });

  it('refuses bad bodies with a clear 400 and passes a refused quote through', async () => {
    api = await startPaymentApi();
    for (const body of [[], 'x', {}, { products: [] }]) {
      const reply = await postJson(`${api.url}/create`, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ code: 400, result: 'The request body must be the order.' });
    }
    const noOrderId = paypalOrderBody('x');
    delete (noOrderId as { order_id?: string }).order_id;
    expect((await postJson(`${api.url}/create`, noOrderId)).body).toEqual({
      code: 400,
      result: 'order_id is required.',
    });
    const cod = paypalOrderBody('x');
    cod.addressInformation.payment_method_code = 'cashondelivery';
    expect((await postJson(`${api.url}/create`, cod)).body.result).toBe('The payment method must be vsfpaypal.');
    const unknown = await postJson(
      `${api.url}/create`,
      paypalOrderBody('x', { products: [{ sku: 'NOPE', qty: 1, price: 1 }] }),
    );
    expect(unknown.status).toBe(500);
    expect(unknown.body.result).toMatch(/^Error while adding products/);
    const malformed = await fetch(`${api.url}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":',
    });
    expect(malformed.status).toBe(400);
    const form = await fetch(`${api.url}/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'orderID=1',
    });
    expect(form.status).toBe(415);
    expect((await postJson(`${api.url}/execute`, { orderID: '../x' })).status).toBe(400);
    expect((await postJson(`${api.url}/execute`, { orderID: 'FAKE-UNKNOWN' })).status).toBe(404);
    expect((await postJson(`${api.url}/complete`, paypalOrderBody('x'))).body).toEqual({
      code: 400,
      result: 'payment_method_additional.orderID is required for Paypal.',
    });
    expect(await api.db.get(sql`SELECT COUNT(*) AS n FROM payment_orders`)).toEqual({ n: 0 });
  });

  it('captures once however often execute is retried, then complete places the order once', async () => {
    api = await startPaymentApi();
    const id = await paidOrder('order-c');
    const executes = await Promise.all([1, 2, 3].map(() => postJson(`${api.url}/execute`, { orderID: id })));
    const captureIds = new Set(executes.map((reply) => reply.body.result.captureId));
    expect(executes.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(executes[0]?.body.result.status).toBe('COMPLETED');
    expect(captureIds.size).toBe(1);
    const later = await postJson(`${api.url}/execute`, { orderID: id });
    expect(later.body.result.captureId).toBe(executes[0]?.body.result.captureId);
    const captures = await api.db.get(
      sql`SELECT COUNT(*) AS n FROM fake_provider_orders WHERE capture_id IS NOT NULL AND id = ${id}`,
    );
    expect(captures).toEqual({ n: 1 });

    const placed = await postJson(`${api.url}/complete`, withPayment('order-c', id));
    expect(placed.status).toBe(200);
    expect(placed.headers.get('cache-control')).toBe('no-store');
    expect(placed.body.result).toMatchObject({ orderNumber: '000000001', backendOrderId: 1 });
    const again = await postJson(`${api.url}/complete`, withPayment('order-c', id));
    expect(again.body).toEqual(placed.body);
    expect(api.placed.size).toBe(1);
  });

  it('refuses a capture for another order, an uncaptured payment and a total that changed after paying', async () => {
    api = await startPaymentApi();
    const id = await paidOrder('order-d');
    expect((await postJson(`${api.url}/complete`, withPayment('order-d', id))).status).toBe(402);
    await postJson(`${api.url}/execute`, { orderID: id });
    const stolen = await postJson(`${api.url}/complete`, withPayment('order-other', id));
    expect(stolen.status).toBe(409);
    expect(stolen.body.result).toBe('This payment belongs to another order.');
    api.surcharge(1);
    const changed = await postJson(`${api.url}/complete`, withPayment('order-d', id));
    expect(changed.status).toBe(409);
    expect(changed.body.result).toBe(
      'The payment does not match the order total. Please pay again. You have not been charged.',
    );
    expect(api.placed.size).toBe(0);
  });

  it('answers 402 for a declined payment and places nothing', async () => {
    api = await startPaymentApi();
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-e'));
    const id = created.body.result.id as string;
    const unapproved = await postJson(`${api.url}/execute`, { orderID: id });
    expect(unapproved.status).toBe(402);
    await decide(id, 'decline');
    const declined = await postJson(`${api.url}/execute`, { orderID: id });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ code: 402, result: 'The payment was declined.' });
    expect((await postJson(`${api.url}/complete`, withPayment('order-e', id))).status).toBe(402);
    // The shopper may approve again in the provider's window and pay after all.
    await decide(id, 'approve');
    expect((await postJson(`${api.url}/execute`, { orderID: id })).status).toBe(200);
    expect((await postJson(`${api.url}/complete`, withPayment('order-e', id))).status).toBe(200);
  });

  it('answers 504 when the provider never answers the capture', async () => {
    api = await startPaymentApi({ timeoutMs: 300 });
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-f'));
    const id = created.body.result.id as string;
    await decide(id, 'hang');
    const started = Date.now();
    const reply = await postJson(`${api.url}/execute`, { orderID: id });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reply.status).toBe(504);
    expect(reply.body.result).toBe('The payment provider did not answer. You have not been charged.');
    expect((await postJson(`${api.url}/complete`, withPayment('order-f', id))).status).toBe(402);
  });

  it('refuses a capture whose amount differs from the provider order we created', async () => {
    // The fake needs the database the API opens, so it is made once the API is there.
    const real: { provider?: FakeProvider } = {};
    const fake = () => real.provider as FakeProvider;
    const lying: PaymentProvider = {
      name: 'fake',
      createOrder: (...args) => fake().createOrder(...args),
      getOrder: (id) => fake().getOrder(id),
      captureOrder: async (id, requestId) => ({ ...(await fake().captureOrder(id, requestId)), amount: '0.01' }),
      refundCapture: (...args) => fake().refundCapture(...args),
    };
    api = await startPaymentApi({ provider: lying });
    real.provider = new FakeProvider(api.db, Date.now);
    const provider = fake();
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-g'));
    const id = created.body.result.id as string;
    await provider.decide(id, 'approve');
    const reply = await postJson(`${api.url}/execute`, { orderID: id });
    expect(reply.status).toBe(502);
    expect(await api.db.get(sql`SELECT status FROM payment_orders`)).toEqual({ status: 'CREATED' });
    expect((await postJson(`${api.url}/complete`, withPayment('order-g', id))).status).toBe(402);
  });
});

describe('a capture whose order is refused for good', () => {
  const refundIds = async () =>
    (
      await api.db.all<{ refund_id: string }>(
        sql`SELECT refund_id FROM fake_provider_orders WHERE refund_id IS NOT NULL`,
      )
    ).map((row) => row.refund_id);
  const record = async (id: string) =>
    (await api.db.get(sql`SELECT status, refund_id FROM payment_orders WHERE provider_order_id = ${id}`)) as {
      status: string;
      refund_id: string | null;
    };

  async function captured(orderId: string) {
    const id = await paidOrder(orderId);
    expect((await postJson(`${api.url}/execute`, { orderID: id })).status).toBe(200);
    return id;
  }

  it('is refunded once, says so, and can never pay the order afterwards; a new payment can', async () => {
    api = await startPaymentApi();
    const id = await captured('order-k');
    api.refuseWith({ status: 500, result: 'Error while adding products. MUG-1: The product is out of stock' });
    const refused = await postJson(`${api.url}/complete`, withPayment('order-k', id));
    expect(refused.status).toBe(500);
    expect(refused.body.result).toBe(
      'Error while adding products. MUG-1: The product is out of stock. You have not been charged.',
    );
    expect(await record(id)).toEqual({ status: 'REFUNDED', refund_id: (await refundIds())[0] });
    expect((await getJson(`${api.url}/fake/orders/${id}`)).body.result).toEqual({
      id,
      status: 'COMPLETED',
      refunded: true,
    });
    expect(await refundIds()).toHaveLength(1);

    // A retried complete (double click, lost reply) refunds nothing twice, and says the same about the money.
    const retried = await postJson(`${api.url}/complete`, withPayment('order-k', id));
    expect(retried.body.result).toMatch(/ You have not been charged\.$/);
    // Stock is back: still the refunded capture cannot pay, nor be captured or offered again.
    api.refuseWith(undefined);
    const stale = await postJson(`${api.url}/complete`, withPayment('order-k', id));
    expect(stale.status).toBe(402);
    expect(stale.body.result).toBe('This payment was refunded. Please pay again. You have not been charged.');
    expect((await postJson(`${api.url}/execute`, { orderID: id })).status).toBe(402);
    expect(await refundIds()).toHaveLength(1);
    expect(api.placed.size).toBe(0);

    // The shopper approves a new payment for the same order: a new provider order, then the order is placed.
    const again = await postJson(`${api.url}/create`, paypalOrderBody('order-k'));
    const next = again.body.result.id as string;
    expect(next).not.toBe(id);
    await decide(next, 'approve');
    expect((await postJson(`${api.url}/execute`, { orderID: next })).status).toBe(200);
    expect((await postJson(`${api.url}/complete`, withPayment('order-k', next))).status).toBe(200);
    expect((await record(next)).status).toBe('COMPLETED');
    expect(await refundIds()).toHaveLength(1);
  });

  it('is kept while the same order is still being placed, or when the order is placed with it', async () => {
    api = await startPaymentApi();
    const id = await captured('order-l');
    api.refuseWith({ status: 409, result: 'This order is already being placed.' });
    const running = await postJson(`${api.url}/complete`, withPayment('order-l', id));
    expect(running.body.result).toBe('This order is already being placed.');
    expect((await record(id)).status).toBe('COMPLETED');
    api.refuseWith(undefined);
    expect((await postJson(`${api.url}/complete`, withPayment('order-l', id))).status).toBe(200);
    // Placed: a refusal of another body under the same order_id must not give the order's money back.
    await api.db.run(
      sql`INSERT INTO orders (order_id, fingerprint, state, reply, payment_reference, created_at, updated_at)
          SELECT 'order-l', 'f', 'placed', '{}', capture_id, 'now', 'now' FROM payment_orders
          WHERE provider_order_id = ${id}`,
    );
    expect(await api.payment.service.refundUnplaced('order-l', id)).toBe('none');
    expect((await record(id)).status).toBe('COMPLETED');
    expect(await refundIds()).toHaveLength(0);
  });

  it('is refunded when another tab placed the same order_id without it (paid on delivery)', async () => {
    api = await startPaymentApi();
    const id = await captured('order-q');
    await api.db.run(
      sql`INSERT INTO orders (order_id, fingerprint, state, reply, payment_reference, created_at, updated_at)
          VALUES ('order-q', 'cod', 'placed', '{}', NULL, 'now', 'now')`,
    );
    api.refuseWith({ status: 422, result: 'This order_id was already used for a different order.' });
    const refused = await postJson(`${api.url}/complete`, withPayment('order-q', id));
    expect(refused.body).toEqual({
      code: 422,
      result: 'This order_id was already used for a different order. You have not been charged.',
    });
    expect((await record(id)).status).toBe('REFUNDED');
    const running = await captured('order-s');
    await api.db.run(
      sql`INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
          VALUES ('order-s', 'f', 'running', 't', ${Date.now() + 30_000}, 'now', 'now')`,
    );
    expect(await api.payment.service.refundUnplaced('order-s', running)).toBe('none');
    expect((await record(running)).status).toBe('COMPLETED');
  });

  it("is never another order's capture, nor an uncaptured payment", async () => {
    api = await startPaymentApi();
    const id = await captured('order-m');
    const stolen = await postJson(`${api.url}/complete`, withPayment('order-intruder', id));
    expect(stolen.status).toBe(409);
    expect(stolen.body.result).toBe('This payment belongs to another order.');
    const uncaptured = await paidOrder('order-n');
    api.refuseWith({ status: 500, result: 'Error while adding products. X: gone' });
    const refused = await postJson(`${api.url}/complete`, withPayment('order-n', uncaptured));
    expect(refused.body.result).toBe('Error while adding products. X: gone');
    expect((await record(id)).status).toBe('COMPLETED');
    expect(await refundIds()).toHaveLength(0);
  });

  it('stays to be refunded when the provider fails, and a retry then refunds it once', async () => {
    const real: { provider?: FakeProvider } = {};
    const fake = () => real.provider as FakeProvider;
    let failRefund = true;
    const flaky: PaymentProvider = {
      name: 'fake',
      createOrder: (...args) => fake().createOrder(...args),
      getOrder: (id) => fake().getOrder(id),
      captureOrder: (...args) => fake().captureOrder(...args),
      refundCapture: (...args) =>
        failRefund ? Promise.reject(new Error('provider down')) : fake().refundCapture(...args),
    };
    api = await startPaymentApi({ provider: flaky });
    real.provider = new FakeProvider(api.db, Date.now);
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-p'));
    const id = created.body.result.id as string;
    await fake().decide(id, 'approve');
    expect((await postJson(`${api.url}/execute`, { orderID: id })).status).toBe(200);
    api.surcharge(3);
    const failed = await postJson(`${api.url}/complete`, withPayment('order-p', id));
    expect(failed.body.result).toBe(
      'The payment does not match the order total. Please pay again. Your payment could not be refunded yet. Please try again in a moment.',
    );
    expect((await record(id)).status).toBe('REFUNDING');
    failRefund = false;
    const retried = await postJson(`${api.url}/complete`, withPayment('order-p', id));
    expect(retried.body.result).toMatch(/You have not been charged\.$/);
    expect((await record(id)).status).toBe('REFUNDED');
    await postJson(`${api.url}/complete`, withPayment('order-p', id));
    expect(await refundIds()).toHaveLength(1);
  });
});

describe('GET /api/ext/paypal/config', () => {
  it("names the fake provider, the API's currency and the fake's script, with no secret", async () => {
    api = await startPaymentApi({ overrides: { cart: { currency: 'EUR' } } });
    const reply = await getJson(`${api.url}/config`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      code: 200,
      result: { provider: 'fake', clientId: null, currency: 'EUR', scriptUrl: '/api/ext/paypal/fake/sdk.js' },
    });
    const script = await fetch(new URL(reply.body.result.scriptUrl as string, api.url));
    expect(await script.text()).toContain('window.paypal');
  });

  it('names PayPal with its public client id and SDK when PayPal is the provider, never the secret', async () => {
    api = await startPaymentApi({
      overrides: {
        payment: {
          provider: 'paypal',
          paypal: { apiUrl: 'http://127.0.0.1:9', clientId: 'public-id', secret: 'top-secret' },
        },
      },
    });
    const reply = await getJson(`${api.url}/config`);
    expect(reply.body.result).toEqual({
      provider: 'paypal',
      clientId: 'public-id',
      currency: 'USD',
      scriptUrl: 'https://www.paypal.com/sdk/js',
    });
    expect(JSON.stringify(reply.body)).not.toContain('top-secret');
    expect((await fetch(`${api.url}/fake/sdk.js`)).status).toBe(404);
  });
});

describe('the rate limit', () => {
  it('answers 429 beyond the orders limit per client address', async () => {
    api = await startPaymentApi({ overrides: { orders: { rateLimit: { max: 2, windowMs: 60_000 } } } });
    expect((await postJson(`${api.url}/create`, paypalOrderBody('order-r1'))).status).toBe(200);
    expect((await postJson(`${api.url}/execute`, { orderID: 'FAKE-NONE' })).status).toBe(404);
    const limited = await postJson(`${api.url}/create`, paypalOrderBody('order-r2'));
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe('Too many payment requests. Please try again later.');
  });
});

describe('the fake provider pages', () => {
  it('serves the button script and an accessible approval window', async () => {
    api = await startPaymentApi();
    const sdk = await fetch(`${api.url}/fake/sdk.js`);
    expect(sdk.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await sdk.text()).toContain('window.paypal = { Buttons: Buttons');
    const created = await postJson(`${api.url}/create`, paypalOrderBody('order-h'));
    const id = created.body.result.id as string;
    const page = await fetch(`${api.url}/fake/approve?id=${id}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('45.00 USD');
    for (const label of ['Approve payment', 'Decline payment', 'Never answer'])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('name="viewport"');
    await decide(id, 'approve');
    expect(await (await fetch(`${api.url}/fake/approve?id=${id}`)).text()).toContain('Payment approved.');
    expect((await fetch(`${api.url}/fake/approve?id=%3Cscript%3E`)).status).toBe(404);
    const bad = await fetch(`${api.url}/fake/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id, decision: 'steal' }).toString(),
    });
    expect(bad.status).toBe(400);
  });
});
