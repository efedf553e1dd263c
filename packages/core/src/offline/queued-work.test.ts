import { describe, expect, it } from 'vitest';
import { hasQueuedWork } from './queued-work.js';

function storageOf(entries: Record<string, unknown>) {
  const map = new Map(Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const entry = (value: unknown) => ({ value, writtenAt: 1, ttlSeconds: null });

describe('hasQueuedWork', () => {
  it('is false for a browser with nothing queued', () => {
    expect(hasQueuedWork(storageOf({}))).toBe(false);
    expect(
      hasQueuedWork(
        storageOf({
          'shop/cart/current-cart': entry([]),
          'shop/orders/session-order-hashes': entry(['abc']),
          'shop/orders/1-a': entry({ order_id: '1-a', transmited: true }),
          'shop/orders/2-b': entry({ order_id: '2-b', transmited: false, cancelled: true }),
        }),
      ),
    ).toBe(false);
  });

  it('is true for a stored sync task', () => {
    expect(hasQueuedWork(storageOf({ 'shop/syncTasks/sync-tasks/1-1-x': entry({ task_id: 'x' }) }))).toBe(true);
  });

  it('is true for an order not sent yet', () => {
    expect(hasQueuedWork(storageOf({ 'shop/orders/3-c': entry({ order_id: '3-c', transmited: false }) }))).toBe(true);
  });

  it('ignores entries that are not the storage manager’s', () => {
    expect(hasQueuedWork(storageOf({ 'shop/orders/4-d': { transmited: false } }))).toBe(false);
  });

  it('says maybe when storage cannot be read', () => {
    const broken = {
      ...storageOf({}),
      key: () => {
        throw new Error('denied');
      },
      length: 1,
    };
    expect(hasQueuedWork(broken)).toBe(true);
  });
});
