import { describe, expect, it } from 'vitest';
import { displayPrice, isKnownPrice } from './display-price.js';
import { simple } from './test-support/fixtures.js';

const priced = simple({
  sku: 'A',
  price: 36,
  price_incl_tax: 44.28,
  special_price: 36,
  original_price: 45,
  original_price_incl_tax: 55.35,
});

describe('displayPrice', () => {
  it('shows the gross special price with the original struck through', () => {
    expect(displayPrice(priced)).toEqual({ price: 44.28, originalPrice: 55.35, onSale: true });
  });

  it('shows net prices on request', () => {
    expect(displayPrice(priced, { includeTax: false })).toEqual({ price: 36, originalPrice: 45, onSale: true });
  });

  it('multiplies by the quantity (AMP page)', () => {
    expect(displayPrice(priced, { qty: 3 })).toEqual({ price: 132.84, originalPrice: 166.05, onSale: true });
  });

  it('has no struck price without an active special price', () => {
    const regular = { ...priced, price: 45, price_incl_tax: 55.35, special_price: 0 };
    expect(displayPrice(regular)).toEqual({ price: 55.35, originalPrice: undefined, onSale: false });
  });

  it('reads the camelCase twins, and falls back to price for an unpriced document', () => {
    expect(displayPrice(simple({ sku: 'B', price: 10, priceInclTax: 12.3 }))).toMatchObject({ price: 12.3 });
    expect(displayPrice(simple({ sku: 'C', price: 10 }))).toEqual({
      price: 10,
      originalPrice: undefined,
      onSale: false,
    });
    expect(displayPrice(simple({ sku: 'D' }))).toEqual({ price: 0, originalPrice: undefined, onSale: false });
  });
});

describe('isKnownPrice', () => {
  it('treats 0, negative, NaN and missing prices as unknown', () => {
    expect([12.5, 0.01].map(isKnownPrice)).toEqual([true, true]);
    expect([0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined].filter(isKnownPrice)).toEqual([]);
  });
});
