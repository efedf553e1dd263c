import { describe, expect, it } from 'vitest';
import { createProductFetchLock, PRODUCT_FETCH_LOCK_MS } from './product-fetch-lock.js';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createProductFetchLock', () => {
  it('locks for 20 s by default', () => {
    expect(PRODUCT_FETCH_LOCK_MS).toBe(20_000);
  });

  it('ignores a second fetch of the same key started less than 20 s after the first', () => {
    const time = clock();
    const lock = createProductFetchLock(time.now);
    expect(lock.tryAcquire('WT06')).toBe(true);
    time.advance(19_999);
    expect(lock.tryAcquire('WT06')).toBe(false);
    time.advance(1);
    expect(lock.tryAcquire('WT06')).toBe(true);
  });

  it('locks each key on its own', () => {
    const lock = createProductFetchLock(clock().now);
    expect(lock.tryAcquire('WT06')).toBe(true);
    expect(lock.tryAcquire('MT01')).toBe(true);
    expect(lock.tryAcquire('WT06')).toBe(false);
  });

  it('lets a released key be fetched again at once', () => {
    const lock = createProductFetchLock(clock().now);
    lock.tryAcquire('WT06');
    lock.release('WT06');
    expect(lock.tryAcquire('WT06')).toBe(true);
  });

  it('honours a custom window and a clock that steps back', () => {
    const time = clock();
    const lock = createProductFetchLock(time.now, 100);
    lock.tryAcquire('A');
    time.advance(100);
    expect(lock.tryAcquire('A')).toBe(true);
    time.advance(-50);
    expect(lock.tryAcquire('A')).toBe(true);
  });
});
