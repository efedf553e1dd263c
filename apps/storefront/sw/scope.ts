/** The worker's global scope, typed (the file is compiled with the WebWorker library only). */
export const worker = self as unknown as ServiceWorkerGlobalScope;

/** docs/behaviour.md#service-worker: every state the worker reports goes to the console under one prefix. */
export function log(state: string, detail?: unknown): void {
  if (detail === undefined) console.info(`[sw] ${state}`);
  else console.info(`[sw] ${state}`, detail);
}

/** Referenced once, so the bundle holds the list once. */
export const PRECACHE_URLS: readonly string[] = __PRECACHE_URLS__;

export const CACHE_PREFIX = 'storefront-';
export const PRECACHE = `${CACHE_PREFIX}precache-${__BUILD_ID__}`;
export const PAGES = `${CACHE_PREFIX}pages`;
export const CATALOG = `${CACHE_PREFIX}catalog`;
export const IMAGES = `${CACHE_PREFIX}images`;
export const SETTINGS = `${CACHE_PREFIX}settings`;

/** Entries each runtime cache keeps; the oldest written go first. */
export const LIMITS: Record<string, number> = { [PAGES]: 200, [CATALOG]: 300, [IMAGES]: 400 };
