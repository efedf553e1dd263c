import {
  goingOnline,
  offlineOrderProgressNotice,
  PROCESSING_ORDER,
  serializeRuns,
  setQueryParam,
  type GoingOnlineRequest,
  type Notification,
} from '@storefront/core';
import type { NavigateFunction } from 'react-router';
import { flushSyncTasks, type SessionController, sessionOutbox } from '../account';
import { loadCartRuntime } from '../cart';
import type { OrderSenderContext } from './order-sender';
import { isThankYouShowing } from './order-outcomes';
import { readLocalOrders } from '../../lib/local-orders';

export interface GoingOnlineContext extends OrderSenderContext {
  /** The offline-order confirmation: shown in the page's notifications. */
  confirm(notification: Notification): void;
}

/** What a run reads of the page, the latest at each run: the shop's order settings, its translation, its router. */
export interface GoingOnlinePage {
  settings: OrderSenderContext['settings'];
  translate: OrderSenderContext['translate'];
  navigate: NavigateFunction;
}

/** The context of a run: the page's notifications, with the one 'Processing order...' notice of the orders sent. */
function contextOf(
  controller: SessionController,
  page: GoingOnlinePage,
  progressId: { current: number | undefined },
): Omit<GoingOnlineContext, 'queue'> {
  const notifications = controller.notifications;
  return {
    settings: page.settings,
    sessionUserId: () => controller.getSnapshot().user?.id,
    notify: (notification) => notifications.add(notification),
    confirm: (notification) => notifications.add(notification),
    progress: (message) => {
      const id = progressId.current;
      const shown = id !== undefined && notifications.getSnapshot().some((entry) => entry.id === id);
      if (message !== undefined) {
        if (!shown) progressId.current = notifications.add(offlineOrderProgressNotice(message));
        return;
      }
      if (id !== undefined) notifications.remove(id);
      progressId.current = undefined;
    },
    showOrder: (orderId) => void page.navigate(setQueryParam(page.settings.thankYouPath, 'order', orderId)),
    translate: page.translate,
  };
}

/**
 * docs/behaviour.md#going-online bound to this tab: one procedure, runs never overlap, a trigger during a run makes one more run after
 * it. The context is read at each run, so the session and the translation are the current ones.
 */
export function createGoingOnline(
  controller: SessionController,
  page: () => GoingOnlinePage,
): (request?: GoingOnlineRequest) => Promise<void> {
  // The one 'Processing order...' notice of the orders being sent (docs/behaviour.md#notifications).
  const progressId: { current: number | undefined } = { current: undefined };
  const context = () => contextOf(controller, page(), progressId);
  const trigger = serializeRuns((request) => {
    const current: GoingOnlineContext = { ...context(), queue: sessionOutbox(controller) };
    return goingOnline(
      {
        flushSyncTasks,
        syncCart: async () => (await loadCartRuntime()).syncCart({ force: true }),
        automaticTransmission: current.settings.orders.offlineOrders.automaticTransmissionEnabled,
        thankYouShowing: isThankYouShowing,
        localOrders: readLocalOrders,
        sendOrders: async () => (await import('./order-sender')).sendWaitingOrders(current),
        confirm: current.confirm,
        translate: (key) => current.translate(key),
        log: (message, detail) => console.info('[orders]', message, detail ?? ''),
      },
      request,
      // The shopper confirmed ('Order waiting!'): 'Processing order...' shows at once, while the tasks and the cart
      // go first, until the orders have their answers.
      (next) => {
        const { progress, translate } = context();
        progress(translate(PROCESSING_ORDER));
        void trigger(next).finally(() => progress(undefined));
      },
    );
  });
  return trigger;
}
