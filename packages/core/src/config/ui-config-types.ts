export interface FormLimitsConfig {
  minPasswordLength: number;
  minNameLength: number;
  minZipCodeLength: number;
  minTaxIdLength: number;
}

export interface DisplayConfig {
  mobileBreakpointPx: number;
  notificationTimeoutMs: number;
  submenuDelayMs: number;
  lazyImages: { attempts: number; throttleMs: number; preload: number };
  progressBar: { durationMs: number; color: string; thicknessPx: number };
}

export interface AnalyticsConfig {
  batchDelayMs: number;
}

export type CacheDriver = 'INDEXEDDB' | 'LOCALSTORAGE' | 'MEMORY';

export interface CacheConfig {
  defaultTtlSeconds: number;
  readTimeoutMs: number;
  writeTimeoutMs: number;
  iterateTimeoutMs: number;
  quotaCheckIntervalMs: number;
  /**
   * Browser storage quota for cached search answers. VSF kept it as `server.elasticCacheQuota`, but the browser is
   * what reads it, so it is public here.
   */
  quotaKb: number;
  /** Collection name → driver; collections not listed use `defaultDriver`. */
  drivers: Record<string, CacheDriver>;
  defaultDriver: CacheDriver;
  preserveCollections: string[];
  /** Error counts after which the cache falls back to memory only (see docs/behaviour.md#local-cache). */
  maxReadErrors: number;
  maxWriteErrors: number;
}

export interface ServiceWorkerConfig {
  url: string;
}
