import { createStorageManager, type StorageManager } from '@storefront/core';

let manager: StorageManager | undefined;

/**
 * The shopper's browser storage (see docs/behaviour.md#local-cache), created on first use in the browser. On the server
 * there is none: one module-level instance there would be shared by every shopper.
 */
export function browserStorage(): StorageManager | undefined {
  if (typeof window === 'undefined') return undefined;
  manager ??= createStorageManager();
  return manager;
}

/** Fired in this tab when the stored session (token, customer) was written; other tabs get `storage` events. */
export const SESSION_SAVED_EVENT = 'sf:session-saved';
