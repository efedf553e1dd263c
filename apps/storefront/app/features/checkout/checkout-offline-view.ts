import {
  availablePaymentMethods,
  formatPrice,
  localTotalSegments,
  newOrderId,
  productImageUrl,
  roundPrice,
  shippingPriceFor,
  type CartItem,
} from '@storefront/core';
import { cartLineKey, type CartPageView } from '../cart';
import { checkoutViewFields } from './checkout-shell';
import type { CheckoutShell, CheckoutView } from './checkout-view';

/**
 * The checkout built in the browser when the shop cannot be reached (see docs/behaviour.md#offline): the shop's configuration and the
 * browser's cart. The totals are the local ones; the order body carries the lines as the browser has them, and the
 * server prices them when the order is sent.
 */
export function offlineCheckoutView(
  shell: CheckoutShell,
  items: readonly CartItem[],
  cartId: string | number | undefined,
  translate: (key: string) => string = (key) => key,
): CheckoutView {
  const { priceFormat, images } = shell;
  const money = (value: number) => formatPrice(value, priceFormat);
  const cart: CartPageView = {
    lines: items.map((item) => ({
      itemId: item.server_item_id !== undefined ? String(item.server_item_id) : cartLineKey(item),
      sku: item.sku,
      name: item.name,
      imageUrl: productImageUrl(item.image, images.thumbnail, { baseUrl: images.baseUrl }),
      options: [],
      // Before tax, as every cart line shows it (docs/behaviour.md#prices-and-taxes).
      price: money(item.price),
      qty: item.qty,
      rowTotal: money(roundPrice(item.price * item.qty)),
    })),
    segments: localTotalSegments(items).map((segment) => ({
      code: segment.code,
      title: translate(segment.title),
      value: money(segment.value),
    })),
    cartHref: shell.cartHref,
    checkoutHref: shell.checkoutPath,
    homeHref: shell.homeHref,
  };
  const fields = checkoutViewFields(shell);
  // The shop's methods at the local subtotal, by the server's rule (a free-shipping threshold).
  const goods = roundPrice(items.reduce((sum, item) => sum + item.qty * item.priceInclTax, 0));
  const shippingMethods = fields.shippingMethods.map((method) => shippingPriceFor(method, goods));
  return {
    ...fields,
    shippingMethods,
    shippingPrices: Object.fromEntries(shippingMethods.map((m) => [m.method_code, money(m.price_incl_tax)])),
    cart,
    items: [...items],
    cartId: cartId === undefined ? '' : String(cartId),
    paymentMethods: availablePaymentMethods(shell.allPaymentMethods, items, shell.hideCashOnDeliveryForTypes),
    orderId: newOrderId(Date.now()),
  };
}
