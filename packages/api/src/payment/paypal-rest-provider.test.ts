import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclined, PaymentProviderError, PaymentTimeout } from './payment-provider.js';
import { PayPalRestProvider } from './paypal-rest-provider.js';
import { startPayPalStub } from './test-support/paypal-stub.js';

describe('PayPalRestProvider against a local PayPal stub', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let clock = Date.parse('2026-06-01T08:00:00Z');
  const provider = (overrides: Partial<ConstructorParameters<typeof PayPalRestProvider>[0]> = {}) =>
    new PayPalRestProvider({
      apiUrl: `${stub.url}/`,
      clientId: 'client',
      secret: 'secret',
      timeoutMs: 2000,
      now: () => clock,
      ...overrides,
    });

  beforeAll(async () => {
    stub = await startPayPalStub();
  });
  afterAll(async () => {
    await stub.stop();
  });

  it('creates, captures and reads an order with one token, sending the request ids', async () => {
    const paypal = provider();
    const before = stub.seen.tokenCalls;
    const order = await paypal.createOrder('42.50', 'USD', 'create-order-1');
    expect(order).toMatchObject({ status: 'CREATED', amount: '42.50', currency: 'USD' });
    stub.approve(order.id);
    const capture = await paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(capture).toMatchObject({ orderId: order.id, status: 'COMPLETED', amount: '42.50', currency: 'USD' });
    expect(await paypal.getOrder(order.id)).toMatchObject({ status: 'COMPLETED' });
    expect(stub.seen.tokenCalls - before).toBe(1);
    expect(stub.seen.requestIds).toEqual(expect.arrayContaining(['create-order-1', `capture-${order.id}`]));
  });

  it('answers a repeated request id with the first order and the first capture', async () => {
    const paypal = provider();
    const first = await paypal.createOrder('10.00', 'EUR', 'create-same');
    const again = await paypal.createOrder('10.00', 'EUR', 'create-same');
    expect(again.id).toBe(first.id);
    stub.approve(first.id);
    const capture = await paypal.captureOrder(first.id, `capture-${first.id}`);
    const retried = await paypal.captureOrder(first.id, `capture-${first.id}`);
    expect(retried.captureId).toBe(capture.captureId);
    // Another request id finds the order captured: the capture is read from the order instead.
    const other = await paypal.captureOrder(first.id, 'capture-other');
    expect(other.captureId).toBe(capture.captureId);
  });

  it('refunds a capture in full once, with the request id refund-<captureId>', async () => {
    const paypal = provider();
    const order = await paypal.createOrder('12.30', 'EUR', 'create-refund');
    stub.approve(order.id);
    const { captureId } = await paypal.captureOrder(order.id, `capture-${order.id}`);
    const refund = await paypal.refundCapture(captureId, '12.30', 'EUR', `refund-${captureId}`);
    expect(refund).toEqual({ refundId: expect.any(String), status: 'COMPLETED' });
    expect(stub.seen.requestIds).toContain(`refund-${captureId}`);
    expect(stub.refunds.get(captureId)?.amount).toEqual({ value: '12.30', currency_code: 'EUR' });
    // A retry answers the first refund; another request id finds the capture refunded already: nothing more is paid.
    expect(await paypal.refundCapture(captureId, '12.30', 'EUR', `refund-${captureId}`)).toEqual(refund);
    expect(await paypal.refundCapture(captureId, '12.30', 'EUR', 'refund-other')).toMatchObject({
      status: 'COMPLETED',
    });
    expect(stub.refunds.size).toBe(1);
    await expect(paypal.refundCapture('NOPE', '1.00', 'EUR', 'refund-NOPE')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('renews the token once it expires, and after a 401', async () => {
    const paypal = provider();
    await paypal.createOrder('1.00', 'USD', 'create-t1');
    const calls = stub.seen.tokenCalls;
    await paypal.createOrder('1.00', 'USD', 'create-t2');
    expect(stub.seen.tokenCalls).toBe(calls);
    clock += 32400 * 1000;
    await paypal.createOrder('1.00', 'USD', 'create-t3');
    expect(stub.seen.tokenCalls).toBe(calls + 1);
    stub.seen.revokeNext = true;
    await paypal.createOrder('1.00', 'USD', 'create-t4');
    expect(stub.seen.tokenCalls).toBe(calls + 2);
  });

  it('maps a declined instrument and an unapproved order to PaymentDeclined', async () => {
    const paypal = provider();
    const order = await paypal.createOrder('5.00', 'USD', 'create-declined');
    await expect(paypal.captureOrder(order.id, 'capture-unapproved')).rejects.toBeInstanceOf(PaymentDeclined);
    stub.approve(order.id, 'decline');
    await expect(paypal.captureOrder(order.id, 'capture-declined')).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('maps a server error, an unknown order and wrong credentials to PaymentProviderError', async () => {
    const paypal = provider();
    const order = await paypal.createOrder('5.00', 'USD', 'create-fail');
    stub.approve(order.id, 'fail');
    await expect(paypal.captureOrder(order.id, 'capture-fail')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(paypal.getOrder('NOPE')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider({ secret: 'wrong' }).createOrder('1.00', 'USD', 'x')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('gives up after timeoutMs when PayPal does not answer', async () => {
    const paypal = provider({ timeoutMs: 300 });
    const order = await paypal.createOrder('5.00', 'USD', 'create-hang');
    stub.approve(order.id, 'hang');
    await expect(paypal.captureOrder(order.id, 'capture-hang')).rejects.toBeInstanceOf(PaymentTimeout);
  });

  it('maps an unreachable host to PaymentProviderError', async () => {
    const paypal = provider({ apiUrl: 'http://127.0.0.1:1' });
    await expect(paypal.createOrder('1.00', 'USD', 'create-down')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
