import { describe, expect, it } from 'vitest';
import type { AddToCartCheckInput } from './add-to-cart-check.js';
import { addToCartCheck } from './add-to-cart-check.js';
import { simple, tank } from './test-support/fixtures.js';

const PRICE = 'Product price is unknown, product cannot be added to the cart!';
const VARIANTS = 'No available product variants';
const OUT = 'The product is out of stock and cannot be added to the cart!';
const VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';

const ok: AddToCartCheckInput = { price: 29, stockStatus: 'ok', allowZeroPrice: false, allowOutOfStock: false };
const product = simple({ sku: 'A', price: 29 });

describe('addToCartCheck', () => {
  it('lets a priced, error-free, in-stock product in', () => {
    expect(addToCartCheck(product, ok)).toEqual({ canAdd: true, problems: [] });
  });

  it('rejects a price of 0 unless zero-price products are enabled', () => {
    expect(addToCartCheck(product, { ...ok, price: 0 })).toEqual({
      canAdd: false,
      problems: [{ type: 'error', message: PRICE }],
    });
    expect(addToCartCheck(product, { ...ok, price: 0, allowZeroPrice: true }).canAdd).toBe(true);
  });

  it('rejects an unknown or negative price in any case', () => {
    for (const price of [undefined, null, Number.NaN, -1]) {
      expect(addToCartCheck(product, { ...ok, price, allowZeroPrice: true }).problems).toEqual([
        { type: 'error', message: PRICE },
      ]);
    }
  });

  it('reports every non-empty product error, after the price', () => {
    const errors = {
      custom_options: 'Please configure product custom options and fix the validation errors',
      bundle_options: '',
      variants: null,
      other: 'Something else',
    };
    expect(addToCartCheck(product, { ...ok, price: 0, errors }).problems.map((problem) => problem.message)).toEqual([
      PRICE,
      'Please configure product custom options and fix the validation errors',
      'Something else',
    ]);
  });

  it('rejects a configurable without a chosen child, once', () => {
    expect(addToCartCheck(tank(), ok).problems).toEqual([{ type: 'error', message: VARIANTS }]);
    expect(addToCartCheck(tank(), { ...ok, errors: { variants: VARIANTS } }).problems).toHaveLength(1);
    expect(addToCartCheck(tank(), { ...ok, selectedVariant: tank().configurable_children?.[0] }).canAdd).toBe(true);
  });

  it('does not look at stock while other errors stand', () => {
    expect(addToCartCheck(product, { ...ok, price: 0, stockStatus: 'out_of_stock' }).problems).toEqual([
      { type: 'error', message: PRICE },
    ]);
  });

  it('rejects an out-of-stock product, even where out-of-stock items are allowed', () => {
    for (const allowOutOfStock of [false, true]) {
      expect(addToCartCheck(product, { ...ok, stockStatus: 'out_of_stock', allowOutOfStock })).toEqual({
        canAdd: false,
        problems: [{ type: 'error', message: OUT }],
      });
    }
  });

  it('adds a volatile product, warning unless out-of-stock items are allowed in the cart', () => {
    expect(addToCartCheck(product, { ...ok, stockStatus: 'volatile' })).toEqual({
      canAdd: true,
      problems: [{ type: 'warning', message: VOLATILE }],
    });
    expect(addToCartCheck(product, { ...ok, stockStatus: 'volatile', allowOutOfStock: true })).toEqual({
      canAdd: true,
      problems: [],
    });
  });
});
