import type { ApiConfig } from '../config.js';

/**
 * What the payment button needs to load the provider's script (`GET /api/ext/paypal/config`): the one source of the
 * provider, its public client id and the currency the API quotes and captures in, so the button's currency is always
 * the provider order's. No secret: the answer is public.
 */
export interface ProviderSettings {
  provider: 'fake' | 'paypal';
  /** PayPal's public client id; null for the fake provider. */
  clientId: string | null;
  /** `cart.currency`: the currency of every quote and provider order. */
  currency: string;
  /** PayPal's SDK (the button adds client-id, currency and intent), or the fake's script path on this API. */
  scriptUrl: string;
}

export function providerSettings(payment: ApiConfig['payment'], currency: string, fakeScriptPath: string) {
  const settings: ProviderSettings =
    payment.provider === 'paypal'
      ? { provider: 'paypal', clientId: payment.paypal.clientId, currency, scriptUrl: payment.paypal.sdkUrl }
      : { provider: 'fake', clientId: null, currency, scriptUrl: fakeScriptPath };
  return settings;
}
