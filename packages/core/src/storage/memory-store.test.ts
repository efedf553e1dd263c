import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.js';

const entry = (value: unknown) => ({ value, writtenAt: 0, ttlSeconds: null });

describe('MemoryStore', () => {
  it('caps copies of persisted entries, dropping the least recently used', () => {
    const memory = new MemoryStore(2);
    memory.remember('a', entry(1));
    memory.remember('b', entry(2));
    memory.get('a');
    memory.remember('c', entry(3));

    expect(memory.all().map(([key]) => key)).toEqual(['a', 'c']);
  });

  it('never drops a write that storage has not confirmed', () => {
    const memory = new MemoryStore(1);
    memory.stage('a', entry(1));
    memory.stage('b', entry(2));
    memory.remember('c', entry(3));
    memory.remember('d', entry(4));

    expect(memory.all().map(([key]) => key)).toEqual(['a', 'b', 'd']);
  });

  it('confirms only the latest write to a key', () => {
    const memory = new MemoryStore(10);
    const first = memory.stage('a', entry(1));
    memory.stage('a', entry(2));
    memory.settle('a', first);

    expect(memory.get('a')).toMatchObject({ entry: entry(2), persisted: false });
  });

  it('tells whether a key changed since a mark', () => {
    const memory = new MemoryStore(10);
    const mark = memory.mark();
    expect(memory.changedSince('a', mark)).toBe(false);
    memory.stage('a', entry(1));
    expect(memory.changedSince('a', mark)).toBe(true);
    expect(memory.changedSince('b', mark)).toBe(false);
    memory.clear();
    expect(memory.changedSince('b', mark)).toBe(true);
  });
});
