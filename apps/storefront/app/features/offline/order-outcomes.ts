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

let thankYouShown = 0;

/** The thank-you page says it is on screen: going online then sends without asking (see docs/behaviour.md#going-online). */
export function markThankYouShowing(): () => void {
  thankYouShown += 1;
  return () => {
    thankYouShown -= 1;
  };
}

export const isThankYouShowing = (): boolean => thankYouShown > 0;
