import { describe, expect, it } from 'vitest';
import { variant } from './test-support/fixtures.js';
import { isChildInStock, isEnabledStatus, isVariantAvailable, readStockItem } from './variant-availability.js';

describe('isEnabledStatus', () => {
  it('treats status below 2 and a missing or unreadable status as enabled', () => {
    expect([0, 1, '1', undefined, null, 'x'].map(isEnabledStatus)).toEqual([true, true, true, true, true, true]);
    expect([2, '2', 3].map(isEnabledStatus)).toEqual([false, false, false]);
  });
});

describe('readStockItem', () => {
  it('reads the stock object, or the first entry of a stock list', () => {
    expect(readStockItem({ stock: { is_in_stock: true } })).toEqual({ is_in_stock: true });
    expect(readStockItem({ stock: [{ is_in_stock: false }] })).toEqual({ is_in_stock: false });
    expect(readStockItem({})).toBeUndefined();
  });
});

describe('isChildInStock', () => {
  it('reads is_in_stock, counting a child without stock data as in stock', () => {
    expect(isChildInStock(variant(1, 'A', '49', '167'))).toBe(true);
    expect(isChildInStock(variant(1, 'A', '49', '167', { inStock: false }))).toBe(false);
    expect(isChildInStock({ ...variant(1, 'A', '49', '167'), stock: undefined })).toBe(true);
    expect(isChildInStock({ ...variant(1, 'A', '49', '167'), stock: { is_in_stock: '0' } })).toBe(false);
  });

  it('prefers the stock cache to the document', () => {
    const inDocument = variant(1, 'A', '49', '167');
    expect(isChildInStock(inDocument, { A: false })).toBe(false);
    expect(isChildInStock(variant(1, 'A', '49', '167', { inStock: false }), { A: true })).toBe(true);
    expect(isChildInStock(inDocument, { B: false })).toBe(true);
  });
});

describe('isVariantAvailable', () => {
  const outOfStock = variant(1, 'A', '49', '167', { inStock: false });
  const disabled = variant(2, 'B', '49', '167', { status: 2 });

  it('never offers a disabled child', () => {
    expect(isVariantAvailable(disabled, { listOutOfStockProducts: true })).toBe(false);
  });

  it('offers an out-of-stock child only while out-of-stock products are listed', () => {
    expect(isVariantAvailable(outOfStock, { listOutOfStockProducts: true })).toBe(true);
    expect(isVariantAvailable(outOfStock, { listOutOfStockProducts: false })).toBe(false);
  });

  it('hides out-of-stock children with filterUnavailableVariants even when they are listed (#4922)', () => {
    expect(isVariantAvailable(outOfStock, { listOutOfStockProducts: true, filterUnavailableVariants: true })).toBe(
      false,
    );
  });
});
