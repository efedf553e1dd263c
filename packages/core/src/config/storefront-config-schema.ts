import { z } from 'zod';
import {
  count,
  durationMs,
  imageSize,
  locale,
  pixels,
  positiveCount,
  timeZoneSchema,
  urlOrPath,
} from './schema-primitives.js';
import type { StorefrontConfig } from './storefront-config.js';

// Strict objects everywhere: a misspelt key in a shop's JSON is reported instead of silently ignored.

const i18nSchema = z.strictObject({
  defaultCountry: z.string().min(2),
  defaultLanguage: z.string().min(2),
  defaultLocale: locale(),
  availableLocale: z.array(locale()).min(1),
  supportedLocales: z.array(locale()).min(1),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code like "USD"'),
  currencySign: z.string(),
  // VSF 1.10 wrote 'preppend'; accepting it keeps old configs loading.
  currencySignPlacement: z.preprocess((v) => (v === 'preppend' ? 'prepend' : v), z.enum(['prepend', 'append'])),
  currencyDecimal: z.string().max(1),
  currencyGroup: z.string().max(1),
  fractionDigits: z.number().int().min(0).max(4),
  dateFormat: z.string().min(1),
  fullCountryName: z.string(),
  fullLanguageName: z.string(),
  bundleAllStoreviewLanguages: z.boolean(),
  timeZone: timeZoneSchema(),
}) satisfies z.ZodType<StorefrontConfig['i18n']>;

const taxSchema = z.strictObject({
  defaultCountry: z.string().min(2),
  defaultRegion: z.string(),
  sourcePriceIncludesTax: z.boolean(),
  finalPriceIncludesTax: z.boolean(),
  calculateServerSide: z.boolean(),
  deprecatedPriceFieldsSupport: z.boolean(),
  userGroupId: z.number().int().nullable(),
  useOnlyDefaultUserGroupId: z.boolean(),
}) satisfies z.ZodType<StorefrontConfig['tax']>;

const seoSchema = z.strictObject({
  useUrlDispatcher: z.boolean(),
  useShortCatalogUrls: z.boolean(),
  disableUrlRoutesPersistentCache: z.boolean(),
  defaultTitle: z.string(),
}) satisfies z.ZodType<StorefrontConfig['seo']>;

const searchBackendSchema = z.strictObject({
  host: urlOrPath(),
  index: z.string().min(1),
  queryMethod: z.enum(['GET', 'POST']),
  minScore: z.number().min(0),
  csrTimeoutMs: durationMs(),
  ssrTimeoutMs: durationMs(),
  disablePersistentQueriesCache: z.boolean(),
  searchScoring: z.strictObject({
    fuzziness: z.number().int().min(0).max(2),
    cutoffFrequency: z.number().min(0),
    maxExpansions: positiveCount(),
    minimumShouldMatch: z.string(),
    prefixLength: count(),
    boostMode: z.enum(['multiply', 'replace', 'sum', 'avg', 'max', 'min']),
    scoreMode: z.enum(['multiply', 'sum', 'avg', 'first', 'max', 'min']),
    maxBoost: z.number().min(0),
    functionMinScore: z.number().min(0),
  }),
  searchableAttributes: z.record(z.string(), z.strictObject({ boost: z.number().min(0) })),
}) satisfies z.ZodType<StorefrontConfig['elasticsearch']>;

const storeViewSchema = z.strictObject({
  storeCode: z.string().regex(/^[a-z0-9_-]+$/, 'expected lower-case letters, digits, "_" or "-"'),
  storeId: z.number().int().min(0),
  name: z.string(),
  url: urlOrPath(),
  appendStoreCode: z.boolean(),
  disabled: z.boolean(),
  extend: z.string().optional(),
  i18n: i18nSchema.partial().optional(),
  tax: taxSchema.partial().optional(),
  elasticsearch: searchBackendSchema.partial().optional(),
  seo: seoSchema.partial().optional(),
});

const storeViewsSchema = z.strictObject({
  multistore: z.boolean(),
  commonCache: z.boolean(),
  mapStoreUrlsFor: z.array(z.string()),
  defaultStoreName: z.string(),
  views: z.record(z.string(), storeViewSchema),
}) satisfies z.ZodType<StorefrontConfig['storeViews']>;

