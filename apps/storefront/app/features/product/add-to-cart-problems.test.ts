import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '@storefront/core';
import { addToCartProblems } from './add-to-cart-problems';
import { settings, tank } from './test-fixtures';

const simple: ProductDocument = { id: 1, sku: 'MB01', name: 'Bag', type_id: 'simple', stock: { is_in_stock: true } };
const input = { product: simple, child: undefined, price: 20, qty: '1', errors: {}, settings };

describe('the add-to-cart checks of the product page', () => {
  it('passes a priced product in stock', () => {
    expect(addToCartProblems(input)).toEqual({ canAdd: true, problems: [] });
  });

  it('reports the quantity and every option error, each as shown to the shopper', () => {
    const outcome = addToCartProblems({
      ...input,
      qty: '0',
      errors: {
        custom_options: 'Please configure product custom options and fix the validation errors',
        bundle_options: undefined,
      },
    });
    expect(outcome.canAdd).toBe(false);
    expect(outcome.problems.map((p) => p.message)).toEqual([
      'Quantity must be above 0.',
      'Please configure product custom options and fix the validation errors',
    ]);
  });

  it('refuses a configurable without a variant, and an out-of-stock product', () => {
    expect(addToCartProblems({ ...input, product: tank() }).problems[0]?.message).toBe('No available product variants');
    const outOfStock = { ...simple, stock: { is_in_stock: false } };
    expect(addToCartProblems({ ...input, product: outOfStock }).problems[0]?.message).toBe(
      'The product is out of stock and cannot be added to the cart!',
    );
  });

  it('does not pass on the volatile warning, which would claim the product was added', () => {
    expect(addToCartProblems({ ...input, settings: { ...settings, stockSynchronize: false } })).toEqual({
      canAdd: true,
      problems: [],
    });
  });

  it('refuses a price of 0 unless zero-price products are allowed', () => {
    expect(addToCartProblems({ ...input, price: 0 }).canAdd).toBe(true);
    expect(
      addToCartProblems({ ...input, price: 0, settings: { ...settings, allowZeroPrice: false } }).problems,
    ).toEqual([{ type: 'error', message: 'Product price is unknown, product cannot be added to the cart!' }]);
  });
});
