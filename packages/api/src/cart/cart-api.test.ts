import { describe, expect, it } from 'vitest';
import { addItem, cartCall, customerCart, guestCart, startCartApi } from './test-support/start-cart-api.js';
import { startedForFile } from '../test-support/started-for-tests.js';

const api = startedForFile(() => startCartApi());

describe('guest cart: create, update, pull, totals, delete', () => {
  it('creates a 32-hex guest cart, adds at the catalogue price and raises the same line', async () => {
    const cartId = await guestCart(api());
    expect(cartId).toMatch(/^[0-9a-f]{32}$/);
    const added = await addItem(api(), { cartId }, { sku: 'MUG', qty: 2, quoteId: cartId });
    expect(added.status).toBe(200);
    expect(added.body.result).toEqual({
      item_id: expect.any(Number),
      sku: 'MUG',
      qty: 2,
      name: 'Mug',
      price: 10,
      product_type: 'simple',
      quote_id: cartId,
      book_from: null,
      book_to: null,
      is_monthly: false,
    });
    const again = await addItem(api(), { cartId }, { sku: 'MUG', qty: 1, price: 10 });
    expect(again.body.result).toMatchObject({ item_id: added.body.result.item_id, qty: 3 });
    const pulled = await cartCall(api(), 'pull', { cartId });
    expect(pulled.headers.get('cache-control')).toBe('no-cache, no-store');
    expect(pulled.body).toEqual({ code: 200, result: [again.body.result] });
  });

  it('answers the Magento totals with the booking tax, options as a JSON string and the segments', async () => {
    const cartId = await guestCart(api());
    await addItem(
      api(),
      { cartId },
      {
        sku: 'TEE',
        qty: 3,
        product_option: {
          extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 53 }] },
        },
      },
    );
    const totals = await cartCall(api(), 'totals', { cartId });
    expect(totals.status).toBe(200);
    const result = totals.body.result;
    for (const field of [
      'grand_total',
      'base_grand_total',
      'subtotal',
      'base_subtotal',
      'discount_amount',
      'base_discount_amount',
      'subtotal_with_discount',
      'base_subtotal_with_discount',
      'shipping_amount',
      'base_shipping_amount',
      'shipping_discount_amount',
      'base_shipping_discount_amount',
      'tax_amount',
      'base_tax_amount',
      'weee_tax_applied_amount',
      'shipping_tax_amount',
      'base_shipping_tax_amount',
      'subtotal_incl_tax',
      'base_subtotal_incl_tax',
      'shipping_incl_tax',
      'base_shipping_incl_tax',
      'base_currency_code',
      'quote_currency_code',
      'items_qty',
      'items',
      'total_segments',
    ])
      expect(result).toHaveProperty(field);
    expect(result.items[0]).toMatchObject({
      qty: 3,
      name: 'Tee',
      price: 22,
      price_incl_tax: 24.26,
      row_total_incl_tax: 72.78,
      book_from: null,
      is_monthly: false,
    });
    expect(JSON.parse(result.items[0].options)).toEqual([{ label: 'Color', value: 'Red' }]);
    expect(result.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(result.grand_total).toBe(72.78);
    expect(totals.headers.get('cache-control')).toBe('no-cache, no-store');
    const pulled = await cartCall(api(), 'pull', { cartId });
    expect(pulled.body.result[0]).toMatchObject({ sku: 'TEE-RED', product_type: 'configurable' });
    // The same choice spelt another way (ids as text, the child's own sku) is the same line.
    const again = await addItem(
      api(),
      { cartId },
      {
        sku: 'TEE-RED',
        qty: 1,
        product_option: {
          extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: '53' }] },
        },
      },
    );
    expect(again.body.result).toMatchObject({ item_id: pulled.body.result[0].item_id, qty: 4 });
  });

  it('prices custom options and bundle selections from the catalogue, never from the caller', async () => {
    const cartId = await guestCart(api());
    const mug = await addItem(
      api(),
      { cartId },
      {
        sku: 'MUG',
        qty: 1,
        price: 17.5,
        product_option: {
          extension_attributes: {
            custom_options: [
              { option_id: 1, option_value: 'Ada' },
              { option_id: 2, option_value: '7' },
            ],
          },
        },
      },
    );
    expect(mug.body.result.price).toBe(17.5);
    const kit = await addItem(
      api(),
      { cartId },
      {
        sku: 'KIT',
        qty: 1,
        product_option: {
          extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [11] }] },
        },
      },
    );
    expect(kit.body.result.price).toBe(6);
    const forged = await addItem(api(), { cartId }, { sku: 'MUG', qty: 1, price: 1 });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ code: 400, result: 'The price of MUG has changed. Please review your cart.' });
    expect((await cartCall(api(), 'pull', { cartId })).body.result).toHaveLength(2);
  });

  it('changes a line by item_id and deletes it; a foreign item_id is 404', async () => {
    const cartId = await guestCart(api());
    const other = await guestCart(api());
    const line = (await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 })).body.result;
    const changed = await addItem(api(), { cartId }, { sku: 'MUG', qty: 5, item_id: line.item_id });
    expect(changed.body.result).toMatchObject({ item_id: line.item_id, qty: 5 });
    const foreign = await addItem(api(), { cartId: other }, { sku: 'MUG', qty: 2, item_id: line.item_id });
    expect(foreign.status).toBe(404);
    const foreignDelete = await cartCall(api(), 'delete', { cartId: other }, { cartItem: { item_id: line.item_id } });
    expect(foreignDelete.status).toBe(404);
    const deleted = await cartCall(api(), 'delete', { cartId }, { cartItem: { sku: 'MUG', item_id: line.item_id } });
    expect(deleted.body).toEqual({ code: 200, result: true });
    expect((await cartCall(api(), 'pull', { cartId })).body.result).toEqual([]);
  });

  it('refuses what cannot be a line with a clear 4xx and writes nothing', async () => {
    const cartId = await guestCart(api());
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{}, 400, 'No cartItem element provided within the request body'],
      [{ cartItem: { sku: 'NOPE', qty: 1 } }, 404, 'Product that you are trying to add does not exist.'],
      [{ cartItem: { sku: 'MUG', qty: 0 } }, 400, /qty/],
      [{ cartItem: { sku: 'MUG', qty: -1 } }, 400, /qty/],
      [{ cartItem: { sku: 'MUG', qty: 1.5 } }, 400, /qty/],
      [{ cartItem: { sku: 'MUG', qty: 'abc' } }, 400, /qty/],
      [{ cartItem: { sku: 'MUG', qty: 1e9 } }, 400, 'The most you may purchase is 10000.'],
      [{ cartItem: { sku: 42, qty: 1 } }, 400, /sku/],
      [{ cartItem: { sku: 'MUG', qty: 1, book_from: 'tomorrow', book_to: 'later' } }, 400, /book_from/],
      [{ cartItem: { sku: 'SET', qty: 1 } }, 400, /grouped/],
      [{ cartItem: { sku: 'FREEBIE', qty: 1 } }, 400, 'Product price is unknown, product cannot be added to the cart!'],
      [{ cartItem: { sku: 'TEE', qty: 1 } }, 400, 'You need to choose options for your item.'],
      [
        {
          cartItem: {
            sku: 'TEE',
            qty: 1,
            product_option: {
              extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 99 }] },
            },
          },
        },
        400,
        'No such configuration for the product. Please do choose another combination of attributes.',
      ],
      [{ cartItem: { sku: 'GONE', qty: 1 } }, 400, 'The product is out of stock and cannot be added to the cart!'],
      [{ cartItem: 'MUG' }, 400, /cartItem/],
      [
        { cartItem: { sku: 'BROKEN-KIT', qty: 1 } },
        400,
        'Product price is unknown, product cannot be added to the cart!',
      ],
      [{ cartItem: { sku: 'BROKEN-TEE', qty: 1 } }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const answer = await cartCall(api(), 'update', { cartId }, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code).toBe(status);
      expect(answer.body.result).toMatch(message);
    }
    expect((await cartCall(api(), 'pull', { cartId })).body.result).toEqual([]);
  });
});

