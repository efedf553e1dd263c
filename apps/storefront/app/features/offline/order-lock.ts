/** docs/behaviour.md#one-tab-at-a-time: one tab sends orders at a time, for the whole run over the queue. */
export const ORDERS_LOCK = 'storefront-orders';

/** Runs `work` holding the orders lock; where the browser has no Web Locks it runs unlocked (the server dedupes). */
export async function withOrdersLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(ORDERS_LOCK, work);
}
