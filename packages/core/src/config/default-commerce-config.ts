import type {
  CartConfig,
  CheckoutConfig,
  MailerConfig,
  NewsletterConfig,
  OrdersConfig,
  ShippingConfig,
  StockConfig,
  UsersConfig,
} from './commerce-config-types.js';

export function defaultCartConfig(): CartConfig {
  return {
    thumbnails: { width: 150, height: 150 },
    synchronize: true,
    synchronizeTotals: true,
    serverMergeByDefault: true,
    serverSyncCanRemoveLocalItems: false,
    serverSyncCanModifyLocalItems: false,
    setCustomProductOptions: true,
    setConfigurableProductOptions: true,
    askBeforeRemoveProduct: true,
    displayItemDiscounts: true,
    productsAreReconfigurable: true,
    minicartCountType: 'quantities',
    bookingTaxRatePercent: 10.25,
    defaultBundleQty: 1,
    pullThrottleMs: 2000,
    totalsThrottleMs: 200,
    createThrottleMs: 1000,
    methodsRefreshMs: 600_000,
    bypassCartLoaderForAuthorizedUsers: false,
    authorizedUserBypassMs: 1_440_000,
    guestCartBypassMaxAttempts: 10,
  };
}

export function defaultStockConfig(): StockConfig {
  return { synchronize: true, allowOutOfStockInCart: true, checkFollowUpDelayMs: 500, listBatchSize: 15 };
}

export function defaultCheckoutConfig(): CheckoutConfig {
  return {
    paymentMethods: [
      {
        code: 'cashondelivery',
        title: 'Cash on delivery',
        cost: 0,
        costInclTax: 0,
        default: true,
        offline: true,
        is_server_method: false,
      },
      {
        code: 'vsfpaypal',
        title: 'Paypal',
        cost: 0,
        costInclTax: 0,
        default: false,
        offline: false,
        is_server_method: false,
      },
    ],
    defaultPaymentMethod: 'cashondelivery',
    hideCashOnDeliveryForTypes: ['virtual', 'downloadable'],
    paymentProvider: { scriptUrl: 'https://www.paypal.com/sdk/js', clientId: '' },
    placesAutocomplete: { apiKey: '' },
  };
}

/**
 * The demo shop's methods, as its Delivery page (a CMS page of the demo data) describes them: Standard, free from
 * $50; Express; Pick-up in a store, free. Shipping carries no tax here (`amount` = `price_incl_tax`), so the
 * shipping segment of the totals shows the page's prices.
 */
export function defaultShippingConfig(): ShippingConfig {
  return {
    methods: [
      {
        method_title: 'Standard',
        method_code: 'flatrate',
        carrier_code: 'flatrate',
        amount: 4.95,
        price_incl_tax: 4.95,
        default: true,
        offline: true,
        free_shipping_threshold: 50,
      },
      {
        method_title: 'Express',
        method_code: 'express',
        carrier_code: 'express',
        amount: 9.95,
        price_incl_tax: 9.95,
        default: false,
        offline: true,
      },
      {
        method_title: 'Pick-up',
        method_code: 'pickup',
        carrier_code: 'pickup',
        amount: 0,
        price_incl_tax: 0,
        default: false,
        offline: true,
      },
    ],
  };
}

export function defaultOrdersConfig(): OrdersConfig {
  return {
    directBackendSync: true,
    paymentMethodsMapping: {},
    sessionHashAlgorithm: 'SHA3-224',
    offlineOrders: {
      automaticTransmissionEnabled: false,
      backgroundSyncTag: 'orderSync',
      notification: {
        enabled: true,
        title: 'Order waiting!',
        message: 'Click here to confirm the order that you made offline.',
        icon: '/icons/icon-192.png',
      },
    },
  };
}

export function defaultUsersConfig(): UsersConfig {
  return {
    autoRefreshTokens: true,
    tokenRefreshMaxAttempts: 20,
    tokenRefreshRetryMs: 1000,
    tokenInHeader: false,
    loginAfterCreatePassword: true,
    allowModification: ['firstname', 'lastname', 'email', 'addresses'],
  };
}

export function defaultMailerConfig(): MailerConfig {
  return { contactAddress: 'contact@localhost' };
}

export function defaultNewsletterConfig(): NewsletterConfig {
  return { couponDiscountPercent: 10 };
}
