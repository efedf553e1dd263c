import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from '../db/sql.js';
import { logger } from '../log/logger.js';
import { customerCart } from '../cart/test-support/start-cart-api.js';
import { call } from '../users/test-support/start-user-api.js';
import { ORDER_WITHOUT_TOKEN } from './order-service.js';
import {
  addProducts,
  orderBody,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from './test-support/start-order-api.js';

/**
 * What the Vue Storefront 1.12 frontend's order page reads of one order of `GET /api/user/order-history`, in the
 * order it reads it (core/modules/order/components/UserSingleOrder.ts and the default theme's MyOrder.vue): it finds
 * the order by `entity_id`, then reads the payment's title, the addresses, the lines without a parent, and prints
 * `street[0]` and `street[1]` of each address it has. Any field it reads unguarded throws here as it would there.
 */
type Json = unknown;

/** `value.a[0].b` as plain JavaScript reads it: a TypeError when a step meets undefined or null. */
function read(value: Json, ...path: Array<string | number>): Json {
  let at = value;
  for (const step of path) {
    if (at === undefined || at === null) throw new TypeError(`Cannot read properties of ${at} (reading '${step}')`);
    at = (at as Record<string | number, Json>)[step];
  }
  return at;
}

function vsf1OrderPage(ordersHistory: Json[], orderIdParam: string) {
  const order = ordersHistory.find(
    (candidate) => parseInt(String(read(candidate, 'entity_id'))) === parseInt(orderIdParam),
  );
  if (!order) throw new Error('no such order in the history');
  const paymentMethod = read(order, 'payment', 'additional_information', 0);
  const billingAddress = read(order, 'billing_address');
  const shippingAddress = read(order, 'extension_attributes', 'shipping_assignments', 0, 'shipping', 'address');
  const items = (read(order, 'items') as Json[]).filter((item) => !read(item, 'parent_item_id'));
  const printed = (address: Json) =>
    address
      ? [read(address, 'firstname'), read(address, 'lastname'), read(address, 'street', 0), read(address, 'street', 1)]
          .filter((part) => part !== undefined)
          .join(' ')
      : null;
  return {
    paymentMethod,
    billing: printed(billingAddress),
    shipping: printed(shippingAddress),
    shippingDescription: read(order, 'shipping_description'),
    lines: items.map((item) =>
      ['name', 'sku', 'price_incl_tax', 'qty_ordered', 'row_total_incl_tax'].map((field) => read(item, field)),
    ),
    totals: ['subtotal', 'shipping_amount', 'tax_amount', 'grand_total'].map((field) => read(order, field)),
  };
}

let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi();
  await addProducts(api, [{ id: 41, sku: 'GUIDE', name: 'Field Guide', type_id: 'downloadable', price: 12 }]);
});
afterEach(async () => {
  await api.close();
});

async function customerOrder(products: Array<Record<string, unknown>>) {
  const { token } = await customerCart(api, 'ada@example.com');
  const me = await call(api, 'me', undefined, { token });
  const body = orderBody(products, { user_id: String(me.body.result.id) });
  expect((await placeOrder(api, body, { token })).status).toBe(200);
  const history = await call(api, 'order-history?pageSize=20&currentPage=1', undefined, { token });
  return { token, history: history.body.result.items as Array<Record<string, Json>> };
}

describe("Vue Storefront 1's order page over the order history", () => {
  it('shows a shipped order with its payment, both addresses, its lines and totals', async () => {
    const { history } = await customerOrder([{ sku: 'TEE-GREEN', parentSku: 'TEE' }, { sku: 'MUG' }]);
    const page = vsf1OrderPage(history, String(history[0]!.entity_id));
    expect(page.paymentMethod).toBe('Cash on delivery');
    expect(page.billing).toBe('Ada Lovelace Main Street 1');
    expect(page.shipping).toBe('Ada Lovelace Main Street 1');
    expect(page.shippingDescription).toBe('Flat Rate - Standard');
    expect(page.lines).toHaveLength(2);
    expect(page.totals.every((amount) => typeof amount === 'number')).toBe(true);
    // Its list of orders: number, date, customer, total, status.
    expect(
      ['increment_id', 'created_at', 'customer_firstname', 'customer_lastname', 'grand_total', 'status'].map(
        (field) => typeof read(history[0], field),
      ),
    ).toEqual(['string', 'string', 'string', 'string', 'number', 'string']);
    expect(history[0]).toMatchObject({
      customer_firstname: 'Ada',
      customer_lastname: 'Lovelace',
      total_item_count: 2,
      extension_attributes: { shipping_assignments: [{ shipping: { method: 'flatrate_flatrate' } }] },
    });
    expect(read(history[0], 'items', 0, 'product_options')).toEqual({
      attributes_info: [{ label: 'Color', value: 'Green' }],
    });
  });

  it('shows an order with nothing to ship, billed to an address without a street', async () => {
    // Such an order is paid through the payment button (cash on delivery needs something to ship); what the history
    // answers depends only on the stored addresses, so the stored order is made one of downloads billed that way.
    const { token, history: placed } = await customerOrder([{ sku: 'GUIDE' }, { sku: 'MUG' }]);
    const billing = { firstname: 'Ada', lastname: 'Lovelace', city: '', postcode: '62701', country_id: 'US' };
    await api.db.run(
      sql`UPDATE orders SET shipping_address = NULL, billing_address = ${JSON.stringify(billing)}
          WHERE entity_id = ${placed[0]!.entity_id}`,
    );
    const history = (await call(api, 'order-history', undefined, { token })).body.result.items;
    const page = vsf1OrderPage(history, String(history[0]!.entity_id));
    expect(page.shipping).toBeNull();
    expect(page.billing).toBe('Ada Lovelace');
    expect(read(history[0], 'billing_address', 'street')).toEqual([]);
  });
});

describe('an order that names a customer without their token', () => {
  it('is placed as a guest order, and the log says how a VSF 1 frontend sends the token', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const { token } = await customerCart(api, 'ada@example.com');
      const me = await call(api, 'me', undefined, { token });
      const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }], { user_id: String(me.body.result.id) }));
      expect(reply.status).toBe(200);
      expect(warn).toHaveBeenCalledWith(ORDER_WITHOUT_TOKEN);
      const history = await call(api, 'order-history', undefined, { token });
      expect(history.body.result.items).toEqual([]);
      warn.mockClear();
      await placeOrder(api, orderBody([{ sku: 'MUG' }], { user_id: String(me.body.result.id) }), { token });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
