import type { OutputCacheEntry, OutputCacheStore } from './output-cache-store.js';

export interface MemoryOutputCacheLimits {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

interface Kept {
  entry: OutputCacheEntry;
  expiresAt: number;
  bytes: number;
}

/** Rough size of an entry: its body and headers; the bound is on memory, so an estimate is enough. */
function sizeOf(entry: OutputCacheEntry): number {
  let bytes = entry.body.length + entry.nonce.length + entry.catalogStamp.length;
  for (const [name, value] of Object.entries(entry.headers)) bytes += name.length + value.length;
  for (const tag of entry.tags) bytes += tag.length * 2;
  return bytes;
}

/**
 * The embedded default: a least-recently-used map bounded in entries and bytes, with a tag index so an invalidation
 * touches only the entries it names.
 */
export class MemoryOutputCacheStore implements OutputCacheStore {
  private readonly entries = new Map<string, Kept>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly limits: MemoryOutputCacheLimits) {
    this.now = limits.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(key: string): Promise<OutputCacheEntry | undefined> {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order is recency order: a read moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.entry;
  }

  async set(key: string, entry: OutputCacheEntry, tags: readonly string[], ttlSeconds: number): Promise<void> {
    this.delete(key);
    const bytes = sizeOf(entry);
    if (ttlSeconds <= 0 || bytes > this.limits.maxBytes || this.limits.maxEntries <= 0) return;
    this.entries.set(key, { entry: { ...entry, tags: [...tags] }, expiresAt: this.now() + ttlSeconds * 1000, bytes });
    this.bytes += bytes;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    for (const tag of tags) for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.delete(key);
  }

  async invalidateAll(): Promise<void> {
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.invalidateAll();
  }

  private delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.bytes;
    for (const tag of kept.entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
