import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { freshIndexedDB, readIndexedDB } from './test-support/idb-fakes.js';
import { MemoryStorage } from './test-support/memory-storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createStorageManager: where data lands', () => {
  it('keeps products in IndexedDB and the cart in localStorage, under VSF-style names', async () => {
    const indexedDB = freshIndexedDB();
    const localStorage = new MemoryStorage();
    const storage = createStorageManager({ indexedDB, localStorage });

    await storage.collection('products').setItem('WS12', { sku: 'WS12', name: 'Radiant Tee' });
    await storage.collection('cart').setItem('current-cart', [{ sku: 'WS12', qty: 1 }]);

    expect(await readIndexedDB(indexedDB, 'shop', 'products', 'WS12')).toMatchObject({
      value: { sku: 'WS12', name: 'Radiant Tee' },
    });
    expect(localStorage.json('shop/cart/current-cart')).toMatchObject({ value: [{ sku: 'WS12', qty: 1 }] });
    expect([...localStorage.data.keys()]).toEqual(['shop/cart/current-cart']);
    expect(await readIndexedDB(indexedDB, 'shop', 'cart', 'current-cart')).toBeUndefined();
    expect(storage.collection('products').driver).toBe('INDEXEDDB');
    expect(storage.collection('cart').driver).toBe('LOCALSTORAGE');
  });

  it('reads back what it wrote, as a copy', async () => {
    const storage = createStorageManager({ indexedDB: freshIndexedDB(), localStorage: new MemoryStorage() });
    const cart = { items: [{ sku: 'WS12', qty: 1 }] };
    await storage.collection('cart').setItem('current-cart', cart);
    cart.items[0]!.qty = 5;

    expect(await storage.collection('cart').getItem('current-cart')).toEqual({ items: [{ sku: 'WS12', qty: 1 }] });
    expect(await storage.collection('cart').getItem('missing')).toBeUndefined();
  });

  it('prefixes the database with the store code when store views keep separate caches', async () => {
    const indexedDB = freshIndexedDB();
    const localStorage = new MemoryStorage();
    const storage = createStorageManager({ storeCode: 'de', indexedDB, localStorage });

    await storage.collection('products').setItem('WS12', { sku: 'WS12' });
    await storage.collection('user').setItem('current-token', 'abc');

    expect(await readIndexedDB(indexedDB, 'de-shop', 'products', 'WS12')).toMatchObject({ value: { sku: 'WS12' } });
    expect(localStorage.json('de-shop/user/current-token')).toMatchObject({ value: 'abc' });
  });

  it('hands out one collection object per name', () => {
    const storage = createStorageManager({ indexedDB: null, localStorage: null });
    expect(storage.collection('cart')).toBe(storage.collection('cart'));
  });

  it('honours driver overrides', async () => {
    const indexedDB = freshIndexedDB();
    const storage = createStorageManager({
      indexedDB,
      localStorage: new MemoryStorage(),
      drivers: { cart: 'INDEXEDDB', products: 'MEMORY' },
    });
    await storage.collection('cart').setItem('current-cart', []);

    expect(await readIndexedDB(indexedDB, 'shop', 'cart', 'current-cart')).toMatchObject({ value: [] });
    expect(storage.collection('products').driver).toBe('MEMORY');
  });
});

describe('createStorageManager without browser storage', () => {
  it('works in memory on the server, silently', async () => {
    expect(globalThis).not.toHaveProperty('window');
    const logger = { warn: vi.fn() };
    const storage = createStorageManager({ logger });

    await storage.collection('products').setItem('WS12', { sku: 'WS12' });
    await storage.collection('cart').setItem('current-cart', [{ sku: 'WS12' }]);

    expect(await storage.collection('products').getItem('WS12')).toEqual({ sku: 'WS12' });
    expect(await storage.collection('cart').keys()).toEqual(['current-cart']);
    expect(storage.collection('cart').isMemoryOnly()).toBe(true);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('ignores a global localStorage outside a browser window (Node 22+ has one, shared by all requests)', async () => {
    const shared = new MemoryStorage();
    vi.stubGlobal('localStorage', shared);
    const storage = createStorageManager({ logger: { warn: vi.fn() } });

    await storage.collection('cart').setItem('current-cart', []);

    expect(shared.data.size).toBe(0);
  });

  it('finds the browser storage at call time, not at import time', async () => {
    const storage = createStorageManager({ indexedDB: null });
    const browserStorage = new MemoryStorage();
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    vi.stubGlobal('localStorage', browserStorage);

    await storage.collection('cart').setItem('current-cart', []);

    expect(browserStorage.data.has('shop/cart/current-cart')).toBe(true);
  });

  it('logs once and keeps working when the browser refuses storage (VSF #5491)', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
      },
    });
    const logger = { warn: vi.fn() };
    try {
      const cart = createStorageManager({ logger }).collection('cart');
      await cart.setItem('current-cart', [{ sku: 'WS12' }]);
      await cart.setItem('current-totals', { grand_total: 22 });

      expect(await cart.getItem('current-cart')).toEqual([{ sku: 'WS12' }]);
      expect(cart.isMemoryOnly()).toBe(true);
      expect(logger.warn).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
