import { LIMITS } from './scope';

const trimming = new Map<string, Promise<void>>();

/** Keeps a runtime cache within its entry limit; `put` appends, so the first keys are the least recently written. */
async function trim(cacheName: string): Promise<void> {
  const limit = LIMITS[cacheName];
  if (limit === undefined) return;
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** Stores `response` under `key` and trims the cache (one trim at a time per cache). */
export async function keep(cacheName: string, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const running = trimming.get(cacheName) ?? Promise.resolve();
  const next = running.then(() => trim(cacheName)).catch(() => {});
  trimming.set(cacheName, next);
  await next;
}
