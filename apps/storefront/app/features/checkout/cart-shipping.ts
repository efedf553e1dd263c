import type { ShippingDetails, TaskQueue } from '@storefront/core';
import type { CheckoutView } from './checkout-view';

/**
 * Tells the server cart the chosen shipping address and method (contract `shipping-information`), so the review's
 * totals, read from the server cart, carry the shipping the order will be charged. The queue sends the session's
 * token; the cart is the checkout's own.
 */
export async function sendCartShipping(queue: TaskQueue, view: CheckoutView, shipping: ShippingDetails) {
  const method = view.shippingMethods.find((candidate) => candidate.method_code === shipping.shippingMethod);
  if (!method || !view.cartId) return false;
  const street = [shipping.streetAddress, shipping.apartmentNumber].filter((line) => line.trim() !== '');
  const task = await queue.execute({
    url: view.shippingInformationEndpoint.replace('{{cartId}}', encodeURIComponent(view.cartId)),
    payload: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        addressInformation: {
          shippingAddress: {
            firstname: shipping.firstName,
            lastname: shipping.lastName,
            street,
            city: shipping.city,
            postcode: shipping.zipCode,
            country_id: shipping.country,
            region: shipping.state,
            telephone: shipping.phoneNumber,
          },
          shippingCarrierCode: method.carrier_code,
          shippingMethodCode: method.method_code,
        },
      }),
    },
    silent: true,
  });
  return task.resultCode === 200;
}
