import type { CheckoutConfig, PaymentMethodConfig, PriceFormatOptions } from '@storefront/core';
import type { CheckoutView } from './checkout-view';

/**
 * What the checkout page takes from the shop's configuration alone (no cart, no shopper): every page carries it in
 * the root data, so the checkout can be built offline from it and the browser cart (issue 11).
 */
export interface CheckoutShell extends Omit<
  CheckoutView,
  'cart' | 'items' | 'cartId' | 'customer' | 'defaultAddress' | 'spot' | 'orderId' | 'paymentMethods' | 'offlineShell'
> {
  /** Every configured method; the cart's lines decide which are offered (cash on delivery and virtual carts). */
  allPaymentMethods: PaymentMethodConfig[];
  hideCashOnDeliveryForTypes: CheckoutConfig['hideCashOnDeliveryForTypes'];
  priceFormat: Required<Pick<PriceFormatOptions, 'currencySign' | 'currencySignPlacement' | 'fractionDigits'>>;
  images: { baseUrl: string; thumbnail: { width: number; height: number } };
  cartHref: string;
  homeHref: string;
}

/** The part of the checkout view the shell gives as it is. */
export function checkoutViewFields(shell: CheckoutShell) {
  const {
    allPaymentMethods: _methods,
    hideCashOnDeliveryForTypes: _hide,
    priceFormat: _format,
    images: _images,
    cartHref: _cart,
    homeHref: _home,
    ...fields
  } = shell;
  return fields;
}
