import {
  placeOrder,
  type Notification,
  type OrderBody,
  type PlaceOrderOutcome,
  type TaskQueue,
} from '@storefront/core';
import type { CheckoutView } from './checkout-view';
import { ordersInFlight, registerBackgroundSync, saveLocalOrder, sendOrder, sessionOrderHashes } from './order-queue';

export interface PlacementRun {
  view: CheckoutView;
  body: OrderBody & { order_id: string };
  queue: TaskQueue;
  customer: boolean;
  notify(notification: Notification): void;
  progress(message: string | undefined): void;
  translate(key: string, params?: Record<string, string | number>): string;
}

/**
 * The core placement machine bound to this tab (loaded on the first 'Place the order', with the SHA3 code it needs,
 * so the checkout page itself stays light).
 */
export async function runPlacement(run: PlacementRun): Promise<PlaceOrderOutcome> {
  const { view } = run;
  return placeOrder(run.body, {
    isOnline: () => navigator.onLine,
    orders: view.orders,
    contactAddress: view.contactAddress,
    sessionHashes: await sessionOrderHashes(),
    saveOrder: saveLocalOrder,
    send: (order) => sendOrder(run.queue, view.orderEndpoint, order, run.customer),
    inFlight: ordersInFlight,
    registerBackgroundSync,
    notify: run.notify,
    progress: run.progress,
    log: (text, detail) => console.warn('[checkout]', text, detail ?? ''),
    now: Date.now,
    translate: run.translate,
  });
}