const endpoint = urlOrPath;
const apiSchema = z.strictObject({
  url: urlOrPath(),
  type: z.enum(['api', 'graphql']),
  saveBandwidthOverCache: z.boolean(),
  endpoints: z.strictObject({
    cart: z.strictObject({
      create: endpoint(),
      update: endpoint(),
      delete: endpoint(),
      pull: endpoint(),
      totals: endpoint(),
      paymentMethods: endpoint(),
      shippingMethods: endpoint(),
      shippingInformation: endpoint(),
      collectTotals: endpoint(),
      deleteCoupon: endpoint(),
      applyCoupon: endpoint(),
    }),
    user: z.strictObject({
      base: endpoint(),
      login: endpoint(),
      create: endpoint(),
      me: endpoint(),
      refresh: endpoint(),
      resetPassword: endpoint(),
      createPassword: endpoint(),
      changePassword: endpoint(),
      orderHistory: endpoint(),
    }),
    product: endpoint(),
    stock: endpoint(),
    order: endpoint(),
    review: z.strictObject({ create: endpoint() }),
    newsletter: z.strictObject({ subscribe: endpoint() }),
    mailer: z.strictObject({ send: endpoint(), token: endpoint() }),
    wishlist: endpoint(),
    cms: z.strictObject({ byId: endpoint(), byIdentifier: endpoint() }),
    paymentProvider: z.strictObject({ create: endpoint(), execute: endpoint(), complete: endpoint() }),
    url: z.strictObject({ base: endpoint(), map: endpoint() }),
    graphql: endpoint(),
  }),
}) satisfies z.ZodType<StorefrontConfig['api']>;

const productsSchema = z.strictObject({
  defaultFilters: z.array(z.string()),
  systemFilterNames: z.array(z.string()),
  filterFieldMapping: z.record(z.string(), z.string()),
  filterAggregationSize: z.record(z.string(), positiveCount()),
  maxFiltersQuerySize: positiveCount(),
  sortByAttributes: z.record(
    z.string(),
    z.string().regex(/^[\w.]+(:(asc|desc))?$/, 'expected "field" or "field:desc"'),
  ),
  defaultSortBy: z.strictObject({ attribute: z.string(), order: z.enum(['asc', 'desc']) }),
  priceFilterKey: z.string(),
  priceFilters: z.strictObject({
    ranges: z.array(z.strictObject({ from: z.number().optional(), to: z.number().optional() })),
    firstRangePrefix: z.string(),
    lastRangePrefix: z.string(),
  }),
  colorMappings: z.record(z.string(), z.string()),
  listingVisibility: z.array(z.number().int()),
  listingStatus: z.array(z.number().int()),
  categoryPageSize: positiveCount(),
  related: z.strictObject({
    size: positiveCount(),
    visibility: z.array(z.number().int()),
    status: z.array(z.number().int()),
  }),
  gallery: z.strictObject({
    ...imageSize(),
    mergeConfigurableChildren: z.boolean(),
    imageAttributes: z.array(z.string()),
    variantsGroupAttribute: z.string(),
  }),
  thumbnails: z.strictObject(imageSize()),
  tileImage: z.strictObject({ ...imageSize(), maxHeight: pixels() }),
  listOutOfStockProducts: z.boolean(),
  filterUnavailableVariants: z.boolean(),
  configurableChildrenStockPrefetchStatic: z.boolean(),
  configurableChildrenStockPrefetchDynamic: z.boolean(),
  configurableChildrenStockPrefetchStaticPrefetchCount: count(),
  preventConfigurableChildrenDirectAccess: z.boolean(),
  setFirstVarianAsDefaultInURL: z.boolean(),
  useMagentoUrlKeys: z.boolean(),
  omitVariantFields: z.array(z.string()),
  calculateBundlePriceByOptions: z.boolean(),
  disablePersistentProductsCache: z.boolean(),
  alwaysSyncPlatformPricesOver: z.boolean(),
  alwaysSyncPricesClientSide: z.boolean(),
  clearPricesBeforePlatformSync: z.boolean(),
  waitForPlatformSync: z.boolean(),
  fetchLockMs: durationMs(),
}) satisfies z.ZodType<StorefrontConfig['products']>;

