/** One kept answer: what the shopper got, and what a later answer needs to replay it. */
export interface OutputCacheEntry {
  status: number;
  /** The response headers worth replaying (content type, the service worker's mark, Vary...). */
  headers: Record<string, string>;
  body: Buffer;
  /** The Content-Security-Policy nonce written into the body, replaced by the new response's own on a hit. */
  nonce: string;
  /** The catalogue's versions when the page was rendered: a moved version makes the entry stale. */
  catalogStamp: string;
  tags: string[];
  /** The product versions when rendering began: a newer version is checked against the change log (ADR 0015). */
  productVersions?: Record<string, number>;
  /** The page listed products its tags cannot follow (a text search...): any product change makes it stale. */
  productsUntracked?: boolean;
}

/**
 * Where rendered pages are kept: in process memory (the embedded default) or in Redis, shared by every process.
 * A store never fails a read or a write for an outage (a failed read is a miss, a failed write is dropped); an
 * invalidation that could not be done rejects, so whoever asked for it learns so.
 */
export interface OutputCacheStore {
  get(key: string): Promise<OutputCacheEntry | undefined>;
  set(key: string, entry: OutputCacheEntry, tags: readonly string[], ttlSeconds: number): Promise<void>;
  /** Drops every entry carrying any of the tags. */
  invalidateTags(tags: readonly string[]): Promise<void>;
  invalidateAll(): Promise<void>;
  /**
   * Shared stores only: true for the first process to claim `name`, so one of several processes does a shared job
   * (dropping the pages of a catalogue version). A store a process keeps for itself has none: each does the job.
   */
  claim?(name: string): Promise<boolean>;
  close(): Promise<void>;
}
