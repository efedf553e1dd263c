import { describe, expect, it } from 'vitest';
import { defaultStorefrontConfig } from './default-storefront-config.js';
import { SUPPORTED_LOCALES } from './supported-locales.js';

const config = defaultStorefrontConfig();

/** `expect(object).toMatchObject(...)` one setting at a time, written as a table of [name, value] rows. */
function expectSettings<T extends object>(
  object: T,
  settings: readonly (readonly [keyof T & string, unknown])[],
): void {
  for (const [name, value] of settings) expect(object, name).toMatchObject({ [name]: value });
}

describe('defaultStorefrontConfig: spec point 1 and VSF defaults', () => {
  it('uses en-US, USD and the dollar sign before the amount', () => {
    expect(config.i18n).toMatchObject({
      defaultCountry: 'US',
      defaultLanguage: 'EN',
      defaultLocale: 'en-US',
      availableLocale: ['en-US'],
      currencyCode: 'USD',
      currencySign: '$',
      currencySignPlacement: 'prepend',
      fractionDigits: 2,
      dateFormat: 'HH:mm D/M/YYYY',
      fullCountryName: 'United States',
      fullLanguageName: 'English',
    });
  });

  it('lists the supported locales of spec point 1', () => {
    expect(SUPPORTED_LOCALES.join(' ')).toBe('en-US de-DE fr-FR es-ES nl-NL jp-JP ru-RU it-IT pt-BR pl-PL cs-CZ');
    expect(config.i18n.supportedLocales).toEqual([...SUPPORTED_LOCALES]);
  });

  it('has multistore off, mapping the German and Italian store views', () => {
    const { storeViews } = config;
    expect(config.defaultStoreCode).toBe('');
    expect(storeViews.multistore).toBe(false);
    expect(storeViews.mapStoreUrlsFor).toEqual(['de', 'it']);
    expect(storeViews.views.it?.extend).toBe('de');
  });

  const EURO = { currencyCode: 'EUR', currencySign: '€', currencySignPlacement: 'append' };
  // The Italian view extends the German one, so it names its own locale only.
  it.each([
    ['de', 3, 'German Store', { defaultLocale: 'de-DE', ...EURO }],
    ['it', 4, 'Italian Store', { defaultLocale: 'it-IT' }],
  ])('has the disabled EUR store view %s (id %i, %s)', (code, storeId, name, i18n) => {
    expect(config.storeViews.views[code]).toMatchObject({
      storeCode: code,
      storeId,
      name,
      url: `/${code}`,
      disabled: true,
      elasticsearch: { index: `vue_storefront_catalog_${code}` },
      tax: { defaultCountry: code.toUpperCase() },
      i18n,
    });
  });

  it('has the SEO switches: URL dispatcher on, prefixed catalogue URLs', () => {
    expect(config.seo).toMatchObject({ useUrlDispatcher: true, useShortCatalogUrls: false });
    expect(config.seo.defaultTitle).not.toBe('');
  });

  it('embeds the API (same origin) with the contract endpoint templates', () => {
    const { api } = config;
    expect(api.url).toBe('');
    expect(api.endpoints.cart.create).toBe('/api/cart/create?token={{token}}');
    expect(api.endpoints.cart.update).toBe('/api/cart/update?token={{token}}&cartId={{cartId}}');
    expect(api.endpoints.cart.paymentMethods).toBe('/api/cart/payment-methods?token={{token}}&cartId={{cartId}}');
    expect(api.endpoints.cart.applyCoupon).toBe(
      '/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}',
    );
    expect(api.endpoints.user.me).toBe('/api/user/me?token={{token}}');
    expect(api.endpoints.user.orderHistory).toBe(
      '/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}',
    );
    expect(api.endpoints.user.changePassword).toBe('/api/user/change-password?token={{token}}');
    expectSettings(api.endpoints, [
      ['product', '/api/product'],
      ['stock', '/api/stock'],
      ['order', '/api/order'],
      ['review', { create: '/api/review/create' }],
      ['newsletter', { subscribe: '/api/ext/mailchimp-subscribe/subscribe' }],
      ['mailer', { send: '/api/ext/mail-service/send-email', token: '/api/ext/mail-service/get-token' }],
      [
        'cms',
        {
          byId: '/api/ext/cms-data/cms{{type}}/{{cmsId}}',
          byIdentifier: '/api/ext/cms-data/cms{{type}}Identifier/{{cmsIdentifier}}/storeId/{{storeId}}',
        },
      ],
      ['graphql', '/graphql'],
    ]);
  });

  it('has the products defaults of VSF', () => {
    const { products } = config;
    expect(products.defaultFilters).toEqual(['color', 'size', 'price', 'erin_recommends']);
    expect(products.sortByAttributes).toEqual({
      Latest: 'updated_at:desc',
      'Price low to high': 'final_price',
      'Price high to low': 'final_price:desc',
    });
    expect(products.priceFilters.ranges).toEqual([
      { from: 0, to: 50 },
      { from: 50, to: 100 },
      { from: 100, to: 150 },
      { from: 150 },
    ]);
    expect(products).toMatchObject({
      listOutOfStockProducts: true,
      configurableChildrenStockPrefetchDynamic: true,
      setFirstVarianAsDefaultInURL: false,
    });
  });

  it('returns a fresh object on every call', () => {
    const a = defaultStorefrontConfig();
    a.i18n.availableLocale.push('de-DE');
    a.storeViews.views.de!.name = 'changed';
    expect(defaultStorefrontConfig().i18n.availableLocale).toEqual(['en-US']);
    expect(defaultStorefrontConfig().storeViews.views.de!.name).toBe('German Store');
  });
});