const searchSchema = z.strictObject({
  minTermLength: positiveCount(),
  pageSize: positiveCount(),
}) satisfies z.ZodType<StorefrontConfig['search']>;

const entitiesSchema = z.strictObject({
  optimize: z.boolean(),
  twoStageCaching: z.boolean(),
  optimizeShoppingCart: z.boolean(),
  category: z.strictObject({
    rootCategoryId: z.number().int(),
    dynamicPrefetch: z.boolean(),
    dynamicPrefetchLevel: count(),
    listSize: positiveCount(),
    listSort: z.string(),
    validSearchOptionsFromRouteParams: z.array(z.string()),
  }),
  attribute: z.strictObject({ loadByAttributeMetadata: z.boolean() }),
  productList: z.strictObject({ sort: z.string() }),
}) satisfies z.ZodType<StorefrontConfig['entities']>;

const cmsSchema = z.strictObject({
  pageMaxCount: positiveCount(),
  blockMaxCount: positiveCount(),
}) satisfies z.ZodType<StorefrontConfig['cms']>;

const imagesSchema = z.strictObject({
  useExactUrlsNoProxy: z.boolean(),
  baseUrl: urlOrPath(),
  useSpecificImagePaths: z.boolean(),
  paths: z.strictObject({ product: urlOrPath() }),
  productPlaceholder: urlOrPath(),
}) satisfies z.ZodType<StorefrontConfig['images']>;

const reviewsSchema = z.strictObject({
  pageSize: positiveCount(),
  onlyApproved: z.boolean(),
}) satisfies z.ZodType<StorefrontConfig['reviews']>;

const cartSchema = z.strictObject({
  thumbnails: z.strictObject(imageSize()),
  synchronize: z.boolean(),
  synchronizeTotals: z.boolean(),
  serverMergeByDefault: z.boolean(),
  serverSyncCanRemoveLocalItems: z.boolean(),
  serverSyncCanModifyLocalItems: z.boolean(),
  setCustomProductOptions: z.boolean(),
  setConfigurableProductOptions: z.boolean(),
  askBeforeRemoveProduct: z.boolean(),
  displayItemDiscounts: z.boolean(),
  productsAreReconfigurable: z.boolean(),
  minicartCountType: z.enum(['items', 'quantities']),
  bookingTaxRatePercent: z.number().min(0).max(100),
  defaultBundleQty: positiveCount(),
  pullThrottleMs: durationMs(),
  totalsThrottleMs: durationMs(),
  createThrottleMs: durationMs(),
  methodsRefreshMs: durationMs(),
  bypassCartLoaderForAuthorizedUsers: z.boolean(),
  authorizedUserBypassMs: durationMs(),
  guestCartBypassMaxAttempts: count(),
}) satisfies z.ZodType<StorefrontConfig['cart']>;

const stockSchema = z.strictObject({
  synchronize: z.boolean(),
  allowOutOfStockInCart: z.boolean(),
  checkFollowUpDelayMs: durationMs(),
  listBatchSize: positiveCount(),
}) satisfies z.ZodType<StorefrontConfig['stock']>;

const checkoutSchema = z.strictObject({
  paymentMethods: z.array(
    z.strictObject({
      code: z.string().min(1),
      title: z.string(),
      cost: z.number().min(0),
      costInclTax: z.number().min(0),
      default: z.boolean(),
      offline: z.boolean(),
      is_server_method: z.boolean(),
    }),
  ),
  defaultPaymentMethod: z.string(),
  hideCashOnDeliveryForTypes: z.array(z.string()),
  paymentProvider: z.strictObject({ scriptUrl: urlOrPath(), clientId: z.string() }),
  placesAutocomplete: z.strictObject({ apiKey: z.string() }),
}) satisfies z.ZodType<StorefrontConfig['checkout']>;

const shippingSchema = z.strictObject({
  methods: z.array(
    z.strictObject({
      method_title: z.string(),
      method_code: z.string().min(1),
      carrier_code: z.string().min(1),
      amount: z.number().min(0),
      price_incl_tax: z.number().min(0),
      default: z.boolean(),
      offline: z.boolean(),
      free_shipping_threshold: z.number().min(0).optional(),
    }),
  ),
}) satisfies z.ZodType<StorefrontConfig['shipping']>;

