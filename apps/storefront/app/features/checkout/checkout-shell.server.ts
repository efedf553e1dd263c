import { localizedRoute } from '@storefront/core';
import { storePriceFormat } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import type { CheckoutShell } from './checkout-view';
import { paymentButtonSettings } from './payment-button/payment-button-settings.server';

export function checkoutShell(page: PageContext): CheckoutShell {
  const { config } = page;
  const route = (path: string) => localizedRoute(path, page.storeCode, page.stores);
  return {
    defaultCountry: page.storeView.i18n.defaultCountry,
    shippingMethods: [...config.shipping.methods],
    allPaymentMethods: [...config.checkout.paymentMethods],
    hideCashOnDeliveryForTypes: [...config.checkout.hideCashOnDeliveryForTypes],
    defaultPaymentMethod: config.checkout.defaultPaymentMethod,
    orderEndpoint: config.api.endpoints.order,
    shippingInformationEndpoint: config.api.endpoints.cart.shippingInformation,
    orders: { directBackendSync: config.orders.directBackendSync, offlineOrders: config.orders.offlineOrders },
    contactAddress: config.mailer.contactAddress,
    storeCode: page.storeCode,
    paymentMethodsMapping: { ...config.orders.paymentMethodsMapping },
    paymentButton: paymentButtonSettings(config),
    placesApiKey: config.checkout.placesAutocomplete.apiKey,
    checkoutPath: route('/checkout'),
    thankYouPath: route('/checkout/thank-you'),
    priceFormat: storePriceFormat(page.storeView),
    images: { baseUrl: config.images.baseUrl, thumbnail: { ...config.products.thumbnails } },
    cartHref: route('/cart'),
    homeHref: route('/'),
  };
}
