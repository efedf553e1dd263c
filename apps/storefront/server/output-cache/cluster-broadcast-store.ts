import cluster from 'node:cluster';
import type { OutputCacheEntry, OutputCacheStore } from './output-cache-store.js';

/** The message `scripts/start-cluster.mjs` passes from one worker to the others. */
export const INVALIDATE_MESSAGE = 'storefront:output-cache-invalidate';

interface InvalidateMessage {
  type: typeof INVALIDATE_MESSAGE;
  /** undefined: everything. */
  tags?: string[];
}

/**
 * A cluster worker's in-memory cache: an invalidation this worker answers is sent to the others through the primary,
 * and theirs reach this one, so `/invalidate` on any worker clears the page everywhere.
 */
export class ClusterBroadcastStore implements OutputCacheStore {
  private readonly onMessage = (message: unknown) => {
    if ((message as InvalidateMessage | null)?.type !== INVALIDATE_MESSAGE) return;
    const { tags } = message as InvalidateMessage;
    void (tags ? this.local.invalidateTags(tags) : this.local.invalidateAll());
  };

  constructor(private readonly local: OutputCacheStore) {
    process.on('message', this.onMessage);
  }

  get(key: string): Promise<OutputCacheEntry | undefined> {
    return this.local.get(key);
  }

  set(key: string, entry: OutputCacheEntry, tags: readonly string[], ttlSeconds: number): Promise<void> {
    return this.local.set(key, entry, tags, ttlSeconds);
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    await this.local.invalidateTags(tags);
    this.send({ type: INVALIDATE_MESSAGE, tags: [...tags] });
  }

  async invalidateAll(): Promise<void> {
    await this.local.invalidateAll();
    this.send({ type: INVALIDATE_MESSAGE });
  }

  async close(): Promise<void> {
    process.off('message', this.onMessage);
    await this.local.close();
  }

  private send(message: InvalidateMessage): void {
    if (cluster.isWorker && process.connected) process.send?.(message);
  }
}
