import type { StorefrontConfig } from '@storefront/core';
import type { WorkerSettings } from './sw-register';

/** What the page tells the worker (see docs/behaviour.md#offline-orders): the background sync tag and the offline order notification. */
export function workerSettings(config: StorefrontConfig): WorkerSettings {
  const { backgroundSyncTag, notification } = config.orders.offlineOrders;
  return { backgroundSyncTag, notification: { ...notification } };
}
