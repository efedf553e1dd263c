import express from 'express';
import { defaultApiConfig, deepMerge } from '../../config.js';
import { errorHandler } from '../../http/error-handler.js';
import type { OrderPlacement, PlacementReply } from '../../orders/order-placement.js';
import { listenOnLoopback } from '../../test-support/listen-on-loopback.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createPayment } from '../create-payment.js';
import type { PaymentProvider } from '../payment-provider.js';

/** The catalogue of the in-test placement: what a line really costs, whatever the body says. */
export const SERVER_PRICES: Record<string, number> = { 'MUG-1': 12.5, 'TEE-M': 20 };

interface TestBody {
  order_id?: string;
  products?: Array<{ sku: string; qty: number; price?: number }>;
  addressInformation?: { payment_method_code?: string; payment_method_additional?: Record<string, unknown> };
}

/**
 * A small in-test OrderPlacement (the real one lives in packages/api/src/orders): prices every line from
 * SERVER_PRICES, asks the registered payment check, answers the first reply again for a known order_id.
 */
export function testPlacement(check: ReturnType<typeof createPayment>['check']) {
  const placed = new Map<string, PlacementReply>();
  const references = new Set<string>();
  let extra = 0;
  let refusal: PlacementReply | undefined;
  function total(body: TestBody): number | PlacementReply {
    let sum = 0;
    for (const line of body.products ?? []) {
      const price = SERVER_PRICES[line.sku];
      if (price === undefined)
        return { status: 500, result: `Error while adding products. ${line.sku}: Product not found` };
      sum += price * line.qty;
    }
    return sum + extra;
  }
  const placement: OrderPlacement = {
    quote({ body }) {
      const grandTotal = total(body as TestBody);
      return Promise.resolve(
        typeof grandTotal === 'number' ? { ok: true, grandTotal, currency: 'USD' } : { ok: false, reply: grandTotal },
      );
    },
    async place({ body }) {
      const order = body as TestBody;
      const orderId = order.order_id ?? '';
      const first = placed.get(orderId);
      if (first) return first;
      if (refusal) return refusal;
      const grandTotal = total(order);
      if (typeof grandTotal !== 'number') return grandTotal;
      const verdict = await check.verify({
        methodCode: order.addressInformation?.payment_method_code ?? '',
        additional: order.addressInformation?.payment_method_additional ?? {},
        orderId,
        grandTotal,
        currency: 'USD',
      });
      if (!verdict.ok) return { status: verdict.status, result: verdict.message };
      if (verdict.reference) {
        if (references.has(verdict.reference)) return { status: 409, result: 'payment reference used' };
        references.add(verdict.reference);
      }
      const number = placed.size + 1;
      const reply = {
        status: 200,
        result: {
          magentoOrderId: number,
          backendOrderId: number,
          orderNumber: String(number).padStart(9, '0'),
          transferedAt: new Date(0).toISOString(),
        },
      };
      placed.set(orderId, reply);
      return reply;
    },
  };
  return {
    placement,
    placed,
    /** Changes every quote from now on (the cart changed after the provider order was created). */
    surcharge(amount: number) {
      extra = amount;
    },
    /** Every placement from now on answers this refusal (stock gone, another request placing it); undefined: none. */
    refuseWith(reply: PlacementReply | undefined) {
      refusal = reply;
    },
  };
}

/**
 * The payment router alone, over a fresh database of the suite's engine (`TEST_DATABASE`), with the in-test placement.
 */
export async function startPaymentApi(
  options: { timeoutMs?: number; provider?: PaymentProvider; overrides?: unknown } = {},
) {
  const config = deepMerge(
    deepMerge(defaultApiConfig('/tmp'), { payment: { timeoutMs: options.timeoutMs ?? 5000 } }),
    options.overrides ?? {},
  );
  const opened = await openTestDatabase();
  const { db } = opened;
  const payment = createPayment({
    config,
    database: db,
    now: Date.now,
    ...(options.provider && { provider: options.provider }),
  });
  const test = testPlacement(payment.check);
  const app = express();
  app.use('/api/ext/paypal', payment.router(test.placement, '1mb'));
  app.use(errorHandler());
  const server = await listenOnLoopback(app);
  return {
    url: `${server.url}/api/ext/paypal`,
    db,
    payment,
    ...test,
    async close() {
      await server.stop();
      await opened.close();
    },
  };
}

export function paypalOrderBody(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    order_id: orderId,
    cart_id: '',
    user_id: '',
    // The browser's prices are a lie on purpose: the provider order must carry the server's total.
    products: [
      { sku: 'MUG-1', qty: 2, price: 0.01 },
      { sku: 'TEE-M', qty: 1, price: 0.01 },
    ],
    addressInformation: {
      billingAddress: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['Main 1'],
        city: 'Berlin',
        postcode: '10115',
        country_id: 'DE',
      },
      payment_method_code: 'vsfpaypal',
      payment_method_additional: {},
    },
    ...overrides,
  };
}
