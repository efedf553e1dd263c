import { buildOrderBody, type OrderBody } from '@storefront/core';
import type { CheckoutFormState } from './checkout-form-state';
import type { CheckoutView } from './checkout-view';

// Its own module: the browser loads it (with core's order body rule) only when an order is about to be placed.
/** The order body of this checkout (core `buildOrderBody`); the customer's id when logged in. */
export function orderBodyOf(view: CheckoutView, state: CheckoutFormState, orderId: string, now: number): OrderBody {
  const { details } = state;
  const shippingMethod = view.shippingMethods.find(
    (method) => method.method_code === details.shippingDetails.shippingMethod,
  );
  return buildOrderBody({
    orderId,
    now,
    items: view.items,
    ...(view.cartId && { cartId: view.cartId }),
    ...(view.customer && { user: { id: view.customer.id } }),
    ...(view.storeCode && { storeCode: view.storeCode }),
    details,
    ...(shippingMethod && { shippingMethod }),
    paymentMethod: details.paymentDetails.paymentMethod,
    paymentMethodsMapping: view.paymentMethodsMapping,
  });
}
