import { databaseName } from './database-name.js';
import {
  DEFAULT_CACHE_COLLECTIONS,
  DEFAULT_STORAGE_DRIVERS,
  FALLBACK_STORAGE_DRIVER,
  STORAGE_DEFAULTS,
} from './defaults.js';
import type { IdbFactoryLike } from './idb-types.js';
import type { StorageDriver, StorageLogger, StorageManagerOptions } from './types.js';
import type { WebStorageLike } from './web-storage-types.js';
import type { Timers } from './with-timeout.js';

export interface StorageSettings {
  databaseName: string;
  indexedDB: IdbFactoryLike | null | undefined;
  localStorage: WebStorageLike | null | undefined;
  now: () => number;
  timers: Timers;
  logger: StorageLogger;
  timeouts: { read: number; write: number; iterate: number };
  errorLimits: { read: number; write: number };
  ttlSeconds: number;
  cacheCollections: ReadonlySet<string>;
  memoryEntryLimit: number;
  driverOf: (collection: string) => StorageDriver;
  /** Created together on first open so that adding a collection rarely needs a version upgrade. */
  indexedDbStores: readonly string[];
}

export function resolveStorageSettings(options: StorageManagerOptions): StorageSettings {
  const drivers = { ...DEFAULT_STORAGE_DRIVERS, ...options.drivers };
  const injectedSetTimeout = options.setTimeout;
  // Globals are looked up per call, not captured here, so fake timers installed later still apply.
  const timers: Timers = injectedSetTimeout
    ? { setTimeout: injectedSetTimeout, clearTimeout: options.clearTimeout ?? (() => undefined) }
    : {
        setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
        clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
      };
  return {
    databaseName: databaseName(options.storeCode),
    indexedDB: options.indexedDB,
    localStorage: options.localStorage,
    now: options.now ?? (() => Date.now()),
    timers,
    logger: options.logger ?? console,
    timeouts: {
      read: options.timeouts?.read ?? STORAGE_DEFAULTS.readTimeoutMs,
      write: options.timeouts?.write ?? STORAGE_DEFAULTS.writeTimeoutMs,
      iterate: options.timeouts?.iterate ?? STORAGE_DEFAULTS.iterateTimeoutMs,
    },
    errorLimits: {
      read: options.errorLimits?.read ?? STORAGE_DEFAULTS.readErrorLimit,
      write: options.errorLimits?.write ?? STORAGE_DEFAULTS.writeErrorLimit,
    },
    ttlSeconds: options.ttlSeconds ?? STORAGE_DEFAULTS.ttlSeconds,
    cacheCollections: new Set(options.cacheCollections ?? DEFAULT_CACHE_COLLECTIONS),
    memoryEntryLimit: options.memoryEntryLimit ?? STORAGE_DEFAULTS.memoryEntryLimit,
    driverOf: (collection) => drivers[collection] ?? FALLBACK_STORAGE_DRIVER,
    indexedDbStores: Object.keys(drivers).filter((collection) => drivers[collection] === 'INDEXEDDB'),
  };
}
