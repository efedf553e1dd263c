import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleOrder } from './test-support/sample-orders.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';

let api: OrderTestApi;
beforeAll(async () => {
  api = await startOrderApi();
});
afterAll(() => api.close());

const valid = () => orderBody([{ sku: 'MUG' }]);
type Body = SampleOrder;
const spoiled = (spoil: (body: Body) => void) => {
  const body = valid() as Body;
  spoil(body);
  return body;
};

describe('hostile order bodies', () => {
  it.each([
    ['an array', []],
    ['a string', '"order"'],
    ['null', 'null'],
    ['products that are not a list', spoiled((b) => (b.products = 'MUG'))],
    ['a __proto__ member', '{"__proto__": {"admin": true}, "products": [], "addressInformation": {}}'],
    ['a product option of the wrong shape', spoiled((b) => (b.products[0].product_option = 'x'))],
    ['a price beyond any sense', spoiled((b) => (b.products[0].price = 1e308))],
    ['a quantity beyond the cart’s maximum', spoiled((b) => (b.products[0].qty = 100_000))],
    ['an order id with spaces', spoiled((b) => (b.order_id = 'my order id 1'))],
    ['an impossible booking date', spoiled((b) => (b.products[0].book_from = '2026-13-45T00:00:00Z'))],
    ['an object as user_id', spoiled((b) => (b.user_id = { id: 1 }))],
    ['an address list', spoiled((b) => (b.addressInformation.billingAddress = []))],
    ['a street of objects', spoiled((b) => (b.addressInformation.billingAddress.street = [{}]))],
    ['an unknown shipping method', spoiled((b) => (b.addressInformation.shipping_method_code = 'teleport'))],
    ['a 300-line order', spoiled((b) => (b.products = Array.from({ length: 300 }, () => b.products[0])))],
  ])('answers %s with a 4xx envelope and writes nothing', async (_what, body) => {
    const reply = await placeOrder(api, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.code).toBe(reply.status);
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
  });

  it('answers a period that ends before it starts with 400 naming it, whatever the product', async () => {
    for (const sku of ['SPOT-A1', 'MUG']) {
      const body = orderBody([{ sku, book_from: '2026-06-02T12:00:00Z', book_to: '2026-06-02T10:00:00Z' }]);
      expect((await placeOrder(api, body)).body).toEqual({
        code: 400,
        result: [{ path: 'products.0.book_to', message: 'must not be before book_from' }],
      });
    }
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
  });

  it('answers a non-JSON content type without placing anything', async () => {
    const reply = await fetch(`${api.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'products=MUG',
    });
    expect(reply.status).toBe(400);
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
  });
});
