import { mayKeepShared } from '@storefront/core';
import { keep } from './runtime-cache';
import { log } from './scope';

/**
 * Catalogue API reads and images: the kept answer at once while a fresh one replaces it; without one, the network.
 * Only public answers are kept (never `private` or `no-store`).
 */
export async function staleWhileRevalidate(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  const network = fetch(request).then(async (response) => {
    if (mayKeepShared({ status: response.status, header: (name) => response.headers.get(name) }))
      await keep(cacheName, request.url, response.clone());
    return response;
  });
  if (kept) {
    event.waitUntil(network.catch(() => log('offline: kept answer', request.url)));
    return kept;
  }
  // The page meets a plain network error, and the worker logs why instead of an uncaught rejection.
  return network.catch(() => {
    log('offline: nothing kept', request.url);
    return Response.error();
  });
}
