import type { TranslationParams } from '../i18n/interpolate.js';
import { interpolate } from '../i18n/interpolate.js';
import type { MessageKey } from '../i18n/message-key.js';
import type { PlaceOrderOutcome } from '../order/place-order.js';
import type { Notification } from '../ui/notification.js';
import { OFFLINE_ORDER_GROUP } from './offline-order-group.js';

/** By the place-order button while the browser is offline: what 'Place the order' will do. */
export const OFFLINE_PLACEMENT_HINT: MessageKey =
  'You are offline. Your order will be kept on this device and sent as soon as the shop can be reached.';
/** The later outcome of one order placed offline, once the shop confirmed it. */
export const OFFLINE_ORDER_SENT: MessageKey =
  'The order you made offline has been sent. Your order number is {number}.';
/** The same for several orders at once. */
export const OFFLINE_ORDERS_SENT: MessageKey = 'The orders you made offline have been sent.';
/** The sent notice's action: the order's thank-you page. */
export const SHOW_THE_ORDER: MessageKey = 'Show the order';

type Translate = (key: string, params?: TranslationParams) => string;

const say = (translate: Translate | undefined, key: MessageKey, params?: TranslationParams) =>
  translate ? translate(key, params) : interpolate(key, params);

/**
 * A notice about the offline orders, whatever the page: 'Order waiting!', 'Processing order...', what the shop
 * answered. Each replaces the one before (one group), and they stay when the shopper goes to another page.
 */
export function asOfflineOrderNotice(notification: Notification): Notification {
  return { ...notification, group: OFFLINE_ORDER_GROUP, outlivesPage: true };
}

/** 'Processing order...' while a waiting order is on its way: no time-out, the outcome replaces it. */
export function offlineOrderProgressNotice(message: string): Notification {
  return asOfflineOrderNotice({ type: 'info', message, hasNoTimeout: true });
}

/**
 * What a run that sent waiting orders says of those the shop placed (refusals and failures say their own): the order
 * number for one order, else that they were sent; nothing when none was placed. The action, when given, shows the
 * order (the first one).
 */
export function offlineOrdersSentNotice(
  outcomes: readonly PlaceOrderOutcome[],
  translate?: Translate,
  show?: (orderId: string) => void,
): Notification | undefined {
  const placed = outcomes.flatMap((outcome) => (outcome.kind === 'placed' ? [outcome] : []));
  const first = placed[0];
  if (!first) return undefined;
  const message =
    placed.length === 1
      ? say(translate, OFFLINE_ORDER_SENT, { number: first.confirmation.orderNumber })
      : say(translate, OFFLINE_ORDERS_SENT);
  return asOfflineOrderNotice({
    type: 'success',
    message,
    ...(show && { action1: { label: say(translate, SHOW_THE_ORDER), action: () => show(first.order.order_id) } }),
  });
}
