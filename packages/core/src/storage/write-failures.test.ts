import { describe, expect, it, vi } from 'vitest';
import { createStorageManager } from './storage-manager.js';
import { FailingStorage } from './test-support/memory-storage.js';

describe('write failures', () => {
  it('keeps trying storage for 29 failed writes and falls back to memory on the 30th', async () => {
    const localStorage = new FailingStorage();
    const logger = { warn: vi.fn() };
    const cart = createStorageManager({ localStorage, logger }).collection('cart');

    for (let n = 1; n <= 29; n += 1) await cart.setItem(`item-${n}`, n);
    expect(localStorage.setCalls).toBe(29);
    expect(cart.isMemoryOnly()).toBe(false);

    await cart.setItem('item-30', 30);
    expect(localStorage.setCalls).toBe(30);
    expect(cart.isMemoryOnly()).toBe(true);
    expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining('memory only'), { read: 0, write: 30 });

    await cart.setItem('item-31', 31);
    expect(localStorage.setCalls).toBe(30);
  });

  it('loses nothing written while storage failed', async () => {
    const localStorage = new FailingStorage();
    const cart = createStorageManager({ localStorage, logger: { warn: vi.fn() } }).collection('cart');

    for (let n = 1; n <= 35; n += 1) await cart.setItem(`item-${n}`, { n });

    for (let n = 1; n <= 35; n += 1) expect(await cart.getItem(`item-${n}`)).toEqual({ n });
    expect(await cart.keys()).toHaveLength(35);
    let sum = 0;
    await cart.iterate<{ n: number }>((value) => {
      sum += value.n;
    });
    expect(sum).toBe((35 * 36) / 2);
  });

  it('keeps a removal that storage refused, so the old value does not come back', async () => {
    const localStorage = new FailingStorage(0);
    const cart = createStorageManager({ localStorage, logger: { warn: vi.fn() } }).collection('cart');
    await cart.setItem('current-cart', [{ sku: 'WS12' }]);
    localStorage.removeItem = () => {
      throw new Error('storage write failed');
    };

    await cart.removeItem('current-cart');

    expect(await cart.getItem('current-cart')).toBeUndefined();
    expect(await cart.keys()).toEqual([]);
    expect(localStorage.data.has('shop/cart/current-cart')).toBe(true);
  });

  it('does not resurrect entries after a clear that storage refused (logout must stick)', async () => {
    const localStorage = new FailingStorage(0);
    const user = createStorageManager({ localStorage, logger: { warn: vi.fn() } }).collection('user');
    await user.setItem('current-user', { email: 'a@b.c' });
    localStorage.removeItem = () => {
      throw new Error('storage write failed');
    };

    await user.clear();
    await user.setItem('current-token', 'guest');

    expect(await user.getItem('current-user')).toBeUndefined();
    expect(await user.keys()).toEqual(['current-token']);
  });

  it('does not let a late read overwrite a newer write that storage refused', async () => {
    const localStorage = new FailingStorage(0);
    const cart = createStorageManager({ localStorage, logger: { warn: vi.fn() } }).collection('cart');
    await cart.setItem('current-cart', ['old']);
    localStorage.failures = 1;

    const read = cart.getItem('current-cart');
    const write = cart.setItem('current-cart', ['new']);
    await Promise.all([read, write]);

    expect(await cart.getItem('current-cart')).toEqual(['new']);
  });
});
