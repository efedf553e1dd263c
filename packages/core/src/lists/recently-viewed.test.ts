import { describe, expect, it } from 'vitest';
import type { ListProduct } from './list-product.js';
import { RECENTLY_VIEWED_MAX, recordRecentlyViewed } from './recently-viewed.js';

const product = (n: number) => ({ sku: `SKU-${n}`, name: `Product ${n}`, id: n });

describe('recordRecentlyViewed', () => {
  it('puts the latest first and holds each sku once', () => {
    let items: readonly ListProduct[] = [];
    for (const n of [1, 2, 3, 2]) items = recordRecentlyViewed(items, product(n));
    expect(items.map((item) => item.sku)).toEqual(['SKU-2', 'SKU-3', 'SKU-1']);
  });

  it('returns the same list when the product is already the latest', () => {
    const items = recordRecentlyViewed([], product(1));
    expect(recordRecentlyViewed(items, product(1))).toBe(items);
  });

  it('caps the list at 20 by default, dropping the oldest', () => {
    let items: readonly ListProduct[] = [];
    for (let n = 1; n <= 25; n += 1) items = recordRecentlyViewed(items, product(n));
    expect(RECENTLY_VIEWED_MAX).toBe(20);
    expect(items).toHaveLength(20);
    expect(items[0]?.sku).toBe('SKU-25');
    expect(items[19]?.sku).toBe('SKU-6');
    expect(recordRecentlyViewed(items, product(99), 3).map((item) => item.sku)).toEqual(['SKU-99', 'SKU-25', 'SKU-24']);
  });
});
