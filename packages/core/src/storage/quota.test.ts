import { describe, expect, it, vi } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { QuotaStorage } from './test-support/memory-storage.js';

const DAY_MS = 86_400_000;

function setup(capacity: number) {
  let now = Date.UTC(2025, 0, 1);
  const localStorage = new QuotaStorage(capacity);
  const logger = { warn: vi.fn() };
  const storage = createStorageManager({ localStorage, indexedDB: null, logger, now: () => now });
  return { storage, localStorage, logger, advance: (ms: number) => (now += ms) };
}

describe('localStorage quota (VSF #2729)', () => {
  it('keeps a write that does not fit in memory and counts it as a write error', async () => {
    const { storage, localStorage, logger } = setup(100);
    const cart = storage.collection('cart');

    await cart.setItem('current-cart', [{ sku: 'WS12', name: 'x'.repeat(200) }]);

    expect(localStorage.data.size).toBe(0);
    expect(await cart.getItem('current-cart')).toEqual([{ sku: 'WS12', name: 'x'.repeat(200) }]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('write error 1 of 30'), {
      error: expect.objectContaining({ name: 'QuotaExceededError' }),
    });
    expect(cart.isMemoryOnly()).toBe(false);
  });

  it('drops the oldest re-fetchable entries to make room for the cart', async () => {
    const { storage, localStorage, logger, advance } = setup(400);
    const categories = storage.collection('categories');
    await categories.setItem('oldest', 'a'.repeat(60));
    advance(1);
    await categories.setItem('older', 'b'.repeat(60));
    advance(1);
    await categories.setItem('newest', 'c'.repeat(60));

    await storage.collection('cart').setItem('current-cart', 'd'.repeat(100));

    expect(localStorage.data.has('shop/cart/current-cart')).toBe(true);
    expect(localStorage.data.has('shop/categories/oldest')).toBe(false);
    expect(localStorage.data.has('shop/categories/newest')).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/localStorage was full, dropped \d cached entr/));
    expect(logger.warn).not.toHaveBeenCalledWith(expect.stringContaining('failed'), expect.anything());
  });

  it('drops expired entries first, whatever their collection', async () => {
    const { storage, localStorage, advance } = setup(400);
    await storage.collection('checkout').setItem('shipping', 'e'.repeat(100), { ttlSeconds: 60 });
    advance(1);
    await storage.collection('categories').setItem('fresh', 'f'.repeat(60), { ttlSeconds: null });
    advance(DAY_MS);

    await storage.collection('cart').setItem('current-cart', 'g'.repeat(100));

    expect(localStorage.data.has('shop/cart/current-cart')).toBe(true);
    expect(localStorage.data.has('shop/checkout/shipping')).toBe(false);
    expect(localStorage.data.has('shop/categories/fresh')).toBe(true);
  });

  it("never drops the shopper's data to make room", async () => {
    const { storage, localStorage } = setup(400);
    await storage.collection('cart').setItem('current-cart', 'h'.repeat(100));
    await storage.collection('syncTasks').setItem('task-1', 'i'.repeat(100));
    expect(localStorage.data.size).toBe(2);

    await storage.collection('attributes').setItem('color', 'j'.repeat(100));

    expect(localStorage.data.has('shop/cart/current-cart')).toBe(true);
    expect(localStorage.data.has('shop/syncTasks/task-1')).toBe(true);
    expect(await storage.collection('attributes').getItem('color')).toBe('j'.repeat(100));
  });
});
