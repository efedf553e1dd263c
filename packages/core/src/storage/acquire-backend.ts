import { detectBrowserStorage, type Detection } from './detect-browser-storage.js';
import type { IdbFactoryLike } from './idb-types.js';
import { lazyBackend } from './lazy-backend.js';
import { createLocalStorageBackend } from './local-storage-backend.js';
import type { BackendAcquisition } from './persistent-backend.js';
import type { StorageSettings } from './storage-settings.js';
import type { WebStorageLike } from './web-storage-types.js';

/** Called again after every failure, which is how "the local store is recreated" (see docs/behaviour.md#local-cache). */
export function backendAcquirer(collection: string, settings: StorageSettings): () => BackendAcquisition {
  const driver = settings.driverOf(collection);
  return () => {
    if (driver === 'INDEXEDDB') {
      const factory = pick<IdbFactoryLike>(settings.indexedDB, 'indexedDB');
      if (!factory.found) return { reason: factory.reason };
      const { databaseName, indexedDbStores: storeNames } = settings;
      const options = { factory: factory.found, databaseName, collection, storeNames };
      // Loaded on first use: pages whose collections all live in localStorage never download the IndexedDB code.
      return {
        backend: lazyBackend(async () => (await import('./indexeddb-backend.js')).createIndexedDbBackend(options)),
      };
    }
    if (driver === 'LOCALSTORAGE') {
      const storage = pick<WebStorageLike>(settings.localStorage, 'localStorage');
      if (!storage.found) return { reason: storage.reason };
      return {
        backend: createLocalStorageBackend({
          storage: storage.found,
          databaseName: settings.databaseName,
          collection,
          evictable: settings.cacheCollections,
          now: settings.now,
          logger: settings.logger,
        }),
      };
    }
    return {};
  };
}

function pick<T>(injected: T | null | undefined, name: 'localStorage' | 'indexedDB'): Detection<T> {
  if (injected === null) return {};
  if (injected !== undefined) return { found: injected };
  return detectBrowserStorage<T>(name);
}
