import {
  asOfflineOrderNotice,
  isWaitingOrder,
  offlineOrdersSentNotice,
  sendsWithToken,
  transmitQueuedOrders,
  type Notification,
  type TaskQueue,
} from '@storefront/core';
import { ordersInFlight, registerBackgroundSync, saveLocalOrder, sendOrder, sessionOrderHashes } from '../checkout';
import { withOrdersLock } from './order-lock';
import { isThankYouShowing, publishOrderOutcome } from './order-outcomes';
import type { OrderSettings } from '../checkout';
import { readLocalOrders } from '../../lib/local-orders';

export interface OrderSenderContext {
  settings: OrderSettings;
  queue: TaskQueue;
  /** The customer logged in now, if any: a queued order of that customer goes with the token (ADR 0011). */
  sessionUserId(): number | undefined;
  notify(notification: Notification): void;
  /** 'Processing order...' while an order is on its way; undefined when it has its answer. */
  progress(message: string | undefined): void;
  /** Opens an order's thank-you page (the action of the notice that says it was sent). */
  showOrder(orderId: string): void;
  translate(key: string, params?: Record<string, string | number>): string;
}

/**
 * Sends the orders waiting in this browser, oldest first, holding the orders lock: the queue is read again inside
 * it, so what another tab sent meanwhile is not sent twice. Every outcome goes to every tab (loaded lazily: it
 * brings the SHA3 code of the placement machine).
 */
export async function sendWaitingOrders(context: OrderSenderContext): Promise<void> {
  const { settings } = context;
  await withOrdersLock(async () => {
    const waiting = (await readLocalOrders())
      .filter(isWaitingOrder)
      .sort((a, b) => a.order_id.localeCompare(b.order_id, 'en', { numeric: true }));
    if (waiting.length === 0) return;
    const outcomes = await transmitQueuedOrders(waiting, {
      isOnline: () => navigator.onLine,
      orders: settings.orders,
      contactAddress: settings.contactAddress,
      sessionHashes: await sessionOrderHashes(),
      saveOrder: saveLocalOrder,
      send: (body) => sendOrder(context.queue, settings.endpoint, body, sendsWithToken(body, context.sessionUserId())),
      inFlight: ordersInFlight,
      registerBackgroundSync,
      // docs/behaviour.md#notifications: every notice about these orders replaces the one before, on any page.
      notify: (notification) => context.notify(asOfflineOrderNotice(notification)),
      progress: context.progress,
      log: (text, detail) => console.warn('[orders]', text, detail ?? ''),
      now: Date.now,
      translate: context.translate,
    });
    for (const outcome of outcomes) if ('order' in outcome) publishOrderOutcome(outcome.order.order_id, outcome.kind);
    // The shopper learns that the orders went out, wherever they are (the thank-you page shows the number itself).
    const sent = offlineOrdersSentNotice(
      outcomes,
      context.translate,
      isThankYouShowing() ? undefined : context.showOrder,
    );
    if (sent) context.notify(sent);
  });
}
