import { BOOKING_END_BEFORE_START } from '@storefront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { productsError } from '../orders/order-messages.js';
import {
  addProducts,
  orderBody,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from '../orders/test-support/start-order-api.js';
import { periodNotForProduct } from './cart-service.js';
import { bundleOptionsMissing, customOptionsMissing } from './catalogue-line.js';
import { sqlValue } from './test-support/sql-value.js';
import { addItem, cartCall, guestCart } from './test-support/start-cart-api.js';

// A bike kit of a frame (required, 70.99) and a lock (required, 15.00), a bell that may be left out, and a sign
// whose text is a required custom option.
const PRODUCTS = [
  { id: 201, sku: 'FRAME', name: 'Frame', type_id: 'simple', price: 70.99, tax_class_id: 0 },
  { id: 202, sku: 'LOCK', name: 'Lock', type_id: 'simple', price: 15, tax_class_id: 0 },
  { id: 203, sku: 'BELL', name: 'Bell', type_id: 'simple', price: 4, tax_class_id: 0 },
  {
    id: 204,
    sku: 'BIKE-KIT',
    name: 'Bike kit',
    type_id: 'bundle',
    price: 0,
    tax_class_id: 0,
    bundle_options: [
      { option_id: 1, title: 'Frame', required: true, product_links: [{ id: '11', sku: 'FRAME', qty: 1 }] },
      { option_id: 2, title: 'Lock', required: '1', product_links: [{ id: '21', sku: 'LOCK', qty: 1 }] },
      { option_id: 3, title: 'Bell', required: false, product_links: [{ id: '31', sku: 'BELL', qty: 1 }] },
    ],
  },
  {
    id: 205,
    sku: 'SIGN',
    name: 'Sign',
    type_id: 'simple',
    price: 10,
    tax_class_id: 0,
    custom_options: [
      { option_id: 5, title: 'Text', type: 'field', is_require: true, price: 1, price_type: 'fixed' },
      { option_id: 6, title: 'Frame colour', type: 'field', is_require: false, price: 0, price_type: 'fixed' },
    ],
  },
];

const choose = (...picks: Array<[number, number]>) => ({
  extension_attributes: {
    bundle_options: picks.map(([option, selection]) => ({
      option_id: option,
      option_qty: 1,
      option_selections: [selection],
    })),
  },
});
const text = (...values: Array<[number, string]>) => ({
  extension_attributes: {
    custom_options: values.map(([option, value]) => ({ option_id: option, option_value: value })),
  },
});

let api: OrderTestApi;
beforeAll(async () => {
  api = await startOrderApi();
  await addProducts(api, PRODUCTS);
});
afterAll(() => api.close());

const cartLines = (cartId: string) => cartCall(api, 'pull', { cartId }).then((answer) => answer.body.result);
const orders = () => sqlValue(api.db, sql`SELECT count(*) AS n FROM orders WHERE state = 'placed'`);

describe('required options', () => {
  it('refuses a bundle without one of its required options in the cart, and prices a whole one', async () => {
    const cartId = await guestCart(api);
    for (const [option, missing] of [
      [choose([2, 21]), ['Frame']],
      [choose([3, 31]), ['Frame', 'Lock']],
      [undefined, ['Frame', 'Lock']],
      // A selection the option does not have is no selection.
      [choose([1, 21], [2, 21]), ['Frame']],
    ] as const) {
      const answer = await addItem(api, { cartId }, { sku: 'BIKE-KIT', qty: 1, product_option: option });
      expect(answer.body, JSON.stringify(option)).toEqual({ code: 400, result: bundleOptionsMissing(missing) });
    }
    expect(await cartLines(cartId)).toEqual([]);
    const whole = await addItem(api, { cartId }, { sku: 'BIKE-KIT', qty: 1, product_option: choose([1, 11], [2, 21]) });
    expect(whole.body.result.price).toBe(85.99);
  });

  it('refuses a bundle without a required option in the order, as a configurable without its options', async () => {
    const partial = await placeOrder(api, orderBody([{ sku: 'BIKE-KIT', product_option: choose([2, 21]) }]));
    expect(partial.body).toEqual({ code: 500, result: productsError('BIKE-KIT', bundleOptionsMissing(['Frame'])) });
    const configurable = await placeOrder(api, orderBody([{ sku: 'TEE' }]));
    expect(configurable.status).toBe(500);
    expect(await orders()).toBe(0);
    const whole = await placeOrder(api, orderBody([{ sku: 'BIKE-KIT', product_option: choose([1, 11], [2, 21]) }]));
    expect(whole.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items WHERE sku = 'BIKE-KIT'`)).toBe(85.99);
  });

  it('refuses a product without its required custom option, in the cart and in the order', async () => {
    const cartId = await guestCart(api);
    for (const option of [undefined, text([6, 'red']), text([5, ''])]) {
      const answer = await addItem(api, { cartId }, { sku: 'SIGN', qty: 1, product_option: option });
      expect(answer.body, JSON.stringify(option)).toEqual({ code: 400, result: customOptionsMissing(['Text']) });
    }
    expect(await cartLines(cartId)).toEqual([]);
    expect(
      (await addItem(api, { cartId }, { sku: 'SIGN', qty: 1, product_option: text([5, 'Hi']) })).body.result.price,
    ).toBe(11);
    const before = await orders();
    const refused = await placeOrder(api, orderBody([{ sku: 'SIGN' }]));
    expect(refused.body).toEqual({ code: 500, result: productsError('SIGN', customOptionsMissing(['Text'])) });
    expect(await orders()).toBe(before);
    expect((await placeOrder(api, orderBody([{ sku: 'SIGN', product_option: text([5, 'Hi']) }]))).status).toBe(200);
  });
});

describe('booking periods', () => {
  const period = { book_from: '2026-06-02T10:00:00Z', book_to: '2026-06-02T12:00:00Z' };

  it('refuses a period or a monthly mode on a product that is not a parking spot', async () => {
    const cartId = await guestCart(api);
    for (const booking of [period, { ...period, is_monthly: false }, { is_monthly: true }]) {
      const answer = await addItem(api, { cartId }, { sku: 'MUG', qty: 1, ...booking });
      expect(answer.body, JSON.stringify(booking)).toEqual({ code: 400, result: periodNotForProduct('MUG') });
    }
    expect(await cartLines(cartId)).toEqual([]);
    const mug = (await addItem(api, { cartId }, { sku: 'MUG', qty: 1, is_monthly: false })).body.result;
    const raised = await addItem(api, { cartId }, { sku: 'MUG', qty: 2, item_id: mug.item_id, ...period });
    expect(raised.body).toEqual({ code: 400, result: periodNotForProduct('MUG') });
    expect((await cartLines(cartId))[0]).toMatchObject({ qty: 1, book_from: null });
    const before = await orders();
    const ordered = await placeOrder(api, orderBody([{ sku: 'MUG', ...period }]));
    expect(ordered.body).toEqual({ code: 400, result: periodNotForProduct('MUG') });
    expect(await orders()).toBe(before);
  });

  it('refuses a period that ends before it starts, whatever the product', async () => {
    const cartId = await guestCart(api);
    const upsideDown = { book_from: '2026-06-02T12:00:00Z', book_to: '2026-06-02T10:00:00Z' };
    for (const sku of ['MUG', 'SPOT-A1'])
      expect((await addItem(api, { cartId }, { sku, qty: 1, ...upsideDown })).body).toEqual({
        code: 400,
        result: BOOKING_END_BEFORE_START,
      });
    expect(await cartLines(cartId)).toEqual([]);
  });
});
