import { buildOrderBody, listingDetailsFromSpot, type OrderBody } from '@storefront/core';
import type { CheckoutFormState } from './checkout-form-state';
import type { CheckoutView } from './checkout-view';

// Its own module: the browser loads it (with core's order body rule) only when an order is about to be placed.
/** The order body of this checkout (core `buildOrderBody`); the customer's id when logged in. */
export function orderBodyOf(view: CheckoutView, state: CheckoutFormState, orderId: string, now: number): OrderBody {
  // The e-mail is the personal details' and the address the spot's, whatever an older stored copy says.
  const details = {
    ...state.details,
    listingDetails: listingDetailsFromSpot(
      { ...view.spot },
      state.details.personalDetails,
      state.details.listingDetails,
      state.details.shippingDetails.phoneNumber,
    ),
  };
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
