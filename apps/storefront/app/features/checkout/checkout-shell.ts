import type { CheckoutShell } from './checkout-view';

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
