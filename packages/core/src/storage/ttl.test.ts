import { describe, expect, it } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { freshIndexedDB, readIndexedDB } from './test-support/idb-fakes.js';
import { MemoryStorage } from './test-support/memory-storage.js';

const DAY_MS = 86_400_000;

function setup(options: { ttlSeconds?: number } = {}) {
  let now = Date.UTC(2025, 0, 1);
  const indexedDB = freshIndexedDB();
  const localStorage = new MemoryStorage();
  const storage = createStorageManager({ indexedDB, localStorage, now: () => now, ...options });
  return { storage, indexedDB, localStorage, advance: (ms: number) => (now += ms) };
}

describe('time to live', () => {
  it('expires cache entries after 86 400 s by default and removes them', async () => {
    const { storage, localStorage, advance } = setup();
    const attributes = storage.collection('attributes');
    await attributes.setItem('color', { id: 93 });

    advance(DAY_MS - 1);
    expect(await attributes.getItem('color')).toEqual({ id: 93 });
    expect(localStorage.json('shop/attributes/color')).toMatchObject({ ttlSeconds: 86_400 });

    advance(1);
    expect(await attributes.getItem('color')).toBeUndefined();
    expect(localStorage.data.has('shop/attributes/color')).toBe(false);
  });

  it('expires products in IndexedDB the same way', async () => {
    const { storage, indexedDB, advance } = setup();
    const products = storage.collection('products');
    await products.setItem('WS12', { sku: 'WS12' });

    advance(DAY_MS);
    expect(await products.getItem('WS12')).toBeUndefined();
    expect(await readIndexedDB(indexedDB, 'shop', 'products', 'WS12')).toBeUndefined();
  });

  it('never expires shopper data unless told to', async () => {
    const { storage, advance } = setup();
    const cart = storage.collection('cart');
    await cart.setItem('current-cart', [{ sku: 'WS12' }]);
    await cart.setItem('current-cart-token', 'abc', { ttlSeconds: 60 });

    advance(30 * DAY_MS);
    expect(await cart.getItem('current-cart')).toEqual([{ sku: 'WS12' }]);
    expect(await cart.getItem('current-cart-token')).toBeUndefined();
  });

  it('takes the TTL from setItem, then from the manager', async () => {
    const { storage, advance } = setup({ ttlSeconds: 10 });
    const categories = storage.collection('categories');
    await categories.setItem('short', 1);
    await categories.setItem('forever', 2, { ttlSeconds: null });

    advance(10_000);
    expect(await categories.getItem('short')).toBeUndefined();
    expect(await categories.getItem('forever')).toBe(2);
  });

  it('expires entries kept in memory only', async () => {
    let now = 0;
    const stock = createStorageManager({ indexedDB: null, localStorage: null, now: () => now }).collection('stock');
    await stock.setItem('WS12', { qty: 3 });

    now = DAY_MS;
    expect(await stock.getItem('WS12')).toBeUndefined();
    expect(await stock.keys()).toEqual([]);
  });

  it('leaves expired entries out of keys() and iterate()', async () => {
    const { storage, localStorage, advance } = setup();
    const attributes = storage.collection('attributes');
    await attributes.setItem('old', 1);
    advance(DAY_MS / 2);
    await attributes.setItem('new', 2);
    advance(DAY_MS / 2);

    expect(await attributes.keys()).toEqual(['new']);
    const seen: string[] = [];
    await attributes.iterate((_value, key) => {
      seen.push(key);
    });
    expect(seen).toEqual(['new']);
    expect(localStorage.data.has('shop/attributes/old')).toBe(false);
  });
});
