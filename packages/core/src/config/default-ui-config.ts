import type {
  AnalyticsConfig,
  CacheConfig,
  DisplayConfig,
  FormLimitsConfig,
  ServiceWorkerConfig,
} from './ui-config-types.js';

export function defaultFormLimitsConfig(): FormLimitsConfig {
  return { minPasswordLength: 8, minNameLength: 2, minZipCodeLength: 3, minTaxIdLength: 3 };
}

export function defaultDisplayConfig(): DisplayConfig {
  return {
    mobileBreakpointPx: 767,
    notificationTimeoutMs: 5000,
    submenuDelayMs: 300,
    lazyImages: { attempts: 3, throttleMs: 200, preload: 1.3 },
    progressBar: { durationMs: 3000, color: 'green', thicknessPx: 2 },
  };
}

export function defaultAnalyticsConfig(): AnalyticsConfig {
  return { batchDelayMs: 500 };
}

export function defaultCacheConfig(): CacheConfig {
  return {
    defaultTtlSeconds: 86_400,
    readTimeoutMs: 800,
    writeTimeoutMs: 800,
    iterateTimeoutMs: 2000,
    quotaCheckIntervalMs: 30_000,
    quotaKb: 4096,
    // Products are the one collection large enough to outgrow LocalStorage's ~5 MB.
    drivers: { products: 'INDEXEDDB' },
    defaultDriver: 'LOCALSTORAGE',
    preserveCollections: ['cart', 'user'],
    maxReadErrors: 1,
    maxWriteErrors: 30,
  };
}

export function defaultServiceWorkerConfig(): ServiceWorkerConfig {
  return { url: '/service-worker.js' };
}
