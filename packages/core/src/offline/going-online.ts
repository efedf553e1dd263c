import type { MessageKey } from '../i18n/message-key.js';
import { isWaitingOrder, type LocalOrder } from '../order/local-order.js';
import type { Notification } from '../ui/notification.js';
import { OFFLINE_ORDER_GROUP } from './offline-order-group.js';

export const ORDER_WAITING: MessageKey = 'Order waiting!';
export const CONFIRM_OFFLINE_ORDER: MessageKey = 'Click here to confirm the order that you made offline.';
export { OFFLINE_ORDER_GROUP };

/** Why a run of the procedure started; `confirmed` means the shopper already said to send (a click, the query). */
export interface GoingOnlineRequest {
  confirmed?: boolean;
  /** The app start: the cart syncs on its own then, so the cart and the orders steps run only when an order waits. */
  appStart?: boolean;
}

export interface GoingOnlineDeps {
  /** Step 1: the stored sync tasks of the session, in order, with a fresh token. */
  flushSyncTasks(): Promise<void>;
  /** Step 1: the cart reloaded from the server. */
  syncCart(): Promise<void>;
  /** `orders.offlineOrders.automaticTransmissionEnabled`. */
  automaticTransmission: boolean;
  thankYouShowing(): boolean;
  /** The local orders (any state); the procedure picks the waiting ones. */
  localOrders(): Promise<LocalOrder[]>;
  /** Sends the waiting orders (one tab at a time; the binding holds the lock and tells the other tabs). */
  sendOrders(): Promise<void>;
  /** Step 3: the offline-order confirmation; its action asks for a confirmed run. */
  confirm(notification: Notification): void;
  translate(key: MessageKey): string;
  log(message: string, detail?: unknown): void;
}

export type GoingOnlineResult = 'sent' | 'confirmation' | 'nothing-waiting';

async function step(deps: GoingOnlineDeps, name: string, run: () => Promise<void>): Promise<void> {
  // A failed step (the connection dropped again, a server error) must not keep the orders from their own chance.
  try {
    await run();
  } catch (error) {
    deps.log(`Going online: ${name} failed`, error);
  }
}

/**
 * docs/behaviour.md#going-online: the sync queue, then the cart, then the orders — sent when automatic transmission is
 * on, the thank-you page is showing or the shopper confirmed; otherwise the confirmation 'Order waiting!' is raised,
 * whose action sends them.
 */
export async function goingOnline(
  deps: GoingOnlineDeps,
  request: GoingOnlineRequest = {},
  requestRun: (request: GoingOnlineRequest) => void = () => {},
): Promise<GoingOnlineResult> {
  await step(deps, 'sync tasks', deps.flushSyncTasks);
  const waiting = async () => {
    let orders: LocalOrder[] = [];
    await step(deps, 'reading orders', async () => {
      orders = await deps.localOrders();
    });
    return orders.some(isWaitingOrder);
  };
  if (request.appStart && !(await waiting())) return 'nothing-waiting';
  await step(deps, 'cart', deps.syncCart);
  if (!(await waiting())) return 'nothing-waiting';
  if (request.confirmed || deps.automaticTransmission || deps.thankYouShowing()) {
    await step(deps, 'orders', deps.sendOrders);
    return 'sent';
  }
  deps.confirm({
    type: 'info',
    message: deps.translate(ORDER_WAITING),
    hasNoTimeout: true,
    group: OFFLINE_ORDER_GROUP,
    outlivesPage: true,
    action1: { label: deps.translate(CONFIRM_OFFLINE_ORDER), action: () => requestRun({ confirmed: true }) },
  });
  return 'confirmation';
}

/**
 * Runs never overlap: a request while one runs schedules exactly one more run after it (requests meanwhile are
 * merged; a confirmation among them confirms that run). Each caller's promise settles when a run that started after
 * its request has finished.
 */
export function serializeRuns(
  run: (request: GoingOnlineRequest) => Promise<unknown>,
): (request?: GoingOnlineRequest) => Promise<void> {
  let current: Promise<void> | undefined;
  let next: { request: GoingOnlineRequest; done: Promise<void> } | undefined;

  const start = (request: GoingOnlineRequest): Promise<void> => {
    const done = Promise.resolve()
      .then(() => run(request))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        current = undefined;
        const queued = next;
        next = undefined;
        if (queued) void startQueued(queued);
      });
    current = done;
    return done;
  };

  let resolveNext: (() => void) | undefined;
  const startQueued = (queued: { request: GoingOnlineRequest }) => {
    const resolve = resolveNext;
    resolveNext = undefined;
    return start(queued.request).then(() => resolve?.());
  };

  return (request = {}) => {
    if (!current) return start(request);
    if (next) {
      // A merged run is an app start only when every request was one; a confirmation confirms it.
      next.request = {
        confirmed: Boolean(next.request.confirmed || request.confirmed),
        appStart: Boolean(next.request.appStart && request.appStart),
      };
      return next.done;
    }
    const done = new Promise<void>((resolve) => (resolveNext = resolve));
    next = { request: { ...request }, done };
    return done;
  };
}
