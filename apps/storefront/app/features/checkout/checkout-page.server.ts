import {
  availablePaymentMethods,
  cancellationPolicyViewSchema,
  checkoutAddressFrom,
  defaultShippingAddress,
  isBookingLine,
  isVirtualCart,
  newOrderId,
  OFFLINE_COPY_HEADER,
  readEnvelope,
  roundPrice,
  shippingPriceFor,
  type CancellationPolicy,
  type CartItem,
  type ShippingMethodConfig,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { logger } from '../../lib/logger.server';
import { storeMoney } from '../../lib/money';
import { storefrontContext } from '../../lib/request-context';
import type { PageContext } from '../../lib/page-context.server';
import { readSession } from '../../lib/session.server';
import {
  asCartItems,
  findServerCart,
  loadCartPage,
  pullCart,
  type PulledCartItem,
  type ServerCart,
} from '../cart/index.server';
import type { CheckoutView, SpotAddress } from './checkout-view';
import { checkoutViewFields } from './checkout-shell';
import { checkoutShell } from './checkout-shell.server';

type Context = Readonly<RouterContextProvider>;

/** The server cart with what the order body needs of each line, and its id. */
export async function checkoutCart(page: PageContext, request: Request, context: Context) {
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const pulled = await pullCart(cart);
  const items = withServerFields(pulled, page, cart?.cartId);
  return {
    cartId: cart ? String(cart.cartId) : '',
    items,
    shippingMethods: await shippingMethodsOf(page, cart, items),
  };
}

interface EstimatedMethod {
  carrier_code?: unknown;
  method_code?: unknown;
  method_title?: unknown;
  amount?: unknown;
  price_incl_tax?: unknown;
}

/**
 * The methods this cart may be shipped with, at its prices: the API's estimate for the shop's country (contract
 * `shipping-methods`; the API's `cart.shippingMethods` are what an order is charged), each keeping the storefront's
 * `default` flag. Without a server cart, or when the estimate fails, the storefront's own methods at the cart's
 * subtotal (core's `shippingPriceFor`, the server's rule). A cart with nothing to ship needs none.
 */
async function shippingMethodsOf(
  page: PageContext,
  cart: ServerCart | undefined,
  items: readonly CartItem[],
): Promise<ShippingMethodConfig[]> {
  const configured = page.config.shipping.methods;
  if (isVirtualCart(items)) return [];
  const reply =
    cart && items.length > 0
      ? await cart.api.shippingMethods({ country_id: page.storeView.i18n.defaultCountry }).catch(() => undefined)
      : undefined;
  if (reply?.code === 200 && Array.isArray(reply.result) && reply.result.length > 0) {
    const estimated = (reply.result as EstimatedMethod[]).filter(
      (m) => typeof m.method_code === 'string' && typeof m.carrier_code === 'string',
    );
    return estimated.map((m) => {
      const own = configured.find((c) => c.method_code === m.method_code && c.carrier_code === m.carrier_code);
      return {
        method_title: typeof m.method_title === 'string' ? m.method_title : String(m.method_code),
        method_code: String(m.method_code),
        carrier_code: String(m.carrier_code),
        amount: Number(m.amount) || 0,
        price_incl_tax: Number(m.price_incl_tax) || 0,
        default: own?.default ?? false,
        offline: own?.offline ?? true,
      };
    });
  }
  const goods = roundPrice(items.reduce((sum, item) => sum + item.qty * item.priceInclTax, 0));
  return configured.map((method) => shippingPriceFor(method, goods));
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
  const [cartView, { cartId, items, shippingMethods }, session] = await Promise.all([
    loadCartPage(page, request, context),
    checkoutCart(page, request, context),
    readSession(request, context),
  ]);
  const shell = checkoutShell(page);
  const defaultAddress = session && defaultShippingAddress(session.user);
  const money = storeMoney(page.storeView);
  return {
    ...checkoutViewFields(shell),
    shippingMethods,
    shippingPrices: Object.fromEntries(shippingMethods.map((m) => [m.method_code, money(m.price_incl_tax)])),
    cart: cartView,
    items,
    cartId,
    ...(session && { customer: session.user }),
    ...(defaultAddress && { defaultAddress: checkoutAddressFrom(defaultAddress) }),
    paymentMethods: availablePaymentMethods(shell.allPaymentMethods, items, shell.hideCashOnDeliveryForTypes),
    ...(await spotOf(page, items)),
    ...(await cancellationPolicyOf(context, items)),
    orderId: newOrderId(Date.now()),
    ...(request.headers.get(OFFLINE_COPY_HEADER) === '1' && { offlineShell: shell }),
  };
}

/** The bookings' cancellation policy, for a cart holding a booking: the shopper reads it before paying. */
async function cancellationPolicyOf(
  context: Context,
  items: readonly CartItem[],
): Promise<{ cancellationPolicy?: CancellationPolicy }> {
  if (!items.some(isBookingLine)) return {};
  const { apiFetch } = context.get(storefrontContext);
  try {
    const reply = await readEnvelope(await apiFetch('/api/ext/bookings/policy', { cache: 'no-store' }));
    const policy = reply.code === 200 ? cancellationPolicyViewSchema.safeParse(reply.result) : undefined;
    if (policy?.success)
      return {
        cancellationPolicy: { freeUntilHours: policy.data.freeUntilHours, keptPercent: policy.data.keptPercent },
      };
  } catch (error) {
    logger.warn({ err: error }, '[checkout] the cancellation policy could not be read');
  }
  return {};
}

async function spotOf(page: PageContext, items: readonly CartItem[]): Promise<{ spot?: SpotAddress }> {
  const booking = items.find(isBookingLine);
  if (!booking) return {};
  const product = await page.catalog.productBy('sku', booking.sku).catch(() => undefined);
  if (!product) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { spot: { address: text(product.address), intersection: text(product.intersection) } };
}
