import { describe, expect, it } from 'vitest';
import { MemoryOutputCacheStore } from './memory-output-cache-store.js';
import type { OutputCacheEntry } from './output-cache-store.js';

const entry = (body: string): OutputCacheEntry => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  nonce: '',
  catalogStamp: '',
  tags: [],
});

describe('MemoryOutputCacheStore', () => {
  it('keeps an entry until its time is up', async () => {
    let now = 0;
    const store = new MemoryOutputCacheStore({ maxEntries: 10, maxBytes: 10_000, now: () => now });
    await store.set('a', entry('A'), ['P1'], 10);
    expect((await store.get('a'))?.body.toString()).toBe('A');
    now = 10_000;
    expect(await store.get('a')).toBeUndefined();
    expect(store.size.entries).toBe(0);
  });

  it('drops the entries of an invalidated tag and only those', async () => {
    const store = new MemoryOutputCacheStore({ maxEntries: 10, maxBytes: 10_000 });
    await store.set('a', entry('A'), ['P1', 'C2'], 60);
    await store.set('b', entry('B'), ['P3'], 60);
    await store.invalidateTags(['C2']);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBeDefined();
    await store.invalidateAll();
    expect(await store.get('b')).toBeUndefined();
  });

  it('stays within its entry and byte bounds, dropping the least recently read first', async () => {
    const store = new MemoryOutputCacheStore({ maxEntries: 2, maxBytes: 10_000 });
    await store.set('a', entry('A'), [], 60);
    await store.set('b', entry('B'), [], 60);
    await store.get('a');
    await store.set('c', entry('C'), [], 60);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    const small = new MemoryOutputCacheStore({ maxEntries: 100, maxBytes: 200 });
    for (const key of ['x', 'y', 'z']) await small.set(key, entry('.'.repeat(60)), ['T'], 60);
    expect(small.size.bytes).toBeLessThanOrEqual(200);
    expect(small.size.entries).toBe(2);
    await small.set('huge', entry('.'.repeat(500)), [], 60);
    expect(await small.get('huge')).toBeUndefined();
  });
});