describe('customer cart', () => {
  it('is a number, the same on every device, and answers only its owner', async () => {
    const ann = await customerCart(api(), 'ann@example.com');
    expect(typeof ann.cartId).toBe('number');
    const again = await cartCall(api(), 'create', { token: ann.token }, undefined, 'POST');
    expect(again.body.result).toBe(ann.cartId);
    await addItem(api(), ann, { sku: 'MUG', qty: 1 });
    expect((await cartCall(api(), 'pull', ann)).body.result).toHaveLength(1);

    const bob = await customerCart(api(), 'bob@example.com');
    const stolen = await cartCall(api(), 'pull', { token: bob.token, cartId: ann.cartId });
    expect(stolen.status).toBe(401);
    expect(stolen.body).toEqual({ code: 401, result: 'not authorized' });
    expect((await addItem(api(), { token: bob.token, cartId: ann.cartId }, { sku: 'MUG', qty: 1 })).status).toBe(401);
    // Without a token a numeric id is a guest id: unknown.
    const anonymous = await cartCall(api(), 'pull', { cartId: ann.cartId });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.result).toBe(`No such entity with cartId = ${ann.cartId}`);
    const forged = await cartCall(api(), 'pull', { token: 'forged', cartId: ann.cartId });
    expect(forged.body).toEqual({ code: 401, result: 'not authorized' });
    expect((await cartCall(api(), 'create', { token: 'forged' }, undefined, 'POST')).status).toBe(401);
    expect((await cartCall(api(), 'pull', ann)).body.result).toHaveLength(1);
  });

  it('charges a logged-in shopper their group’s tier price, and a guest the regular price', async () => {
    const guest = await guestCart(api());
    expect((await addItem(api(), { cartId: guest }, { sku: 'TIERED', qty: 1 })).body.result.price).toBe(40);
    const fay = await customerCart(api(), 'fay@example.com');
    expect((await addItem(api(), fay, { sku: 'TIERED', qty: 1 })).body.result.price).toBe(34);
    const forged = await addItem(api(), fay, { sku: 'TIERED', qty: 1, price: 40 });
    expect(forged.body.result).toBe('The price of TIERED has changed. Please review your cart.');
  });

  it('keeps guest carts apart: a guessed id is 404, a guest id works with any token', async () => {
    const cartId = await guestCart(api());
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
    const guessed = await cartCall(api(), 'pull', { cartId: '0'.repeat(32) });
    expect(guessed).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await cartCall(api(), 'pull', { cartId: '12345' })).status).toBe(404);
    const ann = await customerCart(api(), 'cara@example.com');
    expect((await cartCall(api(), 'pull', { token: ann.token, cartId })).body.result).toHaveLength(1);
    expect((await cartCall(api(), 'pull', { token: ann.token, cartId: '999999' })).status).toBe(404);
  });
});