describe('defaultStorefrontConfig: spec point 9 constants', () => {
  it('tokens and sessions', () => {
    expect(config.users).toMatchObject({
      autoRefreshTokens: true,
      tokenRefreshMaxAttempts: 20,
      tokenRefreshRetryMs: 1000,
    });
    expect(config.products.fetchLockMs).toBe(20_000);
    expect(config.cart.authorizedUserBypassMs).toBe(1_440_000);
    expect(config.cart.guestCartBypassMaxAttempts).toBe(10);
  });

  it('cart and checkout', () => {
    expect(config.cart).toMatchObject({
      bookingTaxRatePercent: 10.25,
      pullThrottleMs: 2000,
      totalsThrottleMs: 200,
      createThrottleMs: 1000,
      methodsRefreshMs: 600_000,
      defaultBundleQty: 1,
      askBeforeRemoveProduct: true,
      displayItemDiscounts: true,
      serverMergeByDefault: true,
    });
    expect(['items', 'quantities']).toContain(config.cart.minicartCountType);
    expect(config.stock).toMatchObject({ checkFollowUpDelayMs: 500, listBatchSize: 15, allowOutOfStockInCart: true });
    expect(config.products.listOutOfStockProducts).toBe(true);
    const defaultPayment = config.checkout.paymentMethods.find((m) => m.code === config.checkout.defaultPaymentMethod);
    expect(defaultPayment).toMatchObject({ code: 'cashondelivery', title: 'Cash on delivery', cost: 0, default: true });
    expect(config.checkout.paymentMethods.map((m) => [m.code, m.title])).toContainEqual(['vsfpaypal', 'Paypal']);
  });

  it('search and listing', () => {
    expectSettings(config.elasticsearch, [
      ['host', '/api/catalog'],
      ['index', 'vue_storefront_catalog'],
      ['queryMethod', 'GET'],
      ['minScore', 0.02],
      ['csrTimeoutMs', 5000],
      ['ssrTimeoutMs', 1000],
      ['searchScoring', { fuzziness: 2, minimumShouldMatch: '75%' }],
      ['searchableAttributes', { name: { boost: 4 }, sku: { boost: 2 }, 'category.name': { boost: 1 } }],
    ]);
    expect(config.search).toEqual({ minTermLength: 3, pageSize: 50 });
    expect(config.products).toMatchObject({
      listingVisibility: [2, 3, 4],
      listingStatus: [0, 1],
      filterAggregationSize: { default: 10 },
      categoryPageSize: 50,
      related: { size: 8, visibility: [2, 3, 4], status: [0, 1, 2] },
      priceFilters: { firstRangePrefix: '< ', lastRangePrefix: '> ' },
    });
    expect(config.reviews.pageSize).toBe(50);
    expect(config.entities.category).toMatchObject({
      rootCategoryId: 2,
      dynamicPrefetchLevel: 2,
      listSize: 4000,
      listSort: 'position:asc',
    });
    expect(config.cms).toEqual({ pageMaxCount: 500, blockMaxCount: 500 });
  });

  it('form limits', () => {
    expect(config.forms).toEqual({ minPasswordLength: 8, minNameLength: 2, minZipCodeLength: 3, minTaxIdLength: 3 });
    expect(config.newsletter.couponDiscountPercent).toBe(10);
  });

  it('display', () => {
    expect(config.products.gallery).toMatchObject({ width: 600, height: 744, variantsGroupAttribute: 'color' });
    expect(config.products.thumbnails).toEqual({ width: 310, height: 300 });
    expect(config.products.tileImage).toEqual({ width: 310, height: 300, maxHeight: 300 });
    expect(config.display).toEqual({
      mobileBreakpointPx: 767,
      notificationTimeoutMs: 5000,
      submenuDelayMs: 300,
      lazyImages: { attempts: 3, throttleMs: 200, preload: 1.3 },
      progressBar: { durationMs: 3000, color: 'green', thicknessPx: 2 },
    });
    expect(config.analytics.batchDelayMs).toBe(500);
    expect(config.i18n).toMatchObject({ fractionDigits: 2, currencyCode: 'USD', currencySign: '$' });
  });

  it('cache', () => {
    expectSettings(config.cache, [
      ['defaultTtlSeconds', 86_400],
      ['readTimeoutMs', 800],
      ['writeTimeoutMs', 800],
      ['iterateTimeoutMs', 2000],
      ['quotaCheckIntervalMs', 30_000],
      ['quotaKb', 4096],
      ['drivers', { products: 'INDEXEDDB' }],
      ['defaultDriver', 'LOCALSTORAGE'],
      ['maxReadErrors', 1],
      ['maxWriteErrors', 30],
    ]);
    expect(config.entities.twoStageCaching).toBe(true);
    expect(config.orders.sessionHashAlgorithm).toBe('SHA3-224');
  });
});
