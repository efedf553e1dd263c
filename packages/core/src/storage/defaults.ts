import type { StorageDriver } from './types.js';

/** docs/behaviour.md#local-cache and docs/behaviour.md#local-cache "Local cache". */
export const STORAGE_DEFAULTS = {
  ttlSeconds: 86_400,
  readTimeoutMs: 800,
  writeTimeoutMs: 800,
  iterateTimeoutMs: 2_000,
  readErrorLimit: 1,
  writeErrorLimit: 30,
  memoryEntryLimit: 1_000,
} as const;

/** docs/behaviour.md#local-cache: "The products store uses IndexedDB. All other stores use LocalStorage." */
export const DEFAULT_STORAGE_DRIVERS: Readonly<Record<string, StorageDriver>> = {
  products: 'INDEXEDDB',
  elasticCache: 'INDEXEDDB',
};

export const FALLBACK_STORAGE_DRIVER: StorageDriver = 'LOCALSTORAGE';

/**
 * Data the storefront can fetch again. Only these expire by default and only these are evicted to make room: a TTL or
 * an eviction on cart, user, checkout, wishlist, compare, syncTasks or orders would lose what the shopper did.
 */
export const DEFAULT_CACHE_COLLECTIONS: readonly string[] = [
  'elasticCache',
  'products',
  'attributes',
  'categories',
  'stock',
  'cms',
  'url',
];
