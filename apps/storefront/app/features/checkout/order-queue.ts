import {
  localOrderStorage,
  SESSION_ORDER_HASHES_STORAGE,
  SyncTaskError,
  type LocalOrder,
  type OrderBody,
  type OrderHashSet,
  type OrderReply,
  type TaskQueue,
} from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';

/** Orders being sent right now in this tab (see docs/behaviour.md#order-placement step 8): shared by every placement of the tab. */
export const ordersInFlight = new Set<string>();

let hashes: Set<string> | undefined;

/** The session's order hashes (step 1), read once per tab and written back on every change. */
export async function sessionOrderHashes(): Promise<OrderHashSet> {
  const orders = browserStorage()?.collection(SESSION_ORDER_HASHES_STORAGE.collection);
  if (!hashes) {
    const stored = await orders?.getItem<string[]>(SESSION_ORDER_HASHES_STORAGE.key).catch(() => undefined);
    hashes = new Set(Array.isArray(stored) ? stored : []);
  }
  const set = hashes;
  const persist = () => void orders?.setItem(SESSION_ORDER_HASHES_STORAGE.key, [...set]).catch(() => undefined);
  return {
    has: (hash) => set.has(hash),
    add: (hash) => {
      set.add(hash);
      persist();
    },
    delete: (hash) => {
      set.delete(hash);
      persist();
    },
  };
}

export async function saveLocalOrder(order: LocalOrder): Promise<void> {
  const place = localOrderStorage(order.order_id!);
  await browserStorage()?.collection(place.collection).setItem(place.key, order);
}

/**
 * Posts an order through the session's task queue (token and store code as for every call; a customer's order
 * carries the token, docs/behaviour.md#order-ownership). A reply that is no envelope is an answer too (step 9); no reply rejects.
 */
export async function sendOrder(queue: TaskQueue, endpoint: string, order: OrderBody, customer: boolean) {
  // The contract's endpoint has no token placeholder; a guest's order must not send one.
  const url = customer ? `${endpoint}${endpoint.includes('?') ? '&' : '?'}token={{token}}` : endpoint;
  try {
    const task = await queue.execute({
      url,
      payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) },
      silent: true,
    });
    return { kind: 'envelope', code: task.resultCode ?? 0, result: task.result } satisfies OrderReply;
  } catch (error) {
    if (error instanceof SyncTaskError) return { kind: 'unreadable', message: error.message } satisfies OrderReply;
    throw error;
  }
}

/** Step 2: a send that failed registers the background sync named in the config, where the browser has one. */
export async function registerBackgroundSync(tag: string): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(tag);
}
