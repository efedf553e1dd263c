import type { OrdersConfig } from '../config/commerce-config-types.js';
import { interpolate, type TranslationParams } from '../i18n/interpolate.js';
import type { MessageKey } from '../i18n/message-key.js';
import type { Notification } from '../ui/notification.js';
import { isWaitingOrder, orderBodyOf, readConfirmation, type LocalOrder } from './local-order.js';
import type { OrderBody, OrderConfirmation } from './order-body.js';
import { orderHash } from './order-hash.js';
import type { OrderReply } from './order-reply.js';

export const PROCESSING_ORDER: MessageKey = 'Processing order...';
export const ORDER_INVALID_ADDRESS: MessageKey =
  'Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.';
export const ORDER_OUT_OF_STOCK: MessageKey =
  "Some products you've ordered are out of stock. Your order has been canceled.";
export const ORDER_QUEUED_AFTER_ERROR: MessageKey =
  'The order can not be transfered because of server error. Order has been queued';
export const ORDER_NOT_AVAILABLE: MessageKey = 'Some of the ordered products are not available!';
/** The API's 409 while another request places the same `order_id` (ADR 0010): the order is on its way elsewhere. */
export const ORDER_RUNNING = 'This order is already being placed.';
/** What the API's 500 says when a line cannot be ordered (see docs/api.md#orders); VSF matched on it. */
export const PRODUCTS_ERROR = 'Error while adding products';

/** The session's hashes of orders already placed (see docs/behaviour.md#user-session step 1); the caller persists them. */
export interface OrderHashSet {
  has(hash: string): boolean;
  add(hash: string): void;
  delete(hash: string): void;
}

export interface PlaceOrderDeps {
  isOnline(): boolean;
  orders: Pick<OrdersConfig, 'directBackendSync' | 'offlineOrders'>;
  /** Storefront `mailer.contactAddress`: the `{email}` of the 400 message. */
  contactAddress: string;
  sessionHashes: OrderHashSet;
  /** Saves or replaces the local copy of an order by its `order_id`. */
  saveOrder(order: LocalOrder): void | Promise<void>;
  /** Posts the order; rejects only when no answer came (network). */
  send(order: OrderBody): Promise<OrderReply>;
  /** Ids of the orders being sent right now (step 8), shared by every caller of one browser tab. */
  inFlight: Set<string>;
  registerBackgroundSync(tag: string): void | Promise<void>;
  notify(notification: Notification): void;
  /** The progress message while an order is sent; undefined clears it. */
  progress(message: string | undefined): void;
  log(message: string, detail?: unknown): void;
  now(): number;
  /** A translator's `t`; without one the English text is used. */
  translate?: (key: string, params?: TranslationParams) => string;
}

type Sent = { order: LocalOrder };

/** What became of an order, for the UI to act on. `placed` and `queued` are the spec's "place order success". */
export type PlaceOrderOutcome =
  | ({ kind: 'placed'; resultCode: 200; confirmation: OrderConfirmation } & Sent)
  | ({ kind: 'queued'; resultCode: 200 } & Sent)
  | { kind: 'duplicate' }
  | { kind: 'skipped' }
  | ({ kind: 'cancelled-invalid-address'; resultCode: 400; result: unknown } & Sent)
  | ({ kind: 'out-of-stock'; resultCode: 500; result: unknown } & Sent)
  | ({ kind: 'refused'; resultCode: 409; result: unknown } & Sent)
  | ({ kind: 'running' } & Sent)
  | ({ kind: 'server-error-queued'; resultCode?: number; result?: unknown } & Sent)
  | ({ kind: 'retry-later'; reason: string } & Sent);

function say(deps: PlaceOrderDeps, key: MessageKey, params?: TranslationParams): string {
  return deps.translate ? deps.translate(key, params) : interpolate(key, params);
}

function errorNotice(deps: PlaceOrderDeps, key: MessageKey, params?: TranslationParams): Notification {
  return { type: 'error', message: say(deps, key, params), action1: { label: say(deps, 'OK') } };
}

async function save(deps: PlaceOrderDeps, order: LocalOrder): Promise<void> {
  // The server's idempotency keeps the order once; a full or broken local store must not lose the answer.
  try {
    await deps.saveOrder(order);
  } catch (error) {
    deps.log('Could not store the order locally', error);
  }
}

function stamp(deps: PlaceOrderDeps): string {
  return new Date(deps.now()).toISOString();
}

/** A refusal a re-send cannot change: the order is kept as sent and cancelled, with the message shown for it. */
async function cancelSent(waiting: LocalOrder, deps: PlaceOrderDeps, refusal: string): Promise<LocalOrder> {
  deps.sessionHashes.delete(orderHash(orderBodyOf(waiting)));
  const cancelled: LocalOrder = { ...waiting, transmited: true, transmited_at: stamp(deps), cancelled: true, refusal };
  await save(deps, cancelled);
  return cancelled;
}

async function registerSync(deps: PlaceOrderDeps): Promise<void> {
  if (!deps.orders.offlineOrders.notification.enabled) return;
  try {
    await deps.registerBackgroundSync(deps.orders.offlineOrders.backgroundSyncTag);
  } catch (error) {
    deps.log('Background sync registration failed', error);
  }
}

