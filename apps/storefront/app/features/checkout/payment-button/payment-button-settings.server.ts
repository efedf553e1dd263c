import type { StorefrontConfig } from '@storefront/core';
import { endpointUrl } from '../../account/account-settings.server';
import type { PaymentButtonSettings } from './payment-button-settings';

const withToken = (url: string) =>
  url.includes('{{token}}') ? url : `${url}${url.includes('?') ? '&' : '?'}token={{token}}`;

/**
 * PayPal's SDK (`checkout.paymentProvider.scriptUrl`) with the client id and the store view's currency when a client
 * id is configured; otherwise the fake provider's script, served by the API next to the create endpoint.
 */
export function providerScriptUrl(config: StorefrontConfig, currencyCode: string): string {
  const { scriptUrl, clientId } = config.checkout.paymentProvider;
  if (clientId) {
    const url = new URL(scriptUrl);
    url.searchParams.set('client-id', clientId);
    url.searchParams.set('currency', currencyCode);
    url.searchParams.set('intent', 'capture');
    return url.href;
  }
  return endpointUrl(config.api.url, config.api.endpoints.paymentProvider.create.replace(/\/create$/, '/fake/sdk.js'));
}

/** The button's settings for one page (store view): the checkout loader sends them to `PaymentProviderButton`. */
export function paymentButtonSettings(config: StorefrontConfig, currencyCode: string): PaymentButtonSettings {
  const endpoints = config.api.endpoints.paymentProvider;
  const url = (path: string) => withToken(endpointUrl(config.api.url, path));
  return {
    scriptUrl: providerScriptUrl(config, currencyCode),
    endpoints: { create: url(endpoints.create), execute: url(endpoints.execute), complete: url(endpoints.complete) },
  };
}
