// The checkout's face for the rest of the shop: the address field the account's forms share, the checkout's
// configuration for offline pages, and the local order queue that going online sends.
export { AutocompleteField } from './address-autocomplete/AutocompleteField';
export { AutocompleteSettingsProvider } from './address-autocomplete/autocomplete-settings';
export type { OrderSettings } from './order-settings';
export { rememberOrderSettings } from './order-settings-store';
export { ordersInFlight, registerBackgroundSync, saveLocalOrder, sendOrder, sessionOrderHashes } from './order-queue';
export { CheckoutForm } from './CheckoutForm';
export { loadCheckoutInBrowser } from './checkout-client';
export { loadThankYouInBrowser } from './thank-you-client';
export { CheckoutSummary } from './CheckoutSummary';
export type { PaymentButtonSettings } from './payment-button/payment-button-settings';
