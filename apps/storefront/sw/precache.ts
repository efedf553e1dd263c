import { CACHE_PREFIX, log, PRECACHE, PRECACHE_URLS } from './scope';

const HASHED = /^\/assets\//;

/**
 * Fills this build's precache. A hashed asset comes from an earlier build's precache or the HTTP cache when they hold
 * it (its name is its content: the page's own chunks are not downloaded twice); the other files past the HTTP cache.
 */
export async function fillPrecache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  const present = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = PRECACHE_URLS.filter((url) => !present.has(url));
  await Promise.all(
    missing.map(async (url) => {
      const earlier = HASHED.test(url) ? await caches.match(url) : undefined;
      const response =
        earlier ?? (await fetch(url, { cache: HASHED.test(url) ? 'default' : 'reload', credentials: 'same-origin' }));
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
  log('precached', { build: __BUILD_ID__, files: PRECACHE_URLS.length, fetched: missing.length });
}

/**
 * Once this worker is the active one, precaches older than the previous build's go. The previous build's stays: the
 * pages kept offline before the update still name its chunks until they are visited again.
 */
export async function dropEarlierPrecaches(): Promise<void> {
  // `caches.keys()` lists caches in the order they were created: the last other precache is the previous build's.
  const earlier = (await caches.keys()).filter(
    (name) => name.startsWith(`${CACHE_PREFIX}precache-`) && name !== PRECACHE,
  );
  for (const name of earlier.slice(0, -1)) await caches.delete(name);
}

const PRECACHED = new Set(PRECACHE_URLS);

export function isPrecached(pathname: string): boolean {
  return PRECACHED.has(pathname);
}

/** A hashed asset: from any precache (an open tab of the previous build may still ask for its own), else the network. */
export async function assetResponse(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch: true });
  return cached ?? fetch(request);
}
