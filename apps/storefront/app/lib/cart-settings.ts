import type { CartConfig, PaymentMethodConfig, ShippingMethodConfig } from '@storefront/core';
import type { CatalogLocation } from './catalog-location';

/** The cart endpoints of the API contract, with their `{{token}}`/`{{cartId}}` placeholders. */
export interface CartEndpoints {
  create: string;
  update: string;
  delete: string;
  pull: string;
  totals: string;
  applyCoupon: string;
  deleteCoupon: string;
  /** The methods an address may be shipped with, each at this cart's price (a free-shipping threshold applied). */
  shippingMethods: string;
  /** Our extension: the guest cart's lines go into the customer's cart on the server, once. */
  merge: string;
  /** `/api/stock/check?sku={{sku}}`: the online check after an add. */
  stockCheck: string;
}

/** The cart's part of the shop settings the root loader sends to the browser. */
export interface CartClientSettings {
  /** The cart API's endpoints with their `{{token}}`/`{{cartId}}` placeholders (the task queue fills them). */
  endpoints: CartEndpoints;
  config: Pick<
    CartConfig,
    | 'synchronize'
    | 'synchronizeTotals'
    | 'serverMergeByDefault'
    | 'serverSyncCanRemoveLocalItems'
    | 'serverSyncCanModifyLocalItems'
    | 'askBeforeRemoveProduct'
    | 'minicartCountType'
    | 'bookingTaxRatePercent'
    | 'pullThrottleMs'
    | 'totalsThrottleMs'
    | 'createThrottleMs'
    | 'methodsRefreshMs'
    | 'guestCartBypassMaxAttempts'
    | 'bypassCartLoaderForAuthorizedUsers'
    | 'authorizedUserBypassMs'
  >;
  /** The store view's date format (spec: HH:mm D/M/YYYY) for booking periods. */
  dateFormat: string;
  /** The clock spot periods are shown on when a line names none (`spotTimeZone` of the store view), and the locale. */
  timeZone: string;
  locale: string;
  allowOutOfStockInCart: boolean;
  /** `stock.synchronize`: check an added line online, `stockCheckDelayMs` (500 ms) after the add. */
  stockCheck: boolean;
  stockCheckDelayMs: number;
  /** The store view's catalogue: a line the server sent without an image (another device, a merge) gets its own. */
  catalog: CatalogLocation;
  /** The preselected methods (see docs/behaviour.md#cart-in-the-browser), for the local totals. */
  payment: PaymentMethodConfig | null;
  shipping: ShippingMethodConfig | null;
}
