import { randomUUID } from 'node:crypto';

/**
 * An order paid on delivery, shipped flat-rate and billed to the same address, as the storefront's checkout sends it
 * to `POST /api/order` (VSF's order shape). A guest's order unless `user_id` is given; a fresh order id unless one is.
 */
export function cashOnDeliveryOrder(order: {
  address: Record<string, unknown>;
  products: Array<Record<string, unknown>>;
  order_id?: string;
  user_id?: string;
  cart_id?: string;
}) {
  return {
    order_id: order.order_id ?? `${Date.now()}-${randomUUID()}`,
    user_id: order.user_id ?? '',
    cart_id: order.cart_id ?? '',
    products: order.products,
    addressInformation: {
      shippingAddress: order.address,
      billingAddress: order.address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
  };
}
