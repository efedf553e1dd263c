import { endpointUrl } from './endpoint-url';
import type { CartClientSettings } from './cart-settings';
import type { PageContext } from './page-context.server';

/** What the browser cart needs of the configuration: its endpoints (with placeholders) and the cart rules' settings. */
export function cartClientSettings(page: PageContext): CartClientSettings {
  const { api, cart, stock, checkout, shipping } = page.config;
  const url = (path: string) => endpointUrl(api.url, path);
  const endpoints = api.endpoints.cart;
  return {
    endpoints: {
      create: url(endpoints.create),
      update: url(endpoints.update),
      delete: url(endpoints.delete),
      pull: url(endpoints.pull),
      totals: url(endpoints.totals),
      applyCoupon: url(endpoints.applyCoupon),
      deleteCoupon: url(endpoints.deleteCoupon),
      // Our extension (decision 5): the guest cart's lines go into the customer's cart on the server, once.
      merge: url(endpoints.pull.replace(/\/pull\?/, '/merge?')),
      stockCheck: url(`${api.endpoints.stock}/check?sku={{sku}}`),
    },
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
    },
    dateFormat: page.storeView.i18n.dateFormat,
    allowOutOfStockInCart: stock.allowOutOfStockInCart,
    stockCheck: stock.synchronize,
    stockCheckDelayMs: stock.checkFollowUpDelayMs,
    payment: checkout.paymentMethods.find((method) => method.code === checkout.defaultPaymentMethod) ?? null,
    shipping: shipping.methods.find((method) => method.default) ?? shipping.methods[0] ?? null,
  };
}
