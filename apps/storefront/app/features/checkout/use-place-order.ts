import { placeOrderSuccess, setQueryParam, type Notification, type OrderConfirmation } from '@storefront/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { translatorOf, useTranslationSource } from '../../lib/i18n';
import { useSessionController, useTaskQueue } from '../account';
import { loadCartRuntime } from '../cart';
import type { CheckoutFormState } from './checkout-form-state';
import { storePlacedOrder } from './checkout-storage';
import type { CheckoutView } from './checkout-view';

/**
 * Places the order from the browser through the core placement machine (docs/behaviour.md#order-placement, all nine steps): the account
 * first when asked for, then the order body through the session's task queue. A second click while one is under way
 * sends nothing. After the order (see docs/behaviour.md#place-order-success): the cart moves to a new server cart, the
 * password and create-account flag are dropped, the confirmation is stored and the thank-you page opens.
 */
export function usePlaceOrder(view: CheckoutView) {
  const words = useTranslationSource();
  const t = translatorOf(words);
  const controller = useSessionController();
  const queue = useTaskQueue();
  const navigate = useNavigate();
  const sending = useRef(false);
  const [progress, setProgress] = useState<string>();
  const [message, setMessage] = useState<string>();

  /** Shared with the payment button: what happens once an order is placed. */
  const placed = async (state: CheckoutFormState, confirmation: OrderConfirmation | undefined, orderId: string) => {
    const success = placeOrderSuccess(200, state.details.personalDetails)!;
    await storePlacedOrder(success.personalDetails, confirmation);
    await (await loadCartRuntime()).afterOrderPlaced(200);
    await navigate(setQueryParam(view.thankYouPath, 'order', orderId));
  };

  const notify = (notification: Notification) => {
    controller.notifications.add(notification);
    setMessage(notification.message);
  };

  const place = async (state: CheckoutFormState, orderId: string) => {
    if (sending.current) return;
    sending.current = true;
    setMessage(undefined);
    setProgress(t('Processing order...'));
    try {
      const personal = state.details.personalDetails;
      let customer = view.customer ?? controller.getSnapshot().user ?? undefined;
      if (!customer && personal.createAccount) {
        const outcome = await controller.session.register({
          customer: { email: personal.emailAddress, firstname: personal.firstName, lastname: personal.lastName },
          password: personal.password,
        });
        if (!outcome.ok) return setMessage(t(outcome.message));
        customer = controller.getSnapshot().user ?? undefined;
      }
      const [{ orderBodyOf }, { runPlacement }, { translateBookingMessage }] = await Promise.all([
        import('./order-body-of'),
        import('./place-order-run'),
        // A booking's rule that refuses the order (a spot closed that day) reads in the store view's words too; its
        // reader loads with the placement, not with the checkout page.
        import('./booking-message-reader'),
      ]);
      const body = orderBodyOf({ ...view, ...(customer && { customer }) }, state, orderId, Date.now());
      const outcome = await runPlacement({
        view,
        body: { ...body, order_id: orderId },
        queue,
        customer: Boolean(customer),
        notify,
        progress: setProgress,
        translate: translatorOf(words, translateBookingMessage),
      });
      if (outcome.kind === 'placed') return await placed(state, outcome.confirmation, orderId);
      // Queued (offline or direct sync off) is the spec's success too: the thank-you page shows it as waiting
      // until the shop confirms it (see docs/behaviour.md#offline).
      if (outcome.kind === 'queued') return await placed(state, undefined, orderId);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      sending.current = false;
      setProgress(undefined);
    }
  };

  return { busy: progress !== undefined, progress, message, place, placed, setMessage };
}
