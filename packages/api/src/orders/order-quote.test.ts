import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import type { PaymentCheck, PaymentRequest } from './payment-check.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';

let api: OrderTestApi;
const asked: PaymentRequest[] = [];
const provider: PaymentCheck = {
  handles: (code) => code === 'testpay',
  verify: async (request) => {
    asked.push(request);
    return { ok: true, reference: `capture-${asked.length}` };
  },
};

beforeEach(async () => {
  asked.length = 0;
  api = await startOrderApi({ payments: [provider] });
});
afterEach(async () => {
  await api.close();
});

describe('OrderPlacement.quote (the payment provider order’s amount)', () => {
  it('answers what place then charges and hands to the payment check, writing nothing', async () => {
    const cartId = await guestCart(api);
    const booking = { sku: 'SPOT-A1', qty: 1, book_from: '2026-06-02T10:00:00Z', book_to: '2026-06-02T12:00:00Z' };
    await addItem(api, { cartId }, booking);
    const body = orderBody(
      [
        { ...booking, price: 0.01 },
        { sku: 'TEE-RED', qty: 2, price: 0.01 },
      ],
      {
        cart_id: cartId,
        payment: 'testpay',
      },
    );
    const quote = await api.api.orderPlacement.quote({ body });
    expect(quote.ok).toBe(true);
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
    expect(asked).toEqual([]);
    const placed = await placeOrder(api, body);
    expect(placed.status).toBe(200);
    const charged = await api.db.get(sql`SELECT grand_total, currency, payment_reference FROM orders`);
    if (!quote.ok) throw new Error('no quote');
    expect(charged).toEqual({
      grand_total: quote.grandTotal,
      currency: quote.currency,
      payment_reference: 'capture-1',
    });
    expect(asked).toEqual([
      {
        methodCode: 'testpay',
        additional: {},
        orderId: body.order_id,
        grandTotal: quote.grandTotal,
        currency: 'USD',
      },
    ]);
  });

  it('answers the placement’s refusal for a body it cannot place', async () => {
    const quote = await api.api.orderPlacement.quote({ body: orderBody([{ sku: 'NO-SUCH-SKU' }]) });
    expect(quote).toEqual({
      ok: false,
      reply: { status: 500, result: expect.stringMatching(/^Error while adding products\. NO-SUCH-SKU: /) },
    });
    const invalid = await api.api.orderPlacement.quote({ body: { products: [] } });
    expect(invalid.ok === false && invalid.reply.status).toBe(400);
  });
});
