import { describe, expect, it } from 'vitest';
import { effectivePrice } from './effective-price.js';
import { simple } from './test-support/fixtures.js';

const now = new Date('2024-06-15T12:00:00Z');

describe('effectivePrice', () => {
  it('is the regular price without a special price', () => {
    expect(effectivePrice(simple({ sku: 'A', price: 45 }), now)).toEqual({
      price: 45,
      originalPrice: 45,
      specialPrice: 0,
      onSale: false,
    });
  });

  it('applies a lower special price inside its window', () => {
    const product = simple({
      sku: 'A',
      price: 45,
      special_price: 36,
      special_from_date: '2024-06-01 00:00:00',
      special_to_date: '2024-06-15 00:00:00',
    });
    expect(effectivePrice(product, now)).toEqual({ price: 36, originalPrice: 45, specialPrice: 36, onSale: true });
  });

  it('allows open ends', () => {
    expect(effectivePrice(simple({ sku: 'A', price: 45, special_price: 36 }), now).price).toBe(36);
    expect(
      effectivePrice(simple({ sku: 'A', price: 45, special_price: 36, special_to_date: '2024-07-01' }), now).price,
    ).toBe(36);
    expect(
      effectivePrice(simple({ sku: 'A', price: 45, special_price: 36, special_from_date: '2024-01-01' }), now).price,
    ).toBe(36);
  });

  it('ignores a special price outside its window or not below the price', () => {
    const cases = [
      { special_price: 36, special_from_date: '2024-06-16' },
      { special_price: 36, special_to_date: '2024-06-14 00:00:00' },
      { special_price: 45 },
      { special_price: 50 },
      { special_price: 0 },
    ];
    for (const fields of cases) {
      expect(effectivePrice(simple({ sku: 'A', price: 45, ...fields }), now)).toEqual({
        price: 45,
        originalPrice: 45,
        specialPrice: 0,
        onSale: false,
      });
    }
  });

  it('follows the injected clock', () => {
    const product = simple({ sku: 'A', price: 45, special_price: 36, special_to_date: '2024-06-15' });
    expect(effectivePrice(product, new Date('2024-06-15T23:59:59Z')).price).toBe(36);
    expect(effectivePrice(product, new Date('2024-06-16T00:00:00Z')).price).toBe(45);
  });

  it('reads string prices and rounds to 2 decimals', () => {
    expect(effectivePrice(simple({ sku: 'A', price: '19.999' as never }), now).price).toBe(20);
  });
});
