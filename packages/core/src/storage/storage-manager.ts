import { backendAcquirer } from './acquire-backend.js';
import { MemoryStore } from './memory-store.js';
import { PersistenceGuard } from './persistence-guard.js';
import { createStorageCollection } from './storage-collection.js';
import { resolveStorageSettings } from './storage-settings.js';
import type { StorageCollection, StorageManager, StorageManagerOptions } from './types.js';

/**
 * One manager per browser session, or per request on the server (no module-level state: principle 4). Without
 * storage to use — on the server, or with `null` injected — every collection silently lives in memory.
 */
export function createStorageManager(options: StorageManagerOptions = {}): StorageManager {
  const settings = resolveStorageSettings(options);
  const collections = new Map<string, StorageCollection>();

  const build = (name: string): StorageCollection => {
    const guard = new PersistenceGuard({
      collection: name,
      acquire: backendAcquirer(name, settings),
      timers: settings.timers,
      limits: settings.errorLimits,
      logger: settings.logger,
    });
    return createStorageCollection({
      name,
      driver: settings.driverOf(name),
      guard,
      memory: new MemoryStore(settings.memoryEntryLimit),
      now: settings.now,
      defaultTtlSeconds: settings.cacheCollections.has(name) ? settings.ttlSeconds : null,
      timeouts: settings.timeouts,
    });
  };

  return {
    collection(name) {
      let collection = collections.get(name);
      if (!collection) {
        collection = build(name);
        collections.set(name, collection);
      }
      return collection;
    },
  };
}
