import { bookingPriceInclTax, roundPrice } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { addItem, cartCall, customerCart, guestCart } from '../cart/test-support/start-cart-api.js';
import { call } from '../users/test-support/start-user-api.js';
import { orderBody, orderCount, placeOrder, startOrderApi } from './test-support/start-order-api.js';
import { sql } from '../db/sql.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';

const api = startedForEachTest(() => startOrderApi());

describe('POST /api/order with cash on delivery', () => {
  it('places a guest order priced by the server and answers the contract confirmation', async () => {
    const body = orderBody([{ sku: 'MUG', qty: 2, price: 0.01 }]);
    const reply = await placeOrder(api(), body);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.code).toBe(200);
    const { magentoOrderId, backendOrderId, orderNumber, transferedAt } = reply.body.result;
    expect(backendOrderId).toBe(magentoOrderId);
    expect(orderNumber).toBe(String(magentoOrderId).padStart(9, '0'));
    expect(new Date(transferedAt).toISOString()).toBe(transferedAt);
    // A forged price is never charged: 2 × (10 + 10.25 % booking tax), plus Standard's 4.95 incl. tax.
    const row = (await api().db.get(sql`SELECT * FROM orders WHERE entity_id = ${magentoOrderId}`)) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      state: 'placed',
      customer_id: null,
      subtotal: 20,
      grand_total: roundPrice(2 * bookingPriceInclTax(10, 10.25) + 4.95),
      payment_method: 'cashondelivery',
    });
    const items = await api().db.all(sql`SELECT sku, qty, price FROM order_items WHERE entity_id = ${magentoOrderId}`);
    expect(items).toEqual([{ sku: 'MUG', qty: 2, price: 10 }]);
  });

  it("stores Standard's shipping as free once the goods reach the threshold, and Express at its price", async () => {
    const standard = await placeOrder(api(), orderBody([{ sku: 'MUG', qty: 5 }]));
    const express = orderBody([{ sku: 'MUG', qty: 5 }]);
    express.addressInformation.shipping_method_code = 'express';
    express.addressInformation.shipping_carrier_code = 'express';
    const expressReply = await placeOrder(api(), express);
    const goods = roundPrice(5 * bookingPriceInclTax(10, 10.25));
    const totalsOf = (id: unknown) =>
      api().db.get(sql`SELECT shipping_incl_tax, grand_total FROM orders WHERE entity_id = ${id as number}`);
    expect(await totalsOf(standard.body.result.magentoOrderId)).toEqual({ shipping_incl_tax: 0, grand_total: goods });
    expect(await totalsOf(expressReply.body.result.magentoOrderId)).toEqual({
      shipping_incl_tax: 9.95,
      grand_total: roundPrice(goods + 9.95),
    });
  });

  it('answers the same confirmation to a retry of the same order, and places it once', async () => {
    const body = orderBody([{ sku: 'MUG' }]);
    const first = await placeOrder(api(), body);
    const again = await placeOrder(api(), { ...body, transmited: true, updated_at: '2026-06-01T09:00:00.000Z' });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(await orderCount(api())).toBe(1);
  });

  it('refuses another order under a used order_id with 422, writing nothing', async () => {
    const body = orderBody([{ sku: 'MUG' }]);
    await placeOrder(api(), body);
    const other = await placeOrder(api(), { ...body, products: [{ ...body.products[0], qty: 3 }] });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 422, result: 'This order_id was already used for a different order.' });
    expect(await orderCount(api())).toBe(1);
  });

  it('lists a customer order in the order history, newest first, with Magento fields', async () => {
    const { token, cartId } = await customerCart(api(), 'ada@example.com');
    const me = await call(api(), 'me', undefined, { token });
    const userId = String(me.body.result.id);
    await addItem(api(), { token, cartId }, { sku: 'MUG', qty: 1 });
    const first = await placeOrder(api(), orderBody([{ sku: 'MUG' }], { user_id: userId, cart_id: String(cartId) }), {
      token,
    });
    expect(first.status).toBe(200);
    const second = await placeOrder(
      api(),
      orderBody([{ sku: 'EBOOK' }, { sku: 'BALL', qty: 3 }], { user_id: userId }),
      {
        token,
      },
    );
    expect(second.status).toBe(200);
    const history = await call(api(), 'order-history', undefined, { token });
    expect(history.body.result.total_count).toBe(2);
    const [newest, oldest] = history.body.result.items;
    expect(newest).toMatchObject({
      entity_id: second.body.result.magentoOrderId,
      increment_id: second.body.result.orderNumber,
      status: 'pending',
      order_currency_code: 'USD',
      customer_email: 'ada@example.com',
    });
    expect(newest.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(newest.items.map((i: { sku: string; qty_ordered: number }) => [i.sku, i.qty_ordered])).toEqual([
      ['EBOOK', 1],
      ['BALL', 3],
    ]);
    expect(oldest.increment_id).toBe(first.body.result.orderNumber);
    expect(oldest.items[0]).toMatchObject({
      sku: 'MUG',
      name: 'Mug',
      price: 10,
      price_incl_tax: bookingPriceInclTax(10, 10.25),
      row_total: 10,
      product_type: 'simple',
      product_option: null,
      book_from: null,
      is_monthly: false,
    });
    // The ordered cart is done: the customer's next cart is a new one.
    const next = await cartCall(api(), 'create', { token }, undefined, 'POST');
    expect(next.body.result).not.toBe(cartId);
  });

  it('answers GET /api/sync/order/<order_id> with the order number only, and null for an unknown id', async () => {
    const body = orderBody([{ sku: 'MUG' }]);
    const placed = await placeOrder(api(), body);
    const sync = await fetch(`${api().url}/api/sync/order/${body.order_id}`).then((r) => r.json());
    expect(sync).toEqual({
      code: 200,
      result: {
        platform_order_id: String(placed.body.result.magentoOrderId),
        order_number: placed.body.result.orderNumber,
        transmited: true,
        transmited_at: placed.body.result.transferedAt,
        platform: 'embedded',
        order: null,
      },
    });
    const unknown = await fetch(`${api().url}/api/sync/order/1234567890-nope`).then((r) => r.json());
    expect(unknown).toEqual({ code: 200, result: null });
  });

  it('deactivates an ordered guest cart', async () => {
    const cartId = await guestCart(api());
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
    const placed = await placeOrder(api(), orderBody([{ sku: 'MUG' }], { cart_id: cartId }));
    expect(placed.status).toBe(200);
    expect((await cartCall(api(), 'pull', { cartId })).status).toBe(404);
  });
});