function resultText(result: unknown): string {
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && result !== null) {
    const message =
      (result as { message?: unknown; result?: unknown }).message ?? (result as { result?: unknown }).result;
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * docs/behaviour.md#order-placement, steps 1 to 3: a duplicate of an order of this session is ignored; offline, or
 * with direct backend sync off, the order is queued (`transmited` false, result code 200); otherwise it is sent.
 */
export async function placeOrder(
  order: OrderBody & { order_id: string },
  deps: PlaceOrderDeps,
): Promise<PlaceOrderOutcome> {
  const hash = orderHash(order);
  if (deps.sessionHashes.has(hash)) {
    deps.log('Order with the same hash already sent', order.order_id);
    return { kind: 'duplicate' };
  }
  deps.sessionHashes.add(hash);
  const local: LocalOrder = { ...order, transmited: false };
  delete local.transmited_at;
  if (!deps.orders.directBackendSync || !deps.isOnline()) {
    await save(deps, local);
    return { kind: 'queued', resultCode: 200, order: local };
  }
  return transmitOrder(local, deps);
}

/**
 * Steps 3 to 9 for one order, whether just placed or waiting in the local queue: sent once at a time, with
 * 'Processing order...' while it is on its way, and stored according to the answer.
 */
export async function transmitOrder(local: LocalOrder, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  const id = local.order_id;
  if (deps.inFlight.has(id)) return { kind: 'skipped' };
  deps.inFlight.add(id);
  const waiting: LocalOrder = { ...local, transmited: false };
  delete waiting.transmited_at;
  // Stored before sending: a tab closed mid-send leaves the order queued, and the server answers a re-send once.
  await save(deps, waiting);
  deps.progress(say(deps, PROCESSING_ORDER));
  try {
    let reply: OrderReply;
    try {
      reply = await deps.send({ ...orderBodyOf(waiting), transmited: true });
    } catch (error) {
      deps.log('Unhandled place order request error', error);
      return await queueAfterFailure(waiting, deps, {});
    }
    return await settle(waiting, reply, deps);
  } finally {
    deps.inFlight.delete(id);
    deps.progress(undefined);
  }
}

async function settle(waiting: LocalOrder, reply: OrderReply, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  if (reply.kind === 'unreadable') return retryLater(waiting, reply.message, deps);
  const { code, result } = reply;
  if (code === 200) {
    const confirmation = readConfirmation(result);
    if (!confirmation) return retryLater(waiting, 'Unhandled error, wrong response format!', deps);
    const placed: LocalOrder = { ...waiting, transmited: true, transmited_at: stamp(deps), confirmation };
    await save(deps, placed);
    return { kind: 'placed', resultCode: 200, confirmation, order: placed };
  }
  if (code === 400) {
    const cancelled = await cancelSent(waiting, deps, say(deps, ORDER_INVALID_ADDRESS, { email: deps.contactAddress }));
    deps.log('Order refused as invalid', result);
    deps.notify(errorNotice(deps, ORDER_INVALID_ADDRESS, { email: deps.contactAddress }));
    return { kind: 'cancelled-invalid-address', resultCode: 400, result, order: cancelled };
  }
  if (code === 500 && resultText(result).includes(PRODUCTS_ERROR)) {
    // Not transmitted, as the spec says, but given up on: a later flush must not re-send an order called canceled.
    const refused: LocalOrder = { ...waiting, cancelled: true, refusal: say(deps, ORDER_OUT_OF_STOCK) };
    await save(deps, refused);
    deps.notify(errorNotice(deps, ORDER_OUT_OF_STOCK));
    return { kind: 'out-of-stock', resultCode: 500, result, order: refused };
  }
  if (code === 409 && resultText(result) === ORDER_RUNNING) {
    // Another tab or device is sending this very order; its answer will be the server's one result for the key.
    deps.log('Order is being placed elsewhere, kept waiting', waiting.order_id);
    await save(deps, waiting);
    return { kind: 'running', order: waiting };
  }
  if (code === 409) {
    // A conflict the order cannot outlive (a spot booked meanwhile): re-sending would be refused again.
    const refused = await cancelSent(waiting, deps, say(deps, ORDER_NOT_AVAILABLE));
    deps.log('Order refused', result);
    deps.notify(errorNotice(deps, ORDER_NOT_AVAILABLE));
    return { kind: 'refused', resultCode: 409, result, order: refused };
  }
  deps.log('Order not placed, queued for a retry', { code, result });
  return queueAfterFailure(waiting, deps, { resultCode: code, result });
}

/** Step 7 (and a send without an answer): the hash is removed, the order queued, the shopper told. */
async function queueAfterFailure(
  waiting: LocalOrder,
  deps: PlaceOrderDeps,
  reply: { resultCode?: number; result?: unknown },
): Promise<PlaceOrderOutcome> {
  deps.sessionHashes.delete(orderHash(orderBodyOf(waiting)));
  await save(deps, waiting);
  await registerSync(deps);
  deps.notify(errorNotice(deps, ORDER_QUEUED_AFTER_ERROR));
  return { kind: 'server-error-queued', ...reply, order: waiting };
}

/** Step 9: an answer that is not a JSON envelope is logged and the order stays queued for a later try. */
async function retryLater(waiting: LocalOrder, reason: string, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  deps.log(`Order reply not understood: ${reason}`, waiting.order_id);
  await save(deps, waiting);
  await registerSync(deps);
  return { kind: 'retry-later', reason, order: waiting };
}

/**
 * Sends the waiting orders of the local queue one after the other (going online, a background sync, a retry). A
 * notice is shown once per run however many orders give it: a dead server says so once, not once per order.
 */
export async function transmitQueuedOrders(
  orders: readonly LocalOrder[],
  deps: PlaceOrderDeps,
): Promise<PlaceOrderOutcome[]> {
  const shown = new Set<string>();
  const runDeps: PlaceOrderDeps = {
    ...deps,
    notify: (notification) => {
      if (shown.has(notification.message)) return;
      shown.add(notification.message);
      deps.notify(notification);
    },
  };
  const outcomes: PlaceOrderOutcome[] = [];
  for (const order of orders) if (isWaitingOrder(order)) outcomes.push(await transmitOrder(order, runDeps));
  return outcomes;
}
