import {
  availablePaymentMethods,
  checkoutAddressFrom,
  defaultShippingAddress,
  isBookingLine,
  newOrderId,
  OFFLINE_COPY_HEADER,
  type CartItem,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';
import { readSession } from '../../lib/session.server';
import { asCartItems, findServerCart, loadCartPage, pullCart, type PulledCartItem } from '../cart/index.server';
import type { CheckoutView, SpotAddress } from './checkout-view';
import { checkoutViewFields } from './checkout-shell';
import { checkoutShell } from './checkout-shell.server';

type Context = Readonly<RouterContextProvider>;

/** The server cart with what the order body needs of each line, and its id. */
export async function checkoutCart(page: PageContext, request: Request, context: Context) {
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const pulled = await pullCart(cart);
  return { cartId: cart ? String(cart.cartId) : '', items: withServerFields(pulled, page, cart?.cartId) };
}

function withServerFields(
  pulled: readonly PulledCartItem[],
  page: PageContext,
  cartId: string | number | undefined,
): CartItem[] {
  const items = asCartItems(pulled, page.config.cart.bookingTaxRatePercent);
  return items.map((item, i) => ({
    ...item,
    ...(cartId !== undefined && { server_cart_id: cartId }),
    ...(pulled[i]!.product_option !== undefined && {
      product_option: pulled[i]!.product_option as CartItem['product_option'],
    }),
  }));
}

/** The checkout page: the cart's summary, the shopper, the methods and the spot of a parking booking. */
export async function loadCheckout(page: PageContext, request: Request, context: Context): Promise<CheckoutView> {
  const [cartView, { cartId, items }, session] = await Promise.all([
    loadCartPage(page, request, context),
    checkoutCart(page, request, context),
    readSession(request, context),
  ]);
  const shell = checkoutShell(page);
  const defaultAddress = session && defaultShippingAddress(session.user);
  return {
    ...checkoutViewFields(shell),
    cart: cartView,
    items,
    cartId,
    ...(session && { customer: session.user }),
    ...(defaultAddress && { defaultAddress: checkoutAddressFrom(defaultAddress) }),
    paymentMethods: availablePaymentMethods(shell.allPaymentMethods, items, shell.hideCashOnDeliveryForTypes),
    ...(await spotOf(page, items)),
    orderId: newOrderId(Date.now()),
    ...(request.headers.get(OFFLINE_COPY_HEADER) === '1' && { offlineShell: shell }),
  };
}

async function spotOf(page: PageContext, items: readonly CartItem[]): Promise<{ spot?: SpotAddress }> {
  const booking = items.find(isBookingLine);
  if (!booking) return {};
  const product = await page.catalog.productBy('sku', booking.sku).catch(() => undefined);
  if (!product) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { spot: { address: text(product.address), intersection: text(product.intersection) } };
}
