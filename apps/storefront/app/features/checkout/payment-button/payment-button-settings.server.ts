import type { StorefrontConfig } from '@storefront/core';
import { endpointUrl } from '../../account/index.server';
import type { PaymentButtonSettings } from './payment-button-settings';

const withToken = (url: string) =>
  url.includes('{{token}}') ? url : `${url}${url.includes('?') ? '&' : '?'}token={{token}}`;

/** The button's settings: where to ask for the provider's script, and its endpoints. */
export function paymentButtonSettings(config: StorefrontConfig): PaymentButtonSettings {
  const endpoints = config.api.endpoints.paymentProvider;
  const url = (path: string) => withToken(endpointUrl(config.api.url, path));
  return {
    // The config endpoint sits beside create (`/api/ext/paypal/config`), like the fake provider's script.
    configUrl: endpointUrl(config.api.url, endpoints.create.replace(/\/create(\?.*)?$/, '/config')),
    endpoints: { create: url(endpoints.create), execute: url(endpoints.execute), complete: url(endpoints.complete) },
  };
}
