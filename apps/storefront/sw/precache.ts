import { CACHE_PREFIX, log, PRECACHE } from './scope';

const HASHED = /^\/assets\//;

/**
 * Fills this build's precache. A hashed asset an earlier build's precache already holds is copied from it (its name
 * is its content); everything else is fetched past the HTTP cache.
 */
export async function fillPrecache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  const present = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = __PRECACHE_URLS__.filter((url) => !present.has(url));
  await Promise.all(
    missing.map(async (url) => {
      const earlier = HASHED.test(url) ? await caches.match(url) : undefined;
      const response = earlier ?? (await fetch(url, { cache: 'reload', credentials: 'same-origin' }));
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
  log('precached', { build: __BUILD_ID__, files: __PRECACHE_URLS__.length, fetched: missing.length });
}

/** Once this worker is the active one, earlier builds' precaches go (open tabs of those builds reload on refresh). */
export async function dropEarlierPrecaches(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith(`${CACHE_PREFIX}precache-`) && name !== PRECACHE) await caches.delete(name);
}

const PRECACHED = new Set(__PRECACHE_URLS__);

export function isPrecached(pathname: string): boolean {
  return PRECACHED.has(pathname);
}

/** A hashed asset: from any precache (an open tab of the previous build may still ask for its own), else the network. */
export async function assetResponse(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch: true });
  return cached ?? fetch(request);
}
