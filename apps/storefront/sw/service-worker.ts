import { strategyFor } from '@storefront/core';
import { forgetGuestPages, keepOpenPages, networkFirst } from './pages';
import { assetResponse, dropEarlierPrecaches, fillPrecache, isPrecached } from './precache';
import { askPagesToProcessQueues, configFrom, onNotificationClick, onSync, saveConfig } from './queue-messages';
import { CATALOG, IMAGES, log, worker } from './scope';
import { staleWhileRevalidate } from './stale-while-revalidate';

// The shop's service worker (see docs/behaviour.md#offline): precached build, pages network first with offline copies, catalogue reads
// and images stale-while-revalidate, and the messages of the offline queues. Once active it takes over the tabs open
// on the shop, so a first visit that ends in a tunnel keeps what it saw. A new version never becomes active by
// itself while an older one serves a tab: it waits until the shopper accepts 'Refresh' (`storefront:skip-waiting`);
// the tabs it then takes over still get their own build's files from the previous precache, which is kept.

worker.addEventListener('install', (event) => {
  log('installing', __BUILD_ID__);
  event.waitUntil(fillPrecache());
});

worker.addEventListener('activate', (event) => {
  log('activated', __BUILD_ID__);
  event.waitUntil(
    (async () => {
      await dropEarlierPrecaches();
      await worker.registration.navigationPreload?.enable();
      // Always, not only for a browser's first worker: a worker stopped between install and activate would forget
      // that it was the first, and taking over is safe either way.
      await worker.clients.claim();
      await keepOpenPages();
      await askPagesToProcessQueues('worker-start');
    })(),
  );
});

// A worker the browser stopped while idle starts again here: the pages process their queues (see docs/behaviour.md#offline-orders).
if (worker.serviceWorker?.state === 'activated') void askPagesToProcessQueues('worker-start');

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
  });
  switch (strategy) {
    case 'page':
    case 'data':
      return event.respondWith(networkFirst(event, strategy));
    case 'asset':
      return event.respondWith(assetResponse(request));
    case 'catalog':
      return event.respondWith(staleWhileRevalidate(event, CATALOG));
    case 'image':
      return event.respondWith(staleWhileRevalidate(event, IMAGES));
    case 'network': {
      // The precached files (offline page, manifest, icons) still answer offline; nothing else is kept.
      const url = new URL(request.url);
      if (request.method === 'GET' && url.origin === worker.location.origin && isPrecached(url.pathname))
        event.respondWith(
          fetch(request).catch(async (error: unknown) => (await caches.match(url.pathname)) ?? Promise.reject(error)),
        );
      return;
    }
  }
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown } | null;
  if (typeof message !== 'object' || message === null) return;
  if (message.type === 'storefront:skip-waiting') {
    log('the shopper accepted the new version');
    event.waitUntil(worker.skipWaiting());
  } else if (message.type === 'storefront:config') {
    event.waitUntil(saveConfig(configFrom(message as Record<string, unknown>)));
  } else if (message.type === 'storefront:session-started') {
    log('a shopper logged in: guest pages dropped');
    event.waitUntil(forgetGuestPages());
  }
});

worker.addEventListener('sync', (event) => {
  const { tag } = event as Event & { tag: string };
  log('background sync', tag);
  (event as ExtendableEvent).waitUntil(onSync(tag));
});

worker.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(event.notification));
});
