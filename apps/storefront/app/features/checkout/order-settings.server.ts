import { localizedRoute } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { checkoutShell } from './checkout-shell.server';
import type { OrderSettings } from './order-settings';

export function orderSettings(page: PageContext): OrderSettings {
  const { config } = page;
  return {
    endpoint: config.api.endpoints.order,
    contactAddress: config.mailer.contactAddress,
    orders: { directBackendSync: config.orders.directBackendSync, offlineOrders: config.orders.offlineOrders },
    thankYouPath: localizedRoute('/checkout/thank-you', page.storeCode, page.stores),
    homePath: localizedRoute('/', page.storeCode, page.stores),
    checkout: checkoutShell(page),
  };
}
