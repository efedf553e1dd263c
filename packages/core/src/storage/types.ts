import type { IdbFactoryLike } from './idb-types.js';
import type { WebStorageLike } from './web-storage-types.js';

/** Same driver names as VSF's `localForage.defaultDrivers`, so that configuration carries over. */
export type StorageDriver = 'INDEXEDDB' | 'LOCALSTORAGE' | 'MEMORY';

/** `console` fits; storage trouble is only ever logged (see docs/behaviour.md#error-messages). */
export interface StorageLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export interface SetItemOptions {
  /** Seconds until the entry expires; `null` keeps it until removed. */
  ttlSeconds?: number | null;
}

/** localForage semantics: returning anything but `undefined` stops the walk and becomes the result. */
export type IterateCallback<T, R> = (value: T, key: string, iterationNumber: number) => R | undefined;

export interface StorageCollection {
  readonly name: string;
  readonly driver: StorageDriver;
  getItem<T>(key: string): Promise<T | undefined>;
  setItem<T>(key: string, value: T, options?: SetItemOptions): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
  iterate<T, R = void>(callback: IterateCallback<T, R>): Promise<R | undefined>;
  /** True once persistence was given up for the rest of the session. */
  isMemoryOnly(): boolean;
}

export interface StorageManager {
  collection(name: string): StorageCollection;
}

export interface StorageTimeouts {
  read?: number;
  write?: number;
  iterate?: number;
}

export interface StorageErrorLimits {
  read?: number;
  write?: number;
}

export interface StorageManagerOptions {
  /** Give it only when store views do not share the cache (`storeViews.commonCache = false`). */
  storeCode?: string;
  /** `undefined`: use the browser's at call time; `null`: never persist to it. */
  indexedDB?: IdbFactoryLike | null;
  /** `undefined`: use the browser's at call time; `null`: never persist to it. */
  localStorage?: WebStorageLike | null;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  logger?: StorageLogger;
  timeouts?: StorageTimeouts;
  errorLimits?: StorageErrorLimits;
  /** Default time to live of entries in cache collections. */
  ttlSeconds?: number;
  /** Overrides per collection; unlisted collections use localStorage. */
  drivers?: Readonly<Record<string, StorageDriver>>;
  /** Re-fetchable collections: they get the default TTL and may be evicted when localStorage is full. */
  cacheCollections?: readonly string[];
  /** Most persisted entries a collection keeps a memory copy of (unpersisted ones are never dropped). */
  memoryEntryLimit?: number;
}
