import { describe, expect, it } from 'vitest';
import { addToWishlist, isInWishlist, removeFromWishlist, wishlistAddedNotice } from './wishlist.js';

const TEE = { id: 1, sku: 'WS12', name: 'Radiant Tee', type_id: 'simple', price: 22, description: '<p>Long…</p>' };
const HOODIE = { id: 2, sku: 'MH01', name: 'Chaz Kangeroo Hoodie', type_id: 'configurable', price: 52 };

describe('wishlist', () => {
  it('adds a product with qty 1, keeping only list fields', () => {
    const items = addToWishlist([], TEE);
    expect(items).toEqual([{ id: 1, sku: 'WS12', name: 'Radiant Tee', type_id: 'simple', price: 22, qty: 1 }]);
  });

  it('adds only if the sku is absent, and returns the same list then', () => {
    const once = addToWishlist([], TEE);
    const twice = addToWishlist(once, { ...TEE, name: 'Other name' });
    expect(twice).toBe(once);
    expect(addToWishlist(once, HOODIE).map((item) => item.sku)).toEqual(['WS12', 'MH01']);
  });

  it('removes by sku', () => {
    const items = addToWishlist(addToWishlist([], TEE), HOODIE);
    expect(removeFromWishlist(items, 'WS12').map((item) => item.sku)).toEqual(['MH01']);
    expect(removeFromWishlist(items, 'nope')).toBe(items);
    expect(isInWishlist(items, 'MH01')).toBe(true);
  });

  it('says an add with the product name as text, with OK, translated when a translator is given', () => {
    expect(wishlistAddedNotice({ ...TEE, name: 'Push It Messenger Bag &amp; Co' })).toEqual({
      type: 'success',
      message: 'Product Push It Messenger Bag & Co has been added to wishlist!',
      action1: { label: 'OK' },
    });
    const translate = (key: string, params?: Record<string, string | number>) =>
      key === 'OK' ? 'Gut' : `[${key}] ${String(params?.productName)}`;
    expect(wishlistAddedNotice(TEE, translate)).toMatchObject({
      message: '[Product {productName} has been added to wishlist!] Radiant Tee',
      action1: { label: 'Gut' },
    });
  });
});
