import { describe, expect, it } from 'vitest';
import { createStorageManager } from '../storage/storage-manager.js';
import { MemoryStorage } from '../storage/test-support/memory-storage.js';
import { WISHLIST_STORAGE } from './list-storage.js';
import { createPersistedList } from './persisted-list.js';
import type { WishlistItem } from './wishlist.js';
import { addToWishlist, removeFromWishlist } from './wishlist.js';

/** Counts reads too, so the tests can tell whether storage was asked. */
class CountingStorage extends MemoryStorage {
  reads = 0;
  override getItem(key: string): string | null {
    this.reads += 1;
    return super.getItem(key);
  }
}

function setup() {
  const localStorage = new CountingStorage();
  const storage = createStorageManager({ indexedDB: null, localStorage });
  const collection = storage.collection(WISHLIST_STORAGE.collection);
  return { localStorage, collection };
}

const storedKey = `shop/${WISHLIST_STORAGE.collection}/${WISHLIST_STORAGE.key}`;

describe('createPersistedList', () => {
  it('loads once; a second load returns the same array without reading storage', async () => {
    const { localStorage, collection } = setup();
    localStorage.data.set(
      storedKey,
      JSON.stringify({ value: [{ sku: 'WS12', qty: 1 }], writtenAt: 0, ttlSeconds: null }),
    );
    const list = createPersistedList<WishlistItem>(collection, WISHLIST_STORAGE.key);

    const first = await list.load();
    expect(first).toEqual([{ sku: 'WS12', qty: 1 }]);
    const readsAfterFirst = localStorage.reads;
    expect(readsAfterFirst).toBeGreaterThan(0);

    expect(await list.load()).toBe(first);
    expect(localStorage.reads).toBe(readsAfterFirst);
  });

  it('reads storage again when forced', async () => {
    const { localStorage, collection } = setup();
    const list = createPersistedList<WishlistItem>(collection, WISHLIST_STORAGE.key);
    expect(await list.load()).toEqual([]);
    // Another tab wrote in the meantime.
    localStorage.data.set(
      storedKey,
      JSON.stringify({ value: [{ sku: 'MH01', qty: 1 }], writtenAt: 0, ttlSeconds: null }),
    );
    expect(await list.load()).toEqual([]);
    const reads = localStorage.reads;
    expect(await list.load(true)).toEqual([{ sku: 'MH01', qty: 1 }]);
    expect(localStorage.reads).toBeGreaterThan(reads);
  });

  it('shares one read between concurrent first loads', async () => {
    const { localStorage, collection } = setup();
    const list = createPersistedList(collection, WISHLIST_STORAGE.key);
    const [a, b] = await Promise.all([list.load(), list.load()]);
    expect(a).toBe(b);
    expect(localStorage.reads).toBe(1);
  });

  it('saves after each add or remove, and a fresh page load finds the list', async () => {
    const { localStorage, collection } = setup();
    const list = createPersistedList<WishlistItem>(collection, WISHLIST_STORAGE.key);
    await list.update((items) => addToWishlist(items, { sku: 'WS12', name: 'Radiant Tee', price: 22 }));
    await list.update((items) => addToWishlist(items, { sku: 'MH01', name: 'Hoodie' }));
    await list.update((items) => removeFromWishlist(items, 'WS12'));

    const stored = JSON.parse(localStorage.data.get(storedKey) ?? 'null') as { value: unknown };
    expect(stored.value).toEqual([{ sku: 'MH01', name: 'Hoodie', qty: 1 }]);

    const nextPage = createPersistedList<WishlistItem>(
      createStorageManager({ indexedDB: null, localStorage }).collection(WISHLIST_STORAGE.collection),
      WISHLIST_STORAGE.key,
    );
    expect(await nextPage.load()).toEqual([{ sku: 'MH01', name: 'Hoodie', qty: 1 }]);
  });

  it('does not write when a transition changes nothing', async () => {
    const { localStorage, collection } = setup();
    const list = createPersistedList<WishlistItem>(collection, WISHLIST_STORAGE.key);
    await list.update((items) => removeFromWishlist(items, 'absent'));
    expect(localStorage.data.has(storedKey)).toBe(false);
  });

  it('drops stored entries that are not list items', async () => {
    const { localStorage, collection } = setup();
    localStorage.data.set(
      storedKey,
      JSON.stringify({ value: [{ sku: 'OK' }, null, 'junk', { name: 'no sku' }], writtenAt: 0, ttlSeconds: null }),
    );
    expect(await createPersistedList(collection, WISHLIST_STORAGE.key).load()).toEqual([{ sku: 'OK' }]);

    const other = setup();
    other.localStorage.data.set(
      storedKey,
      JSON.stringify({ value: { not: 'a list' }, writtenAt: 0, ttlSeconds: null }),
    );
    expect(await createPersistedList(other.collection, WISHLIST_STORAGE.key).load()).toEqual([]);
  });

  it('keeps a save made while the first load is under way', async () => {
    const { localStorage, collection } = setup();
    localStorage.data.set(storedKey, JSON.stringify({ value: [{ sku: 'OLD' }], writtenAt: 0, ttlSeconds: null }));
    const list = createPersistedList(collection, WISHLIST_STORAGE.key);
    const loading = list.load();
    await list.save([{ sku: 'NEW' }]);
    await loading;
    expect(await list.load()).toEqual([{ sku: 'NEW' }]);
  });
});
