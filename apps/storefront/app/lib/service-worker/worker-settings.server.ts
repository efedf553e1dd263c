import type { StorefrontConfig } from '@storefront/core';
import type { WorkerSettings } from './sw-register';

/** What the page tells the worker (shared decision 2): the background sync tag and the offline order notification. */
export function workerSettings(config: StorefrontConfig): WorkerSettings {
  const { backgroundSyncTag, notification } = config.orders.offlineOrders;
  return { backgroundSyncTag, notification: { ...notification } };
}
