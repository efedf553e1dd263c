export interface CartConfig {
  thumbnails: { width: number; height: number };
  synchronize: boolean;
  synchronizeTotals: boolean;
  serverMergeByDefault: boolean;
  serverSyncCanRemoveLocalItems: boolean;
  serverSyncCanModifyLocalItems: boolean;
  setCustomProductOptions: boolean;
  setConfigurableProductOptions: boolean;
  askBeforeRemoveProduct: boolean;
  displayItemDiscounts: boolean;
  productsAreReconfigurable: boolean;
  /** 'items' counts lines; 'quantities' sums the quantities. */
  minicartCountType: 'items' | 'quantities';
  /** Tax added to the caller-set booking price: priceInclTax = price * (1 + rate / 100), 2 decimals. */
  bookingTaxRatePercent: number;
  defaultBundleQty: number;
  pullThrottleMs: number;
  totalsThrottleMs: number;
  createThrottleMs: number;
  methodsRefreshMs: number;
  /**
   * Whether the authorised-user bypass applies: after a placed order, a login within `authorizedUserBypassMs` does
   * not create a server cart (one is made when a line is added).
   */
  bypassCartLoaderForAuthorizedUsers: boolean;
  /** A logged-in user skips creating a new server cart for this long after the last bypass. */
  authorizedUserBypassMs: number;
  guestCartBypassMaxAttempts: number;
}

export interface StockConfig {
  synchronize: boolean;
  allowOutOfStockInCart: boolean;
  checkFollowUpDelayMs: number;
  listBatchSize: number;
}

export interface PaymentMethodConfig {
  code: string;
  title: string;
  cost: number;
  costInclTax: number;
  default: boolean;
  offline: boolean;
  is_server_method: boolean;
}

export interface CheckoutConfig {
  paymentMethods: PaymentMethodConfig[];
  defaultPaymentMethod: string;
  /** Hidden when the cart holds only these product types (see docs/behaviour.md#validation-messages). */
  hideCashOnDeliveryForTypes: string[];
  /**
   * Only the Content-Security-Policy reads this: a non-empty client id (public by design) lets PayPal's hosts and
   * `scriptUrl`'s origin into the page. The button itself loads the script the API names (`GET /api/ext/paypal/config`:
   * provider, client id, currency), so the API's `payment.*` settings are the one source of what is loaded.
   */
  paymentProvider: { scriptUrl: string; clientId: string };
  /** Browser key of the maps places-autocomplete service; restricted by referrer, so public. */
  placesAutocomplete: { apiKey: string };
}

export interface ShippingMethodConfig {
  method_title: string;
  method_code: string;
  carrier_code: string;
  amount: number;
  price_incl_tax: number;
  default: boolean;
  offline: boolean;
  /**
   * The method costs nothing once the goods cost this much or more (subtotal incl. tax after the coupon's discount;
   * see `shippingPriceFor`). Unset: never free.
   */
  free_shipping_threshold?: number;
}

export interface ShippingConfig {
  methods: ShippingMethodConfig[];
}

export interface OrdersConfig {
  directBackendSync: boolean;
  paymentMethodsMapping: Record<string, string>;
  /** Duplicate-order detection hashes the order content with this algorithm. */
  sessionHashAlgorithm: 'SHA3-224';
  offlineOrders: {
    automaticTransmissionEnabled: boolean;
    backgroundSyncTag: string;
    notification: { enabled: boolean; title: string; message: string; icon: string };
  };
}

export interface UsersConfig {
  autoRefreshTokens: boolean;
  tokenRefreshMaxAttempts: number;
  tokenRefreshRetryMs: number;
  tokenInHeader: boolean;
  loginAfterCreatePassword: boolean;
  allowModification: string[];
}

/** VSF 1's `mailer` section, the part the browser needs. */
export interface MailerConfig {
  /** Shown to the shopper in the order messages ('contact us on {email}'); public by design. */
  contactAddress: string;
}

export interface NewsletterConfig {
  couponDiscountPercent: number;
}
