// The checkout's server-only face.
export { checkoutShell } from './checkout-shell.server';
export { orderSettings } from './order-settings.server';
