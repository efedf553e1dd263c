/** What the payment-provider button needs of the configuration (built by `payment-button-settings.server.ts`). */
export interface PaymentButtonSettings {
  /** The provider's button script: PayPal's SDK with client id and currency, or the API's fake provider script. */
  scriptUrl: string;
  /** `api.endpoints.paymentProvider`, absolute or API-relative, with `?token={{token}}` for the task queue. */
  endpoints: { create: string; execute: string; complete: string };
}
