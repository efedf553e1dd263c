import { setQueryParam, type OrderBody, type OrderConfirmation } from '@storefront/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTaskQueue } from '../../lib/use-task-queue';
import { replyMessage } from '../account/reply-message';
import { useSession, useSessionController } from '../account/use-session';
import { afterOrderPlaced } from '../cart/cart-runtime';
import type { CheckoutFormState } from './checkout-form-state';
import { orderBodyOf } from './checkout-rules';
import { storePlacedOrder } from './checkout-storage';
import type { CheckoutView } from './checkout-view';

const isConfirmation = (result: unknown): result is OrderConfirmation =>
  typeof result === 'object' && result !== null && typeof (result as OrderConfirmation).orderNumber === 'string';

/**
 * Places the order from the browser: the account first when asked for, then the order body through the session's
 * task queue (the customer's token with it). A second click while one is under way sends nothing. After the order:
 * the cart moves to a new server cart, the confirmation is stored and the thank-you page opens.
 */
export function usePlaceOrder(view: CheckoutView) {
  const session = useSession();
  const controller = useSessionController();
  const queue = useTaskQueue();
  const navigate = useNavigate();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  /** Shared with the payment button: what happens once an order is placed. */
  const placed = async (state: CheckoutFormState, confirmation: OrderConfirmation, orderId: string) => {
    await storePlacedOrder(state.details, confirmation);
    await afterOrderPlaced(200);
    await navigate(setQueryParam(view.thankYouPath, 'order', orderId));
  };

  const place = async (state: CheckoutFormState, orderId: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setMessage(undefined);
    try {
      const personal = state.details.personalDetails;
      let customer = view.customer ?? controller.getSnapshot().user ?? undefined;
      if (!customer && personal.createAccount) {
        const outcome = await session.register({
          customer: { email: personal.emailAddress, firstname: personal.firstName, lastname: personal.lastName },
          password: personal.password,
        });
        if (!outcome.ok) return setMessage(outcome.message);
        customer = controller.getSnapshot().user ?? undefined;
      }
      const body: OrderBody = orderBodyOf({ ...view, ...(customer && { customer }) }, state, orderId, Date.now());
      // The contract's endpoint has no token; a customer's order needs it (decision 4), a guest's must not send one.
      const url = customer
        ? `${view.orderEndpoint}${view.orderEndpoint.includes('?') ? '&' : '?'}token={{token}}`
        : view.orderEndpoint;
      const task = await queue.execute({
        url,
        payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        silent: true,
      });
      if (task.resultCode === 200 && isConfirmation(task.result)) return await placed(state, task.result, orderId);
      setMessage(replyMessage(task.result));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { busy, message, place, placed, setMessage };
}
