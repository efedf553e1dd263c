import {
  goingOnline,
  PROCESSING_ORDER,
  serializeRuns,
  type GoingOnlineRequest,
  type Notification,
} from '@storefront/core';
import { flushSyncTasks, type SessionController, sessionOutbox } from '../account';
import { loadCartRuntime } from '../cart';
import type { OrderSenderContext } from './order-sender';
import { isThankYouShowing } from './order-outcomes';
import { readLocalOrders } from '../../lib/local-orders';

export interface GoingOnlineContext extends OrderSenderContext {
  /** The offline-order confirmation: shown in the page's notifications. */
  confirm(notification: Notification): void;
}

/**
 * docs/behaviour.md#going-online bound to this tab: one procedure, runs never overlap, a trigger during a run makes one more run after
 * it. The context is read at each run, so the session and the translation are the current ones.
 */
export function createGoingOnline(
  controller: SessionController,
  context: () => Omit<GoingOnlineContext, 'queue'>,
): (request?: GoingOnlineRequest) => Promise<void> {
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
