import type { PlaceOrderOutcome } from '@storefront/core';

/** docs/behaviour.md#one-tab-at-a-time: every tab learns what became of an order, whichever tab sent it. */
export const ORDERS_CHANNEL = 'storefront-orders';

export interface OrderOutcomeMessage {
  type: 'order-outcome';
  order_id: string;
  kind: PlaceOrderOutcome['kind'];
}

type Listener = (message: OrderOutcomeMessage) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function isOutcome(data: unknown): data is OrderOutcomeMessage {
  const message = data as Partial<OrderOutcomeMessage> | null;
  return message?.type === 'order-outcome' && typeof message.order_id === 'string' && typeof message.kind === 'string';
}

function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(ORDERS_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isOutcome(event.data)) for (const listener of listeners) listener(event.data);
  };
  return channel;
}

/** Tells this tab and the others (a tab does not receive its own broadcasts). */
export function publishOrderOutcome(orderId: string, kind: PlaceOrderOutcome['kind']): void {
  const message: OrderOutcomeMessage = { type: 'order-outcome', order_id: orderId, kind };
  for (const listener of listeners) listener(message);
  openChannel()?.postMessage(message);
}

export function subscribeOrderOutcomes(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `changed` whenever what this tab knows of order `orderId` may have changed: another tab (or this one) sent
 * it, and, while the order is still waiting here, when this tab's connection comes back or another tab's saved copy
 * of the order reaches this tab's storage. Those two also cover an outcome that arrived first: a tab that hears of it
 * while its own connection is still down cannot ask the shop, and another tab's write to the browser's storage may
 * reach this tab after that tab's broadcast (they travel apart), so a page that asked then still read "waiting".
 */
export function watchOrder(orderId: string | null, waiting: boolean, changed: () => void): () => void {
  const unsubscribe = subscribeOrderOutcomes((outcome) => {
    if (outcome.order_id === orderId) changed();
  });
  if (!waiting || !orderId || typeof window === 'undefined') return unsubscribe;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.includes(orderId)) changed();
  };
  window.addEventListener('online', changed);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('online', changed);
    window.removeEventListener('storage', onStorage);
  };
}

let thankYouShown = 0;

/** The thank-you page says it is on screen: going online then sends without asking (see docs/behaviour.md#going-online). */
export function markThankYouShowing(): () => void {
  thankYouShown += 1;
  return () => {
    thankYouShown -= 1;
  };
}

export const isThankYouShowing = (): boolean => thankYouShown > 0;
