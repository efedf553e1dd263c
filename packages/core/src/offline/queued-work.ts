import { isWaitingOrder, type LocalOrder } from '../order/local-order.js';
import { decodeEntry } from '../storage/stored-entry.js';
import { keysWithPrefix, parseJson } from '../storage/web-storage-keys.js';
import type { WebStorageLike } from '../storage/web-storage-types.js';
import { localOrderKeys, ORDERS_COLLECTION } from '../user/session-storage.js';

/** Where the session queues keep their stored tasks (one entry per task). */
export const SYNC_TASKS_COLLECTION = 'syncTasks';

/**
 * Whether the browser's storage holds work for the going-online procedure: a stored sync task or an order not sent
 * yet. It reads the raw localStorage entries of the storage manager (database `shop`), so an app start can decide
 * without loading the procedure, the task queue or the cart: on a page with nothing waiting, none of them is
 * downloaded. A storage that cannot be read counts as "maybe" (the procedure then looks for itself).
 */
export function hasQueuedWork(storage: WebStorageLike, databaseName = 'shop'): boolean {
  try {
    if (keysWithPrefix(storage, `${databaseName}/${SYNC_TASKS_COLLECTION}/`).length > 0) return true;
    const prefix = `${databaseName}/${ORDERS_COLLECTION}/`;
    const keys = localOrderKeys(keysWithPrefix(storage, prefix).map((key) => key.slice(prefix.length)));
    return keys.some((key) => {
      const value = decodeEntry(parseJson(storage.getItem(prefix + key)))?.value;
      return typeof value === 'object' && value !== null && isWaitingOrder(value as LocalOrder);
    });
  } catch {
    return true;
  }
}
