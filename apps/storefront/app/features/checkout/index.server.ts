// The checkout's server-only face.
export { orderSettings } from './order-settings.server';
export { checkoutAction } from './checkout-action.server';
export { loadCheckout } from './checkout-page.server';
export { loadThankYou } from './thank-you.server';
export { paymentButtonSettings } from './payment-button/payment-button-settings.server';
