import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { productsError } from '../orders/order-messages.js';
import {
  ADDRESS,
  addProducts,
  orderBody,
  orderCount,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from '../orders/test-support/start-order-api.js';
import { customOptionsMissing } from './catalogue-line.js';
import { sqlValue } from './test-support/sql-value.js';
import { addItem, cartCall, customerCart, guestCart } from './test-support/start-cart-api.js';

/**
 * The bodies the Vue Storefront 1.12 frontend builds (core/modules/catalog's product store keeps the chosen custom and
 * bundle options as objects keyed by option id, and core/modules/cart sends them as they are; core/pages/Checkout.js
 * builds the order), read by every path that reads a cart line or an order line.
 */

// A mug with a required colour (a drop-down, +2 for blue) and an optional engraving (a text field, +3).
const MUG = {
  id: 301,
  sku: 'MUG-CUSTOM',
  name: 'Custom mug',
  type_id: 'simple',
  price: 10,
  tax_class_id: 0,
  custom_options: [
    {
      option_id: 291,
      title: 'Colour',
      type: 'drop_down',
      is_require: true,
      values: [
        { option_type_id: 2911, title: 'Blue', price: 2, price_type: 'fixed' },
        { option_type_id: 2912, title: 'Red', price: 0, price_type: 'fixed' },
      ],
    },
    { option_id: 292, title: 'Engraving', type: 'field', is_require: false, price: 3, price_type: 'fixed' },
  ],
};
const BOX = {
  id: 302,
  sku: 'GIFT-BOX',
  name: 'Gift box',
  type_id: 'bundle',
  price: 0,
  tax_class_id: 0,
  bundle_options: [
    { option_id: 7, title: 'Wrap', required: true, product_links: [{ id: '71', sku: 'WRAP', qty: 1 }] },
    { option_id: 8, title: 'Card', required: false, product_links: [{ id: '81', sku: 'CARD', qty: 1 }] },
  ],
};
const PARTS = [
  { id: 303, sku: 'WRAP', name: 'Wrap', type_id: 'simple', price: 4, tax_class_id: 0 },
  { id: 304, sku: 'CARD', name: 'Card', type_id: 'simple', price: 1, tax_class_id: 0 },
];

/** VSF1's `current_custom_options`: every option of the product, keyed by id, null where the shopper chose none. */
const vsf1Custom = (colour: string | null, engraving: string | null) => ({
  extension_attributes: {
    custom_options: {
      '291': { option_id: 291, option_value: colour },
      '292': { option_id: 292, option_value: engraving },
    },
    configurable_item_options: [],
    bundle_options: [],
  },
});

/** VSF1's `current_bundle_options`: keyed by option id; a selection it could not read is `[NaN]`, which is `[null]`. */
const vsf1Bundle = (card: boolean) => ({
  extension_attributes: {
    custom_options: [],
    configurable_item_options: [],
    bundle_options: {
      '7': { option_id: 7, option_qty: 1, option_selections: [71] },
      '8': { option_id: 8, option_qty: 1, option_selections: card ? [81] : [null] },
    },
  },
});

let api: OrderTestApi;
beforeAll(async () => {
  api = await startOrderApi();
  await addProducts(api, [MUG, BOX, ...PARTS]);
});
afterAll(() => api.close());

describe("the Vue Storefront 1 frontend's cart bodies", () => {
  it('adds a line whose custom options come keyed by id, an empty one as not chosen, and prices it', async () => {
    const cartId = await guestCart(api);
    const added = await addItem(
      api,
      { cartId },
      { sku: 'MUG-CUSTOM', qty: 1, product_option: vsf1Custom('2911', null) },
    );
    expect(added.status).toBe(200);
    expect(added.body.result.price).toBe(12);
    // The line comes back in the list shape, without the option left empty.
    expect(added.body.result.product_option.extension_attributes.custom_options).toEqual([
      { option_id: 291, option_value: '2911' },
    ]);
    const engraved = await addItem(
      api,
      { cartId },
      { sku: 'MUG-CUSTOM', qty: 1, product_option: vsf1Custom('2912', 'Ada') },
    );
    expect(engraved.body.result.price).toBe(13);
    const totals = await cartCall(api, 'totals', { cartId });
    expect(totals.body.result.subtotal).toBe(25);
    // VSF1 updates a quantity with the line's id and its options as it keeps them.
    const more = await addItem(
      api,
      { cartId },
      { sku: 'MUG-CUSTOM', qty: 2, item_id: added.body.result.item_id, product_option: vsf1Custom('2911', null) },
    );
    expect(more.status).toBe(200);
    expect((await cartCall(api, 'totals', { cartId })).body.result.subtotal).toBe(37);
  });

  it('refuses a line whose required option is null or empty with the required-option message', async () => {
    const cartId = await guestCart(api);
    for (const colour of [null, '']) {
      const refused = await addItem(
        api,
        { cartId },
        { sku: 'MUG-CUSTOM', qty: 1, product_option: vsf1Custom(colour, 'Ada') },
      );
      expect(refused.body).toEqual({ code: 400, result: customOptionsMissing(['Colour']) });
    }
    // A whole option left out of the keyed object (null instead of the option) is not chosen either.
    const nothing = { extension_attributes: { custom_options: { '291': null } } };
    expect((await addItem(api, { cartId }, { sku: 'MUG-CUSTOM', qty: 1, product_option: nothing })).body).toEqual({
      code: 400,
      result: customOptionsMissing(['Colour']),
    });
    expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([]);
  });

  it('reads keyed bundle options, a selection of null as none, and a product_option of null as no options', async () => {
    const cartId = await guestCart(api);
    const boxed = await addItem(api, { cartId }, { sku: 'GIFT-BOX', qty: 1, product_option: vsf1Bundle(false) });
    expect(boxed.status).toBe(200);
    expect(boxed.body.result.price).toBe(4);
    expect(
      (await addItem(api, { cartId }, { sku: 'GIFT-BOX', qty: 1, product_option: vsf1Bundle(true) })).body.result.price,
    ).toBe(5);
    expect((await addItem(api, { cartId }, { sku: 'WRAP', qty: 1, product_option: null })).status).toBe(200);
  });

  it('merges a guest cart of keyed lines into the customer cart at login', async () => {
    const guestId = await guestCart(api);
    await addItem(api, { cartId: guestId }, { sku: 'MUG-CUSTOM', qty: 1, product_option: vsf1Custom('2911', 'Bo') });
    const customer = await customerCart(api, 'merge-vsf1@example.com');
    const merged = await cartCall(api, 'merge', customer, { guestCartId: guestId });
    expect(merged.status).toBe(200);
    const lines = (await cartCall(api, 'pull', customer)).body.result as Array<Record<string, unknown>>;
    expect(lines.map((line) => [line.sku, line.price])).toEqual([['MUG-CUSTOM', 15]]);
    // The same line sent again in VSF1's shape is the same line: its quantity grows.
    await addItem(api, customer, { sku: 'MUG-CUSTOM', qty: 1, product_option: vsf1Custom('2911', 'Bo') });
    const after = (await cartCall(api, 'pull', customer)).body.result as Array<Record<string, unknown>>;
    expect(after.map((line) => [line.sku, line.qty])).toEqual([['MUG-CUSTOM', 2]]);
  });
});

describe("the Vue Storefront 1 frontend's order body", () => {
  /** What core/pages/Checkout.js `prepareOrder` builds: street as [street, apartment], missing parts as '' or null. */
  const vsf1Order = (products: Array<Record<string, unknown>>) => {
    const body = orderBody(products);
    const address = {
      ...ADDRESS,
      street: ['Main Street 1', ''],
      region: '',
      region_id: 0,
      region_code: '',
      company: null,
      vat_id: null,
      telephone: null,
    };
    return {
      ...body,
      addressInformation: {
        ...body.addressInformation,
        shippingAddress: address,
        billingAddress: { ...address, street: ['Main Street 1', null] },
        shippingExtraFields: null,
      },
    };
  };

  it('places an order whose lines carry keyed options and whose addresses carry empty apartment numbers', async () => {
    const before = await orderCount(api);
    const placed = await placeOrder(
      api,
      vsf1Order([
        { sku: 'MUG-CUSTOM', qty: '2', product_option: vsf1Custom('2911', null) },
        { sku: 'GIFT-BOX', product_option: vsf1Bundle(true) },
      ]),
    );
    expect(placed.body).toMatchObject({ code: 200 });
    expect(await orderCount(api)).toBe(before + 1);
    expect(await sqlValue(api.db, sql`SELECT qty FROM order_items WHERE sku = 'MUG-CUSTOM'`)).toBe(2);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items WHERE sku = 'MUG-CUSTOM'`)).toBe(12);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items WHERE sku = 'GIFT-BOX'`)).toBe(5);
  });

  it('refuses an order line whose required option is null, with the required-option message, and places nothing', async () => {
    const before = await orderCount(api);
    const refused = await placeOrder(api, vsf1Order([{ sku: 'MUG-CUSTOM', product_option: vsf1Custom(null, 'Ada') }]));
    expect(refused.body).toEqual({ code: 500, result: productsError('MUG-CUSTOM', customOptionsMissing(['Colour'])) });
    expect(await orderCount(api)).toBe(before);
  });
});
