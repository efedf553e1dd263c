import type { PersistentBackend } from './persistent-backend.js';
import { setWithEviction } from './quota-eviction.js';
import type { StorageLogger } from './types.js';
import { keysWithPrefix, parseJson } from './web-storage-keys.js';
import type { WebStorageLike } from './web-storage-types.js';

export interface LocalStorageBackendOptions {
  storage: WebStorageLike;
  databaseName: string;
  collection: string;
  evictable: ReadonlySet<string>;
  now: () => number;
  logger: StorageLogger;
}

/** Keys as localForage wrote them in VSF: '<database>/<collection>/<key>', e.g. 'shop/cart/current-cart'. */
export function createLocalStorageBackend(options: LocalStorageBackendOptions): PersistentBackend {
  const { storage, databaseName, collection, logger } = options;
  const prefix = `${databaseName}/${collection}/`;

  return {
    async get(key) {
      return parseJson(storage.getItem(prefix + key));
    },
    async set(key, entry) {
      const scope = { storage, databasePrefix: `${databaseName}/`, evictable: options.evictable, now: options.now() };
      const dropped = setWithEviction(scope, prefix + key, JSON.stringify(entry));
      if (dropped > 0) logger.warn(`Storage "${collection}": localStorage was full, dropped ${dropped} cached entries`);
    },
    async remove(key) {
      storage.removeItem(prefix + key);
    },
    async entries() {
      return keysWithPrefix(storage, prefix).map((key) => [key.slice(prefix.length), parseJson(storage.getItem(key))]);
    },
    async clear() {
      for (const key of keysWithPrefix(storage, prefix)) storage.removeItem(key);
    },
    dispose() {},
  };
}
