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

  it('ignores other databases and collections', () => {
    expect(hasQueuedWork(storageOf({ 'other/orders/4-d': entry({ transmited: false }) }))).toBe(false);
    expect(hasQueuedWork(storageOf({ 'shop/checkout/x': entry({ transmited: false }) }))).toBe(false);
  });

  it('may say yes for an order refused for good (the procedure then finds nothing to send)', () => {
    const refused = entry({ order_id: '2-b', transmited: false, cancelled: true });
    expect(hasQueuedWork(storageOf({ 'shop/orders/2-b': refused }))).toBe(true);
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
