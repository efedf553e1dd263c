import { localOrderKeys, localOrderStorage, ORDERS_COLLECTION, type LocalOrder } from '@storefront/core';
import { browserStorage } from './browser-storage';

function isLocalOrder(value: unknown): value is LocalOrder {
  return typeof value === 'object' && value !== null && typeof (value as LocalOrder).order_id === 'string';
}

/** Every order this browser keeps (see docs/behaviour.md#entities), whoever was logged in when it was placed. */
export async function readLocalOrders(): Promise<LocalOrder[]> {
  const orders = browserStorage()?.collection(ORDERS_COLLECTION);
  if (!orders) return [];
  const keys = localOrderKeys(await orders.keys());
  const found = await Promise.all(keys.map((key) => orders.getItem<unknown>(key).catch(() => undefined)));
  return found.filter(isLocalOrder);
}

export async function readLocalOrder(orderId: string): Promise<LocalOrder | undefined> {
  const place = localOrderStorage(orderId);
  const found = await browserStorage()?.collection(place.collection).getItem<unknown>(place.key);
  return isLocalOrder(found) ? found : undefined;
}

/**
 * Logout on a shared computer: the orders the shop has (transmitted) leave the browser, with their names, e-mail and
 * addresses. One still queued stays: it is the shopper's purchase and must still reach the shop (see docs/behaviour.md#order-placement).
 */
export async function forgetTransmittedOrders(): Promise<void> {
  const orders = browserStorage()?.collection(ORDERS_COLLECTION);
  if (!orders) return;
  const keys = localOrderKeys(await orders.keys());
  await Promise.all(
    keys.map(async (key) => {
      const order = await orders.getItem<unknown>(key).catch(() => undefined);
      if (isLocalOrder(order) && order.transmited) await orders.removeItem(key);
    }),
  );
}
