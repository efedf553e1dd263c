import type { PageContext } from '../../lib/page-context.server';
import { catalogLocation } from '../../lib/catalog-location';
import { endpointUrl } from '../../lib/endpoint-url';
import { cartEndpoints } from './cart-api';
import { spotTimeZone } from './spot-time-zone';
import type { CartClientSettings } from '../../lib/cart-settings';

/** What the browser cart needs of the configuration: its endpoints (with placeholders) and the cart rules' settings. */
export function cartClientSettings(page: PageContext): CartClientSettings {
  const { api, cart, stock, checkout, shipping } = page.config;
  const url = (path: string) => endpointUrl(api.url, path);
  return {
    endpoints: cartEndpoints(api.endpoints.cart, api.endpoints.stock, url),
    config: {
      synchronize: cart.synchronize,
      synchronizeTotals: cart.synchronizeTotals,
      serverMergeByDefault: cart.serverMergeByDefault,
      serverSyncCanRemoveLocalItems: cart.serverSyncCanRemoveLocalItems,
      serverSyncCanModifyLocalItems: cart.serverSyncCanModifyLocalItems,
      askBeforeRemoveProduct: cart.askBeforeRemoveProduct,
      minicartCountType: cart.minicartCountType,
      bookingTaxRatePercent: cart.bookingTaxRatePercent,
      pullThrottleMs: cart.pullThrottleMs,
      totalsThrottleMs: cart.totalsThrottleMs,
      createThrottleMs: cart.createThrottleMs,
      methodsRefreshMs: cart.methodsRefreshMs,
      guestCartBypassMaxAttempts: cart.guestCartBypassMaxAttempts,
      bypassCartLoaderForAuthorizedUsers: cart.bypassCartLoaderForAuthorizedUsers,
      authorizedUserBypassMs: cart.authorizedUserBypassMs,
    },
    dateFormat: page.storeView.i18n.dateFormat,
    timeZone: spotTimeZone(undefined, page.storeView),
    locale: page.storeView.i18n.defaultLocale,
    catalog: catalogLocation(page.config, page.storeView, page.storeCode),
    allowOutOfStockInCart: stock.allowOutOfStockInCart,
    stockCheck: stock.synchronize,
    stockCheckDelayMs: stock.checkFollowUpDelayMs,
    payment: checkout.paymentMethods.find((method) => method.code === checkout.defaultPaymentMethod) ?? null,
    shipping: shipping.methods.find((method) => method.default) ?? shipping.methods[0] ?? null,
  };
}
