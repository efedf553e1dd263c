import { describe, expect, it } from 'vitest';
import { bundlePrice, recomputeBundlePrice } from './bundle-price.js';
import { bundleMembers, simple, sprite } from './test-support/fixtures.js';

const now = new Date('2024-06-15T12:00:00Z');

describe('bundlePrice', () => {
  it('starts at 0 and sums the default selections times their qty', () => {
    // ball-55 23 × 1 + roller (special 15) × 2 + strap 14 × 1
    expect(bundlePrice(sprite(), undefined, { productsBySku: bundleMembers, now })).toEqual({
      price: 67,
      priceInclTax: 67,
      unresolved: [],
    });
  });

  it('prices only the chosen selections', () => {
    const selections = { '1': { qty: 2, selectionId: '12' }, '4': { qty: '3', selectionId: 41 } };
    // ball-65 27 × 2 + bottle 7 × 3
    expect(bundlePrice(sprite(), selections, { productsBySku: bundleMembers, now }).price).toBe(75);
  });

  it('adds nothing for a zero, negative or unreadable qty, or an unknown selection', () => {
    const selections = {
      '1': { qty: 0, selectionId: '11' },
      '2': { qty: -1, selectionId: '21' },
      '3': { qty: 'x', selectionId: '31' },
      '4': { qty: 1, selectionId: 'nope' },
    };
    expect(bundlePrice(sprite(), selections, { productsBySku: bundleMembers, now }).price).toBe(0);
  });

  it('uses products attached to the links first, with their gross', () => {
    const product = sprite();
    const [first] = product.bundle_options as Array<{ product_links: Array<Record<string, unknown>> }>;
    const link = first?.product_links[0];
    if (link) link.product = simple({ sku: 'ball-55', price: 20, price_incl_tax: 24.6 });
    const result = bundlePrice(product, { '1': { qty: 1, selectionId: '11' } }, { now });
    expect(result).toEqual({ price: 20, priceInclTax: 24.6, unresolved: [] });
  });

  it('reports the selections it could not price', () => {
    const result = bundlePrice(sprite(), undefined, { productsBySku: { strap: bundleMembers.strap! }, now });
    expect(result).toEqual({ price: 14, priceInclTax: 14, unresolved: ['ball-55', 'roller'] });
  });

  it('rounds the total to 2 decimals', () => {
    const members = { ...bundleMembers, 'ball-55': simple({ sku: 'ball-55', price: 0.1 }) };
    const result = bundlePrice(sprite(), { '1': { qty: 3, selectionId: '11' } }, { productsBySku: members, now });
    expect(result.price).toBe(0.3);
  });

  it('is 0 for a product without bundle options', () => {
    expect(bundlePrice(simple({ sku: 'A', price: 5 }), undefined, { now }).price).toBe(0);
  });
});

describe('recomputeBundlePrice', () => {
  const previous = { price: 67, priceInclTax: 82.41 };

  it('takes the new total when it is above 0', () => {
    expect(recomputeBundlePrice(previous, { price: 75, priceInclTax: 92.25 })).toEqual({
      price: 75,
      priceInclTax: 92.25,
    });
  });

  it('keeps the previous price when the new total is 0', () => {
    expect(recomputeBundlePrice(previous, { price: 0, priceInclTax: 0 })).toBe(previous);
  });
});
