import { describe, expect, it } from 'vitest';
import type { StorageDriver } from './types.js';
import { createStorageManager } from './storage-manager.js';
import { freshIndexedDB, readIndexedDB } from './test-support/idb-fakes.js';
import { MemoryStorage } from './test-support/memory-storage.js';

function setup() {
  const indexedDB = freshIndexedDB();
  const localStorage = new MemoryStorage();
  return { storage: createStorageManager({ indexedDB, localStorage }), indexedDB, localStorage };
}

describe.each<[string, StorageDriver]>([
  ['products', 'INDEXEDDB'],
  ['wishlist', 'LOCALSTORAGE'],
])('%s collection (%s)', (name) => {
  it('lists its own keys only', async () => {
    const { storage } = setup();
    await storage.collection(name).setItem('a', 1);
    await storage.collection(name).setItem('b', 2);
    await storage.collection('compare').setItem('c', 3);

    expect((await storage.collection(name).keys()).sort()).toEqual(['a', 'b']);
  });

  it('iterates values with their key and a 1-based iteration number', async () => {
    const { storage } = setup();
    const collection = storage.collection(name);
    await collection.setItem('a', { n: 1 });
    await collection.setItem('b', { n: 2 });

    const seen: Array<[unknown, string, number]> = [];
    const result = await collection.iterate((value, key, iterationNumber) => {
      seen.push([value, key, iterationNumber]);
    });

    expect(result).toBeUndefined();
    expect(seen.sort((x, y) => x[1].localeCompare(y[1]))).toEqual([
      [{ n: 1 }, 'a', expect.any(Number)],
      [{ n: 2 }, 'b', expect.any(Number)],
    ]);
    expect(seen.map(([, , n]) => n).sort()).toEqual([1, 2]);
  });

  it('stops iterating when the callback returns a value', async () => {
    const { storage } = setup();
    const collection = storage.collection(name);
    for (const key of ['a', 'b', 'c']) await collection.setItem(key, key.toUpperCase());

    let calls = 0;
    const found = await collection.iterate<string, string>((value) => {
      calls += 1;
      return value === 'B' ? value : undefined;
    });

    expect(found).toBe('B');
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('removes one item, and clears only itself', async () => {
    const { storage } = setup();
    const collection = storage.collection(name);
    await collection.setItem('a', 1);
    await collection.setItem('b', 2);
    await storage.collection('compare').setItem('c', 3);

    await collection.removeItem('a');
    expect(await collection.getItem('a')).toBeUndefined();
    expect(await collection.keys()).toEqual(['b']);

    await collection.clear();
    expect(await collection.keys()).toEqual([]);
    expect(await collection.getItem('b')).toBeUndefined();
    expect(await storage.collection('compare').getItem('c')).toBe(3);
  });
});

describe('persistence is shared with other tabs', () => {
  it('sees what another manager (another tab) wrote and removed', async () => {
    const { storage, indexedDB, localStorage } = setup();
    const otherTab = createStorageManager({ indexedDB, localStorage });
    const cart = storage.collection('cart');
    await cart.setItem('current-cart', [{ sku: 'A' }]);
    expect(await cart.getItem('current-cart')).toEqual([{ sku: 'A' }]);

    await otherTab.collection('cart').setItem('current-cart', [{ sku: 'B' }]);
    await otherTab.collection('products').setItem('B', { sku: 'B' });
    expect(await cart.getItem('current-cart')).toEqual([{ sku: 'B' }]);
    expect(await storage.collection('products').keys()).toEqual(['B']);

    await otherTab.collection('cart').clear();
    expect(await cart.getItem('current-cart')).toBeUndefined();
    expect(await readIndexedDB(indexedDB, 'shop', 'products', 'B')).toBeDefined();
  });

  it('treats entries it did not write as absent', async () => {
    const { storage, localStorage } = setup();
    localStorage.setItem('shop/cart/legacy', '{not json');
    localStorage.setItem('shop/cart/foreign', JSON.stringify({ some: 'thing' }));

    expect(await storage.collection('cart').getItem('legacy')).toBeUndefined();
    expect(await storage.collection('cart').getItem('foreign')).toBeUndefined();
    expect(await storage.collection('cart').keys()).toEqual([]);
  });
});
