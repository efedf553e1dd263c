import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { hangingIndexedDB } from './test-support/idb-fakes.js';
import { FailingStorage, MemoryStorage } from './test-support/memory-storage.js';

// The IndexedDB backend's code loads on first use (lazy-backend.ts); loaded here once, so these tests time the
// storage operations themselves under fake timers, not a module load.
beforeAll(async () => {
  await import('./indexeddb-backend.js');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Resolves `promise` under fake timers, reporting whether it had settled after `ms`. */
async function settledAfter<T>(promise: Promise<T>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('read time-out', () => {
  it('gives up on a hanging IndexedDB after 800 ms and answers from memory', async () => {
    const indexedDB = hangingIndexedDB();
    const logger = { warn: vi.fn() };
    const products = createStorageManager({ indexedDB, logger }).collection('products');

    const read = products.getItem('WS12');
    expect(await settledAfter(read, 799)).toBe(false);
    expect(await settledAfter(read, 1)).toBe(true);
    expect(await read).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('getItem(WS12) failed'), {
      error: expect.objectContaining({ name: 'StorageTimeoutError' }),
    });
  });

  it('switches the collection to memory after one failed read', async () => {
    const indexedDB = hangingIndexedDB();
    const logger = { warn: vi.fn() };
    const products = createStorageManager({ indexedDB, logger }).collection('products');

    const read = products.getItem('WS12');
    await vi.advanceTimersByTimeAsync(800);
    await read;

    expect(products.isMemoryOnly()).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('memory only'), expect.anything());
    await products.setItem('WS12', { sku: 'WS12' });
    expect(await products.getItem('WS12')).toEqual({ sku: 'WS12' });
    expect(await products.keys()).toEqual(['WS12']);
    expect(indexedDB.opens).toBe(1);
  });

  it('still serves what was written before persistence stopped answering', async () => {
    const localStorage = new FailingStorage(0);
    const cart = createStorageManager({ localStorage, logger: { warn: vi.fn() } }).collection('cart');
    await cart.setItem('current-cart', [{ sku: 'WS12', qty: 2 }]);

    localStorage.failReads = true;
    expect(await cart.getItem('current-cart')).toEqual([{ sku: 'WS12', qty: 2 }]);
    expect(cart.isMemoryOnly()).toBe(true);
  });

  it('gives iterate 2000 ms', async () => {
    const products = createStorageManager({ indexedDB: hangingIndexedDB(), logger: { warn: vi.fn() } }).collection(
      'products',
    );

    const keys = products.keys();
    expect(await settledAfter(keys, 1_999)).toBe(false);
    expect(await settledAfter(keys, 1)).toBe(true);
    expect(await keys).toEqual([]);
    expect(products.isMemoryOnly()).toBe(true);
  });

  it('takes configured time-outs', async () => {
    const products = createStorageManager({
      indexedDB: hangingIndexedDB(),
      logger: { warn: vi.fn() },
      timeouts: { read: 50 },
    }).collection('products');

    expect(await settledAfter(products.getItem('WS12'), 50)).toBe(true);
  });
});

describe('write time-out', () => {
  it('keeps the value in memory and resolves after 800 ms', async () => {
    const products = createStorageManager({ indexedDB: hangingIndexedDB(), logger: { warn: vi.fn() } }).collection(
      'products',
    );

    const write = products.setItem('WS12', { sku: 'WS12' });
    expect(await settledAfter(write, 799)).toBe(false);
    expect(await settledAfter(write, 1)).toBe(true);
    expect(products.isMemoryOnly()).toBe(false);
    // The unconfirmed write is answered from memory, without another wait on storage.
    expect(await products.getItem('WS12')).toEqual({ sku: 'WS12' });
  });

  it('clears its timer as soon as storage answers', async () => {
    const localStorage = new MemoryStorage();
    const cart = createStorageManager({ localStorage }).collection('cart');
    await cart.setItem('current-cart', []);
    expect(vi.getTimerCount()).toBe(0);
  });
});
