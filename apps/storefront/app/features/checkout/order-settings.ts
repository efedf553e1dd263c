import type { OrdersConfig } from '@storefront/core';
import type { CheckoutShell } from './checkout-view';

/** What every page needs to send the orders waiting in the browser (root loader data `orders`). */
export interface OrderSettings {
  endpoint: string;
  contactAddress: string;
  orders: Pick<OrdersConfig, 'directBackendSync' | 'offlineOrders'>;
  thankYouPath: string;
  /** The current store's home (the thank-you page's 'Continue shopping', also offline). */
  homePath: string;
  /** The checkout's configuration, so the checkout opens offline from the browser cart. */
  checkout: CheckoutShell;
}
