export { createStorageManager } from './storage-manager.js';
export { databaseName } from './database-name.js';
export {
  DEFAULT_CACHE_COLLECTIONS,
  DEFAULT_STORAGE_DRIVERS,
  FALLBACK_STORAGE_DRIVER,
  STORAGE_DEFAULTS,
} from './defaults.js';
export { isQuotaError } from './is-quota-error.js';
export { StorageTimeoutError } from './with-timeout.js';
export type {
  IterateCallback,
  SetItemOptions,
  StorageCollection,
  StorageDriver,
  StorageErrorLimits,
  StorageLogger,
  StorageManager,
  StorageManagerOptions,
  StorageTimeouts,
} from './types.js';
export type { IdbFactoryLike } from './idb-types.js';
export type { WebStorageLike } from './web-storage-types.js';
