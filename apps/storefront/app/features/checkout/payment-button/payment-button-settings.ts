/** What the payment-provider button needs of the configuration (built by `payment-button-settings.server.ts`). */
export interface PaymentButtonSettings {
  /**
   * `GET /api/ext/paypal/config`: the API names the provider, its client id, its currency and the script to load
   * (one source of truth; the storefront's `checkout.paymentProvider` only opens the CSP for PayPal's hosts).
   */
  configUrl: string;
  /** `api.endpoints.paymentProvider`, absolute or API-relative, with `?token={{token}}` for the task queue. */
  endpoints: { create: string; execute: string; complete: string };
}
