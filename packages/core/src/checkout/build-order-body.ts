import { findRegion } from '../address/regions.js';
import type { CartItem } from '../cart/cart-item.js';
import type { ShippingMethodConfig } from '../config/commerce-config-types.js';
import type { OrderAddress, OrderBody, OrderProduct } from '../order/order-body.js';
import { orderIdTime } from '../order/order-id.js';
import type { CheckoutAddress, CheckoutDetails } from './checkout-details.js';
import { checkoutSections } from './checkout-sections.js';

export interface OrderBodyInput {
  orderId: string;
  /** Epoch milliseconds: `updated_at`. `created_at` is the order id's time, so a rebuilt order is the same order. */
  now: number;
  items: readonly CartItem[];
  /** The server cart's id (customer quote id or guest masked id), when the cart has one. */
  cartId?: string | number;
  user?: { id: number | string };
  storeCode?: string;
  details: CheckoutDetails;
  /** The chosen shipping method; ignored for a cart with nothing to ship. */
  shippingMethod?: Pick<ShippingMethodConfig, 'method_code' | 'carrier_code'>;
  /** The chosen payment method's code (VSF's `orders.payment_methods_mapping` is applied to it). */
  paymentMethod: string;
  paymentMethodsMapping?: Readonly<Record<string, string>>;
  unshippedTypes?: readonly string[];
}

/** The cart line fields the order carries (see docs/api.md#orders); the browser's own bookkeeping stays behind. */
function orderProduct(item: CartItem): OrderProduct {
  const product: OrderProduct = { sku: item.sku, qty: item.qty, price: item.price };
  const optional = {
    priceInclTax: item.priceInclTax,
    name: item.name,
    type_id: item.type_id,
    parentSku: item.parentSku,
    product_option: item.product_option,
    server_item_id: item.server_item_id,
    server_cart_id: item.server_cart_id,
    sgn: item.sgn,
    book_from: item.book_from,
    book_to: item.book_to,
    spot_id: item.spot_id,
  };
  for (const [field, value] of Object.entries(optional)) if (value !== undefined) product[field] = value;
  if (item.book_from !== undefined || item.spot_id !== undefined) product.is_monthly = item.is_monthly === true;
  return product;
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Checkout address fields as a Magento order address; `street` = [street address, house/apartment number]. */
function orderAddress(address: CheckoutAddress, email: string): OrderAddress {
  const state = trimmed(address.state);
  const listed = findRegion(trimmed(address.country), state);
  const result: OrderAddress = {
    firstname: trimmed(address.firstName),
    lastname: trimmed(address.lastName),
    street: [address.streetAddress, address.apartmentNumber].map(trimmed).filter((line) => line !== ''),
    city: trimmed(address.city),
    postcode: trimmed(address.zipCode),
    country_id: trimmed(address.country),
    region_id: Number.isFinite(address.region_id) ? address.region_id : 0,
  };
  if (listed) Object.assign(result, { region: listed.name, region_code: listed.code });
  else if (state !== '') result.region = state;
  if (trimmed(address.phoneNumber) !== '') result.telephone = trimmed(address.phoneNumber);
  if (email !== '') result.email = email;
  return result;
}

/**
 * The order as `POST /api/order` takes it (see docs/api.md#orders), built from the cart and the checkout details. A cart with
 * nothing to ship has no shipping address and no shipping method; a cart with parking bookings carries the listing
 * details in `shippingExtraFields`; billing is the shipping address when so chosen.
 */
export function buildOrderBody(input: OrderBodyInput): OrderBody {
  const { details } = input;
  const sections = checkoutSections(input.items, input.unshippedTypes);
  const shipped = sections.includes('shipping');
  const email = trimmed(details.personalDetails.emailAddress);
  const payment = details.paymentDetails;
  const shippingAddress = shipped ? orderAddress(details.shippingDetails, email) : undefined;
  const billingAddress: OrderAddress = {
    ...(payment.sameAsShipping && shippingAddress ? shippingAddress : orderAddress(payment, email)),
  };
  if (trimmed(payment.company) !== '') billingAddress.company = trimmed(payment.company);
  if (trimmed(payment.taxId) !== '') billingAddress.vat_id = trimmed(payment.taxId);
  const paymentCode = input.paymentMethodsMapping?.[input.paymentMethod] ?? input.paymentMethod;
  const createdAt = new Date(orderIdTime(input.orderId) ?? input.now).toISOString();
  return {
    order_id: input.orderId,
    user_id: input.user ? String(input.user.id) : '',
    cart_id: input.cartId === undefined ? '' : String(input.cartId),
    ...(input.storeCode && { store_code: input.storeCode }),
    created_at: createdAt,
    updated_at: new Date(input.now).toISOString(),
    products: input.items.map(orderProduct),
    addressInformation: {
      ...(shippingAddress && { shippingAddress }),
      billingAddress,
      ...(shipped &&
        input.shippingMethod && {
          shipping_method_code: input.shippingMethod.method_code,
          shipping_carrier_code: input.shippingMethod.carrier_code,
        }),
      payment_method_code: paymentCode,
      payment_method_additional: { ...payment.paymentMethodAdditional },
      shippingExtraFields: sections.includes('listing') ? { listingDetails: { ...details.listingDetails } } : {},
    },
  };
}
