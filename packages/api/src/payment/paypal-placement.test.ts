import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { sql, type Sql } from '../db/sql.js';
import { getJson, postJson } from '../test-support/start-test-api.js';

let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi();
});
afterEach(async () => {
  await api.close();
});

const paypal = (path: string) => `${api.url}/api/ext/paypal/${path}`;

/** One value read through the SQL port. */
async function value<T>(query: Sql): Promise<T | undefined> {
  const row = await api.db.get<{ value: T }>(query);
  return row?.value;
}
const orderCount = () => value<number>(sql`SELECT count(*) AS value FROM orders WHERE state = 'placed'`);

function withPayment(body: ReturnType<typeof orderBody>, id: string) {
  return { ...body, addressInformation: { ...body.addressInformation, payment_method_additional: { orderID: id } } };
}

async function pay(body: ReturnType<typeof orderBody>, decision = 'approve') {
  const created = await postJson(paypal('create'), body);
  expect(created.status).toBe(200);
  const id = created.body.result.id as string;
  const approved = await fetch(paypal('fake/approve'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, decision }).toString(),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  return { id, executed: await postJson(paypal('execute'), { orderID: id }) };
}

describe('the payment button through the real order placement', () => {
  it('charges the server total and places the order once through complete', async () => {
    const body = orderBody([{ sku: 'MUG', qty: 2, price: 0.01 }], { payment: 'vsfpaypal' });
    const { id, executed } = await pay(body);
    expect(executed.body.result.status).toBe('COMPLETED');
    const amount = await value<string>(sql`SELECT amount AS value FROM payment_orders WHERE provider_order_id = ${id}`);
    const placed = await postJson(paypal('complete'), withPayment(body, id));
    expect(placed.status).toBe(200);
    expect(placed.body.result.orderNumber).toMatch(/^\d{9}$/);
    const order = (await api.db.get(
      sql`SELECT grand_total, payment_method, payment_reference FROM orders WHERE order_id = ${body.order_id}`,
    )) as { grand_total: number; payment_method: string; payment_reference: string };
    expect(order.payment_method).toBe('vsfpaypal');
    expect(order.grand_total.toFixed(2)).toBe(amount);
    expect(order.payment_reference).toBe(executed.body.result.captureId);
    // The same approval again (a double click, a retry): the first order's reply, still one order.
    const again = await postJson(paypal('complete'), withPayment(body, id));
    expect(again.body).toEqual(placed.body);
    expect(await orderCount()).toBe(1);
    const sync = await getJson(`${api.url}/api/sync/order/${body.order_id}`);
    expect(sync.body.result.order_number ?? sync.body.result.platform_order_id).toBeTruthy();
  });

  it('refuses POST /api/order with vsfpaypal and no capture, and a capture reused for another order', async () => {
    const body = orderBody([{ sku: 'MUG' }], { payment: 'vsfpaypal' });
    const unpaid = await placeOrder(api, withPayment(body, 'FAKE-NOTHING'));
    expect(unpaid.status).toBe(402);
    const { id } = await pay(body);
    expect((await placeOrder(api, withPayment(body, id))).status).toBe(200);
    const other = orderBody([{ sku: 'MUG' }], { payment: 'vsfpaypal' });
    const reused = await placeOrder(api, withPayment(other, id));
    expect(reused.status).toBe(409);
    expect(reused.body.result).toBe('This payment belongs to another order.');
    expect(await orderCount()).toBe(1);
  });

  it('refunds the capture when the stock is gone at placement, through complete and through POST /api/order', async () => {
    const mug = CART_PRODUCTS.find((p) => p.sku === 'MUG')!;
    const stock = (inStock: boolean) =>
      api.catalog.write([
        {
          kind: 'upsert',
          index: api.config.catalog.defaultIndex,
          entity: 'product',
          document: { id: String(mug.id), source: { ...mug, stock: { is_in_stock: inStock, qty: inStock ? 5 : 0 } } },
        },
      ]);
    const refunds = () => value<number>(sql`SELECT COUNT(*) AS value FROM payment_orders WHERE status = 'REFUNDED'`);
    const fakeRefunds = () =>
      value<number>(sql`SELECT COUNT(*) AS value FROM fake_provider_orders WHERE refund_id IS NOT NULL`);
    const viaComplete = orderBody([{ sku: 'MUG' }], { payment: 'vsfpaypal' });
    const viaOrder = orderBody([{ sku: 'MUG', qty: 2 }], { payment: 'vsfpaypal' });
    const first = await pay(viaComplete);
    const second = await pay(viaOrder);
    expect([first.executed.status, second.executed.status]).toEqual([200, 200]);
    await stock(false);
    const refused = await postJson(paypal('complete'), withPayment(viaComplete, first.id));
    expect(refused.status).toBe(500);
    expect(refused.body.result).toMatch(/^Error while adding products\. MUG: .*[.!] You have not been charged\.$/);
    const direct = await placeOrder(api, withPayment(viaOrder, second.id));
    expect(direct.status).toBe(500);
    expect(direct.body.result).toMatch(/You have not been charged\.$/);
    expect(await refunds()).toBe(2);
    expect(await fakeRefunds()).toBe(2);
    // Back in stock: the refunded captures pay nothing, and nothing is refunded twice.
    await stock(true);
    const stale = await postJson(paypal('complete'), withPayment(viaComplete, first.id));
    expect(stale.status).toBe(402);
    expect(await orderCount()).toBe(0);
    expect(await fakeRefunds()).toBe(2);
    // A new payment of the same order places it.
    const again = await pay(viaComplete);
    expect(again.id).not.toBe(first.id);
    expect((await postJson(paypal('complete'), withPayment(viaComplete, again.id))).status).toBe(200);
    expect(await orderCount()).toBe(1);
  });

  it('tells the button the currency the provider order is then created in', async () => {
    const settings = await getJson(paypal('config'));
    expect(settings.body.result).toMatchObject({ provider: 'fake', currency: api.config.cart.currency });
    const { id } = await pay(orderBody([{ sku: 'MUG' }], { payment: 'vsfpaypal' }));
    const currency = await value(sql`SELECT currency AS value FROM payment_orders WHERE provider_order_id = ${id}`);
    expect(currency).toBe(settings.body.result.currency);
    expect((await fetch(`${api.url}${settings.body.result.scriptUrl as string}`)).status).toBe(200);
  });

  it('places nothing after a declined payment', async () => {
    const body = orderBody([{ sku: 'MUG' }], { payment: 'vsfpaypal' });
    const { id, executed } = await pay(body, 'decline');
    expect(executed.status).toBe(402);
    expect((await postJson(paypal('complete'), withPayment(body, id))).status).toBe(402);
    expect(await orderCount()).toBe(0);
  });

  it('parses an order body larger than the API-wide 100 kb limit', async () => {
    const body = orderBody([{ sku: 'MUG', description: 'x'.repeat(200_000) }], { payment: 'vsfpaypal' });
    const created = await postJson(paypal('create'), body);
    expect(created.status).toBe(200);
  });
});
