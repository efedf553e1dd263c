import type { MemoryStore } from './memory-store.js';
import type { PersistenceGuard } from './persistence-guard.js';
import { cloneJson, createEntry, decodeEntry, isExpired, type StoredEntry } from './stored-entry.js';
import type { IterateCallback, StorageCollection, StorageDriver } from './types.js';

export interface StorageCollectionOptions {
  name: string;
  driver: StorageDriver;
  guard: PersistenceGuard;
  memory: MemoryStore;
  now: () => number;
  /** Applied when `setItem` is given no `ttlSeconds`; `null` for collections that must not expire. */
  defaultTtlSeconds: number | null;
  timeouts: { read: number; write: number; iterate: number };
}

/**
 * Memory first for what this session wrote, persistence for the rest (other tabs write there too). Every method
 * resolves: a storage failure costs persistence, never the shopper's data.
 */
export function createStorageCollection(options: StorageCollectionOptions): StorageCollection {
  const { name, driver, guard, memory, now, timeouts } = options;
  // A clear() that did not reach persistence leaves stale entries there; from then on memory alone tells the truth.
  let persistedIsStale = false;
  const readsFromMemory = () => guard.isMemoryOnly() || persistedIsStale;

  const persist = async (key: string, entry: StoredEntry | null): Promise<void> => {
    const seq = memory.stage(key, entry);
    if (guard.isMemoryOnly()) return;
    const operation = entry ? `setItem(${key})` : `removeItem(${key})`;
    const outcome = await guard.run('write', operation, timeouts.write, (backend) =>
      entry ? backend.set(key, entry) : backend.remove(key),
    );
    if (outcome.ok && !persistedIsStale) memory.settle(key, seq);
  };

  const fromMemory = async (key: string): Promise<unknown> => {
    const entry = memory.get(key)?.entry;
    if (!entry) return undefined;
    if (isExpired(entry, now())) {
      await persist(key, null);
      return undefined;
    }
    return cloneJson(entry.value);
  };

  /** Persisted entries overlaid with this session's unconfirmed writes, expired ones removed. */
  const liveEntries = async (): Promise<Array<[string, StoredEntry]>> => {
    const merged = new Map<string, StoredEntry | null>();
    const mark = memory.mark();
    const outcome = readsFromMemory()
      ? ({ ok: false } as const)
      : await guard.run('read', 'iterate()', timeouts.iterate, (backend) => backend.entries());
    if (outcome.ok) {
      for (const [key, raw] of outcome.value) merged.set(key, decodeEntry(raw) ?? null);
      for (const [key, slot] of memory.all()) {
        if (!slot.persisted || memory.changedSince(key, mark)) merged.set(key, slot.entry);
      }
    } else {
      for (const [key, slot] of memory.all()) merged.set(key, slot.entry);
    }
    const live: Array<[string, StoredEntry]> = [];
    const expired: string[] = [];
    const at = now();
    for (const [key, entry] of merged) {
      if (!entry) continue;
      if (isExpired(entry, at)) expired.push(key);
      else live.push([key, entry]);
    }
    await Promise.all(expired.map((key) => persist(key, null)));
    return live;
  };

  return {
    name,
    driver,

    async getItem<T>(key: string): Promise<T | undefined> {
      const slot = memory.get(key);
      if ((slot && !slot.persisted) || readsFromMemory()) return (await fromMemory(key)) as T | undefined;
      const mark = memory.mark();
      const outcome = await guard.run('read', `getItem(${key})`, timeouts.read, (backend) => backend.get(key));
      if (!outcome.ok || memory.changedSince(key, mark)) return (await fromMemory(key)) as T | undefined;
      const entry = decodeEntry(outcome.value);
      if (entry && isExpired(entry, now())) {
        await persist(key, null);
        return undefined;
      }
      memory.remember(key, entry ?? null);
      return entry ? (cloneJson(entry.value) as T) : undefined;
    },

    async setItem<T>(key: string, value: T, setOptions?: { ttlSeconds?: number | null }): Promise<void> {
      const ttlSeconds = setOptions?.ttlSeconds !== undefined ? setOptions.ttlSeconds : options.defaultTtlSeconds;
      await persist(key, createEntry(value, now(), ttlSeconds));
    },

    async removeItem(key: string): Promise<void> {
      await persist(key, null);
    },

    async keys(): Promise<string[]> {
      return (await liveEntries()).map(([key]) => key);
    },

    async clear(): Promise<void> {
      memory.clear();
      if (guard.isMemoryOnly()) return;
      const outcome = await guard.run('write', 'clear()', timeouts.write, (backend) => backend.clear());
      persistedIsStale = !outcome.ok;
    },

    async iterate<T, R = void>(callback: IterateCallback<T, R>): Promise<R | undefined> {
      const entries = await liveEntries();
      for (const [index, [key, entry]] of entries.entries()) {
        const result = callback(cloneJson(entry.value) as T, key, index + 1);
        if (result !== undefined) return result;
      }
      return undefined;
    },

    isMemoryOnly(): boolean {
      return guard.isMemoryOnly();
    },
  };
}
