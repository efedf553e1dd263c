import type { Redis } from '@storefront/api';
import type { OutputCacheEntry, OutputCacheStore } from './output-cache-store.js';
import { logger } from '../../app/lib/logger.server.js';

const PREFIX = 'sf:oc:';
/** Outside PREFIX, so `invalidateAll` (which deletes PREFIX*) does not let a claimed job be done again. */
const CLAIM_PREFIX = 'sf:oc-claim:';
/** Long enough for every process to have followed the version; an expired claim only repeats an invalidation. */
const CLAIM_TTL_MS = 60 * 60 * 1000;
const entryKey = (key: string) => `${PREFIX}e:${key}`;
const tagKey = (tag: string) => `${PREFIX}t:${tag}`;

interface StoredEntry extends Omit<OutputCacheEntry, 'body'> {
  body: string;
}

function logOnce(): (what: string, error: unknown) => void {
  let lastLogged = 0;
  return (what, error) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    logger.error(`[output-cache] Redis ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  };
}

/**
 * The output cache shared by every storefront process: one Redis string per page (with its TTL) and one Redis set
 * per tag naming the pages that carry it, so an invalidation on any process is seen by all.
 */
export class RedisOutputCacheStore implements OutputCacheStore {
  private readonly log = logOnce();

  constructor(private readonly redis: () => Promise<Redis>) {}

  async get(key: string): Promise<OutputCacheEntry | undefined> {
    try {
      const raw = await (await this.redis()).get(entryKey(key));
      if (raw === null) return undefined;
      const stored = JSON.parse(raw) as StoredEntry;
      return { ...stored, body: Buffer.from(stored.body, 'base64') };
    } catch (error) {
      this.log('read', error);
      return undefined;
    }
  }

  async set(key: string, entry: OutputCacheEntry, tags: readonly string[], ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    const stored: StoredEntry = { ...entry, tags: [...tags], body: entry.body.toString('base64') };
    const ttlMs = ttlSeconds * 1000;
    try {
      const pipeline = (await this.redis()).multi().set(entryKey(key), JSON.stringify(stored), 'PX', ttlMs);
      // A tag set lives as long as the longest-lived page in it (NX sets a first TTL, GT only ever extends it).
      for (const tag of tags)
        pipeline.sadd(tagKey(tag), key).pexpire(tagKey(tag), ttlMs, 'NX').pexpire(tagKey(tag), ttlMs, 'GT');
      await pipeline.exec();
    } catch (error) {
      this.log('write', error);
    }
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    const redis = await this.redis();
    for (const tag of tags) {
      const keys = await redis.smembers(tagKey(tag));
      await redis.unlink(tagKey(tag), ...keys.map(entryKey));
    }
  }

  async invalidateAll(): Promise<void> {
    const redis = await this.redis();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async claim(name: string): Promise<boolean> {
    try {
      return (await (await this.redis()).set(`${CLAIM_PREFIX}${name}`, '1', 'PX', CLAIM_TTL_MS, 'NX')) === 'OK';
    } catch (error) {
      // Unsure whether another process has it: doing the job twice is harmless, skipping it is not.
      this.log('claim', error);
      return true;
    }
  }

  async close(): Promise<void> {
    // The client is the process's shared one: closeRedis() ends it with the rest.
  }
}