const ordersSchema = z.strictObject({
  directBackendSync: z.boolean(),
  paymentMethodsMapping: z.record(z.string(), z.string()),
  sessionHashAlgorithm: z.literal('SHA3-224'),
  offlineOrders: z.strictObject({
    automaticTransmissionEnabled: z.boolean(),
    backgroundSyncTag: z.string().min(1),
    notification: z.strictObject({
      enabled: z.boolean(),
      title: z.string(),
      message: z.string(),
      icon: urlOrPath(),
    }),
  }),
}) satisfies z.ZodType<StorefrontConfig['orders']>;

const usersSchema = z.strictObject({
  autoRefreshTokens: z.boolean(),
  tokenRefreshMaxAttempts: positiveCount(),
  tokenRefreshRetryMs: durationMs(),
  tokenInHeader: z.boolean(),
  loginAfterCreatePassword: z.boolean(),
  allowModification: z.array(z.string()),
}) satisfies z.ZodType<StorefrontConfig['users']>;

const newsletterSchema = z.strictObject({
  couponDiscountPercent: z.number().min(0).max(100),
}) satisfies z.ZodType<StorefrontConfig['newsletter']>;

const mailerSchema = z.strictObject({
  contactAddress: z.string().trim().min(1),
}) satisfies z.ZodType<StorefrontConfig['mailer']>;

const formsSchema = z.strictObject({
  minPasswordLength: positiveCount(),
  minNameLength: positiveCount(),
  minZipCodeLength: positiveCount(),
  minTaxIdLength: positiveCount(),
}) satisfies z.ZodType<StorefrontConfig['forms']>;

const displaySchema = z.strictObject({
  mobileBreakpointPx: pixels(),
  notificationTimeoutMs: durationMs(),
  submenuDelayMs: durationMs(),
  lazyImages: z.strictObject({ attempts: positiveCount(), throttleMs: durationMs(), preload: z.number().min(0) }),
  progressBar: z.strictObject({ durationMs: durationMs(), color: z.string().min(1), thicknessPx: pixels() }),
}) satisfies z.ZodType<StorefrontConfig['display']>;

const analyticsSchema = z.strictObject({ batchDelayMs: durationMs() }) satisfies z.ZodType<
  StorefrontConfig['analytics']
>;

const cacheDriver = z.enum(['INDEXEDDB', 'LOCALSTORAGE', 'MEMORY']);
const cacheSchema = z.strictObject({
  defaultTtlSeconds: count(),
  readTimeoutMs: durationMs(),
  writeTimeoutMs: durationMs(),
  iterateTimeoutMs: durationMs(),
  quotaCheckIntervalMs: durationMs(),
  quotaKb: positiveCount(),
  drivers: z.record(z.string(), cacheDriver),
  defaultDriver: cacheDriver,
  preserveCollections: z.array(z.string()),
  maxReadErrors: positiveCount(),
  maxWriteErrors: positiveCount(),
}) satisfies z.ZodType<StorefrontConfig['cache']>;

/** Shape of the public part; cross-field rules (store view links, locales) are in check-config-consistency.ts. */
export const storefrontConfigShape = {
  i18n: i18nSchema,
  defaultStoreCode: z.string(),
  storeViews: storeViewsSchema,
  seo: seoSchema,
  api: apiSchema,
  elasticsearch: searchBackendSchema,
  search: searchSchema,
  entities: entitiesSchema,
  cms: cmsSchema,
  tax: taxSchema,
  products: productsSchema,
  images: imagesSchema,
  cart: cartSchema,
  stock: stockSchema,
  checkout: checkoutSchema,
  shipping: shippingSchema,
  orders: ordersSchema,
  users: usersSchema,
  reviews: reviewsSchema,
  newsletter: newsletterSchema,
  mailer: mailerSchema,
  forms: formsSchema,
  display: displaySchema,
  analytics: analyticsSchema,
  cache: cacheSchema,
  serviceWorker: z.strictObject({ url: urlOrPath() }),
  usePriceTiers: z.boolean(),
  useZeroPriceProduct: z.boolean(),
};

export const storefrontConfigSchema = z.strictObject(storefrontConfigShape) satisfies z.ZodType<StorefrontConfig>;
