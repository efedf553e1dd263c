import type { CartConfig, PaymentMethodConfig, ShippingMethodConfig } from '@storefront/core';

/** The cart's part of the shop settings the root loader sends to the browser. */
export interface CartClientSettings {
  /** Contract section 3 endpoints with their `{{token}}`/`{{cartId}}` placeholders (the task queue fills them). */
  endpoints: {
    create: string;
    update: string;
    delete: string;
    pull: string;
    totals: string;
    applyCoupon: string;
    deleteCoupon: string;
    merge: string;
  };
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
  >;
  allowOutOfStockInCart: boolean;
  /** The preselected methods (spec point 4 "Cart"), for the local totals. */
  payment: PaymentMethodConfig | null;
  shipping: ShippingMethodConfig | null;
}
