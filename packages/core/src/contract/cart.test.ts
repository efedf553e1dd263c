import { describe, expect, it } from 'vitest';
import { cartItemSchema, type CartItemBody } from './cart.js';

describe('cartItemSchema', () => {
  it('reads the body VSF1 sends for a configured product, with ids as text', () => {
    const body: CartItemBody = {
      sku: 'TEE',
      qty: '2',
      item_id: '17',
      quoteId: 'a'.repeat(32),
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 52 }] } },
    };
    expect(cartItemSchema.parse(body)).toMatchObject({ sku: 'TEE', qty: 2, item_id: 17 });
  });

  it('keeps a booking period only with a time zone, and drops option parts it does not know', () => {
    const booking = { sku: 'LOT-1', book_from: '2026-06-02T09:00:00Z', book_to: '2026-06-02T10:00:00+02:00' };
    expect(cartItemSchema.safeParse(booking).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...booking, book_to: '2026-06-02T10:00:00' }).success).toBe(false);
    const parsed = cartItemSchema.parse({ sku: 'MUG', product_option: { extension_attributes: { x: [1] } } });
    expect(parsed.product_option).toEqual({ extension_attributes: {} });
  });
});

describe('cartItemSchema and VSF1', () => {
  it('reads the keyed custom options and the null product_option VSF1 sends', () => {
    const item = cartItemSchema.parse({
      sku: 'MUG',
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: {
            '291': { option_id: 291, option_value: '2911' },
            '292': { option_id: 292, option_value: null },
          },
          configurable_item_options: [],
          bundle_options: [],
        },
      },
    });
    expect(item.product_option?.extension_attributes.custom_options).toEqual([
      { option_id: 291, option_value: '2911' },
    ]);
    expect(cartItemSchema.parse({ sku: 'MUG', product_option: null }).product_option).toBeUndefined();
  });
});
