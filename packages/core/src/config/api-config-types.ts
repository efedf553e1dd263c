/**
 * Endpoint templates of the VSF API contract (see docs/behaviour.md#calls). Placeholders: {{token}}, {{cartId}}, {{coupon}},
 * {{pageSize}}, {{currentPage}}, {{type}}, {{cmsId}}, {{cmsIdentifier}}, {{storeId}}. Relative paths are prefixed with
 * `api.url`.
 */
export interface ApiEndpoints {
  cart: {
    create: string;
    update: string;
    delete: string;
    pull: string;
    totals: string;
    paymentMethods: string;
    shippingMethods: string;
    shippingInformation: string;
    collectTotals: string;
    deleteCoupon: string;
    applyCoupon: string;
  };
  user: {
    base: string;
    login: string;
    create: string;
    me: string;
    refresh: string;
    resetPassword: string;
    createPassword: string;
    changePassword: string;
    orderHistory: string;
  };
  /** Base of '/render-list' (price sync). */
  product: string;
  /** Base of '/check' and '/list'. */
  stock: string;
  order: string;
  review: { create: string };
  newsletter: { subscribe: string };
  mailer: { send: string; token: string };
  /** Our extension: the logged-in customer's wishlist (GET list, POST merge, DELETE one sku). */
  wishlist: string;
  cms: { byId: string; byIdentifier: string };
  paymentProvider: { create: string; execute: string; complete: string };
  url: { base: string; map: string };
  graphql: string;
}

export interface ApiConfig {
  /** '' means the API is embedded in the storefront server (same origin), which keeps the PWA free of CORS. */
  url: string;
  /** 'api' is the ES-DSL search adapter; 'graphql' reaches `endpoints.graphql` instead (see docs/behaviour.md#calls). */
  type: 'api' | 'graphql';
  saveBandwidthOverCache: boolean;
  endpoints: ApiEndpoints;
}
