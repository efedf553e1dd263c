import type { NotificationStore } from '@storefront/core';
import { swLog } from './sw-log';

export const WORKER_URL = '/service-worker.js';
export const NEW_VERSION_MESSAGE = 'A new version of the shop is available.';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const REFRESH_FALLBACK_MS = 3_000;

/** What the worker keeps for when no page is open (see docs/behaviour.md#offline-orders): from `orders.offlineOrders`. */
export interface WorkerSettings {
  backgroundSyncTag: string;
  notification: { enabled: boolean; title: string; message: string; icon: string };
}

/** docs/behaviour.md#service-worker: the script must exist and be JavaScript before it is registered. */
async function workerScriptIsJavaScript(): Promise<boolean> {
  try {
    // HEAD: the headers answer the check; the browser downloads the script itself when it registers it.
    const response = await fetch(WORKER_URL, { method: 'HEAD', cache: 'no-cache', credentials: 'same-origin' });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && /javascript/i.test(type)) return true;
    swLog('not registered: the worker script is missing or not JavaScript', { status: response.status, type });
  } catch (error) {
    swLog('not registered: the worker script could not be checked', String(error));
  }
  return false;
}

/** A waiting new version: the shopper is asked; 'Refresh' activates it and this tab reloads once it controls. */
function offerRefresh(worker: ServiceWorker, notifications: NotificationStore): void {
  swLog('update ready');
  notifications.add({
    type: 'info',
    message: NEW_VERSION_MESSAGE,
    hasNoTimeout: true,
    // About the shop, not the page: it stays until answered.
    outlivesPage: true,
    action1: {
      label: 'Refresh',
      action: () => {
        const reload = () => window.location.reload();
        navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
        worker.postMessage({ type: 'storefront:skip-waiting' });
        // Chromium holds the new worker back while the old one is busy (a fetch of this tab restarting it): the reload
        // still brings the new build, since pages come from the network first. A reload started while the new worker
        // was activating can stay pending for good in Chromium; the reload on 'controllerchange' then replaces it.
        window.setTimeout(() => {
          if (navigator.serviceWorker.controller === worker) return;
          swLog('update: the new worker is not active yet; reloading anyway');
          reload();
        }, REFRESH_FALLBACK_MS);
      },
    },
  });
}

function watchUpdates(registration: ServiceWorkerRegistration, notifications: NotificationStore): void {
  const followed = new WeakSet<ServiceWorker>();
  const follow = (installing: ServiceWorker | null) => {
    if (!installing || followed.has(installing)) return;
    followed.add(installing);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'redundant') swLog('error: the new worker failed to install');
      if (installing.state !== 'installed') return;
      // The first worker of this browser has nothing to replace: it starts serving on the next load.
      if (navigator.serviceWorker.controller) offerRefresh(installing, notifications);
      else swLog('installed: pages are kept for offline use from the next load');
    });
  };
  // A worker already waiting (installed while another tab was open) is offered at once.
  if (registration.waiting && navigator.serviceWorker.controller) offerRefresh(registration.waiting, notifications);
  // One still installing was found before this page listened (the registration itself checks for an update): its
  // 'updatefound' is gone, so it is followed from here.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    swLog('update found');
    follow(registration.installing);
  });
}

/**
 * Registers the shop's worker (after the check), logs its states, offers new versions and tells it the offline
 * orders' settings. Called once the page is idle.
 */
export async function registerServiceWorker(notifications: NotificationStore, settings: WorkerSettings): Promise<void> {
  if (!('serviceWorker' in navigator)) return swLog('not supported by this browser');
  window.addEventListener('offline', () => swLog('offline'));
  window.addEventListener('online', () => swLog('online'));
  navigator.serviceWorker.addEventListener('controllerchange', () => swLog('controller changed'));
  if (!navigator.onLine) {
    // Offline the script cannot be checked; the worker registered earlier keeps serving.
    swLog('offline: registration check skipped');
    return;
  }
  try {
    const registration = (await workerScriptIsJavaScript())
      ? await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
      : // A failed check (a server restarting, a flaky link) leaves the worker registered earlier in place: this tab
        // still follows its updates.
        await navigator.serviceWorker.getRegistration('/');
    if (!registration) return;
    swLog('registered', registration.scope);
    watchUpdates(registration, notifications);
    // An open tab hears of a deployment without a reload: when the connection returns, and every hour.
    const checkForUpdate = () =>
      void registration.update().catch((error: unknown) => swLog('update check failed', String(error)));
    window.addEventListener('online', checkForUpdate);
    window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'storefront:config', ...settings });
  } catch (error) {
    swLog('error: registration failed', String(error));
  }
}
