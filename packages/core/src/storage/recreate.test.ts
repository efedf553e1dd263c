import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { freshIndexedDB, readIndexedDB, scriptedIndexedDB } from './test-support/idb-fakes.js';
import { FailingStorage, MemoryStorage } from './test-support/memory-storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local store is recreated after a failure', () => {
  it('reopens IndexedDB after an error', async () => {
    const inner = freshIndexedDB();
    const indexedDB = scriptedIndexedDB(inner, { breakFirstConnection: true });
    const products = createStorageManager({ indexedDB, logger: { warn: vi.fn() } }).collection('products');

    await products.setItem('WS12', { sku: 'WS12' });
    expect(await readIndexedDB(inner, 'shop', 'products', 'WS12')).toBeUndefined();
    const opensAfterFailure = indexedDB.opens;

    await products.setItem('WS13', { sku: 'WS13' });

    expect(indexedDB.opens).toBe(opensAfterFailure + 1);
    expect(await readIndexedDB(inner, 'shop', 'products', 'WS13')).toMatchObject({ value: { sku: 'WS13' } });
    expect(await products.getItem('WS12')).toEqual({ sku: 'WS12' });
  });

  it('reopens IndexedDB after a time-out', async () => {
    const inner = freshIndexedDB();
    const indexedDB = scriptedIndexedDB(inner, { hangFirstOpen: true });
    const products = createStorageManager({
      indexedDB,
      logger: { warn: vi.fn() },
      timeouts: { write: 20 },
    }).collection('products');

    await products.setItem('WS12', { sku: 'WS12' });
    await products.setItem('WS13', { sku: 'WS13' });

    expect(indexedDB.opens).toBe(2);
    expect(await readIndexedDB(inner, 'shop', 'products', 'WS13')).toMatchObject({ value: { sku: 'WS13' } });
  });

  it('takes the browser localStorage afresh after an error', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    vi.stubGlobal('localStorage', new FailingStorage());
    const cart = createStorageManager({ indexedDB: null, logger: { warn: vi.fn() } }).collection('cart');
    await cart.setItem('current-cart', ['first']);

    const replacement = new MemoryStorage();
    vi.stubGlobal('localStorage', replacement);
    await cart.setItem('current-cart', ['second']);

    expect(replacement.json('shop/cart/current-cart')).toMatchObject({ value: ['second'] });
  });

  it('keeps one backend while it works', async () => {
    const indexedDB = scriptedIndexedDB(freshIndexedDB(), {});
    const products = createStorageManager({ indexedDB }).collection('products');
    for (const sku of ['A', 'B', 'C']) await products.setItem(sku, { sku });
    await products.getItem('A');
    expect(indexedDB.opens).toBe(1);
  });
});
