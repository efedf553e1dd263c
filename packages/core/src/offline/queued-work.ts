import type { WebStorageLike } from '../storage/web-storage-types.js';

/** Where the session queues keep their stored tasks (one entry per task). */
export const SYNC_TASKS_COLLECTION = 'syncTasks';
const ORDERS_COLLECTION = 'orders';

/**
 * Whether the browser's storage may hold work for the going-online procedure: a stored sync task, or an order entry
 * not marked transmitted. Every page runs it at start, so it reads the raw localStorage entries of the storage
 * manager (database `shop`) with a text test instead of loading the order rules: a page with nothing waiting then
 * downloads none of the procedure, the task queue or the cart. It may say yes for nothing (an order refused for good
 * stays untransmitted): the procedure then looks and finds nothing to send. A storage that cannot be read says yes.
 */
export function hasQueuedWork(storage: WebStorageLike, databaseName = 'shop'): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      if (key.startsWith(`${databaseName}/${SYNC_TASKS_COLLECTION}/`)) return true;
      if (
        key.startsWith(`${databaseName}/${ORDERS_COLLECTION}/`) &&
        /"transmited":false/.test(storage.getItem(key) ?? '')
      )
        return true;
    }
    return false;
  } catch {
    return true;
  }
}
