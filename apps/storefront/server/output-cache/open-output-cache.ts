import { openRedis, redisReady, type CatalogRepository } from '@storefront/api';
import cluster from 'node:cluster';
import { ClusterBroadcastStore } from './cluster-broadcast-store.js';
import { MemoryOutputCacheStore } from './memory-output-cache-store.js';
import type { OutputCacheStore } from './output-cache-store.js';
import { RedisOutputCacheStore } from './redis-output-cache-store.js';
import { logger } from '../../app/lib/logger.server.js';

/** Bounds of the in-process store: enough for a catalogue's hot pages, small next to the process's own memory. */
export const MEMORY_CACHE_LIMITS = { maxEntries: 5000, maxBytes: 128 * 1024 * 1024 };

/**
 * With `REDIS_URL` every process shares one cache in Redis; without it each keeps its own in memory (a cluster's
 * workers pass their invalidations to each other). The Redis client
 * connects before the server listens (commands are not queued while connecting); a Redis that is not there yet is
 * only logged: pages are served uncached until it comes.
 */
export async function openOutputCacheStore(redisUrl: string): Promise<OutputCacheStore> {
  if (!redisUrl) {
    const memory = new MemoryOutputCacheStore(MEMORY_CACHE_LIMITS);
    return cluster.isWorker ? new ClusterBroadcastStore(memory) : memory;
  }
  try {
    await redisReady(await openRedis(redisUrl));
  } catch (error) {
    logger.error(`[output-cache] ${error instanceof Error ? error.message : String(error)}: pages are not cached yet`);
  }
  return new RedisOutputCacheStore(() => openRedis(redisUrl));
}

/**
 * The catalogue entities whose change can show on every page: the menu (categories), attributes, tax rules, CMS
 * content. Products are left out: their changes drop only the pages tagged with them (`ProductChangeFollower`).
 * Reviews too: each new one would drop every page.
 */
const PAGE_ENTITIES = ['category', 'attribute', 'taxrule', 'cms_page', 'cms_block'];

/**
 * The versions of those entities in every catalogue index, as one string. The importer and the seeder bump them in
 * the same transaction as the documents, in the shared database, so every process sees a write at once.
 */
export function catalogStampOf(catalog: CatalogRepository, indices: readonly string[]): () => Promise<string> {
  return async () => {
    const versions = await Promise.all(
      indices.flatMap((index) => PAGE_ENTITIES.map((entity) => catalog.getVersion(index, entity))),
    );
    return versions.join('.');
  };
}
