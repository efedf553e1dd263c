import type { NotificationStore } from '@storefront/core';
import { swLog } from '../../lib/service-worker/sw-log';

export const WORKER_URL = '/service-worker.js';
export const NEW_VERSION_MESSAGE = 'A new version of the shop is available.';

/** What the worker keeps for when no page is open (shared decision 2): from `orders.offlineOrders`. */
export interface WorkerSettings {
  backgroundSyncTag: string;
  notification: { enabled: boolean; title: string; message: string; icon: string };
}

/** Spec point 4 "Service worker": the script must exist and be JavaScript before it is registered. */
async function workerScriptIsJavaScript(): Promise<boolean> {
  try {
    const response = await fetch(WORKER_URL, { cache: 'no-cache', credentials: 'same-origin' });
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
    action1: {
      label: 'Refresh',
      action: () => {
        let reloaded = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (reloaded) return;
          reloaded = true;
          window.location.reload();
        });
        worker.postMessage({ type: 'storefront:skip-waiting' });
      },
    },
  });
}

function watchUpdates(registration: ServiceWorkerRegistration, notifications: NotificationStore): void {
  // A worker already waiting (installed while another tab was open) is offered at once.
  if (registration.waiting && navigator.serviceWorker.controller) offerRefresh(registration.waiting, notifications);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    swLog('update found');
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'redundant') swLog('error: the new worker failed to install');
      if (installing.state !== 'installed') return;
      // The first worker of this browser has nothing to replace: it starts serving on the next load.
      if (navigator.serviceWorker.controller) offerRefresh(installing, notifications);
      else swLog('installed: pages are kept for offline use from the next load');
    });
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
  if (!(await workerScriptIsJavaScript())) return;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
    swLog('registered', registration.scope);
    watchUpdates(registration, notifications);
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'storefront:config', ...settings });
  } catch (error) {
    swLog('error: registration failed', String(error));
  }
}
