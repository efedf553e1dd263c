export type { ApiConfig, ApiEndpoints } from './api-config-types.js';
export type {
  CmsConfig,
  EntitiesConfig,
  ImageSize,
  ImagesConfig,
  PriceFilterRange,
  ProductsConfig,
  ReviewsConfig,
  SearchConfig,
} from './catalog-config-types.js';
export { checkConfigConsistency } from './check-config-consistency.js';
export type {
  CartConfig,
  CheckoutConfig,
  MailerConfig,
  NewsletterConfig,
  OrdersConfig,
  PaymentMethodConfig,
  ShippingConfig,
  ShippingMethodConfig,
  StockConfig,
  UsersConfig,
} from './commerce-config-types.js';
export { StorefrontConfigError } from './config-error.js';
export type { ConfigIssue } from './config-error.js';
export { defaultCartConfig, defaultCheckoutConfig, defaultShippingConfig } from './default-commerce-config.js';
export { defaultStorefrontConfig } from './default-storefront-config.js';
export { STOREFRONT_ENV_VARIABLES } from './env-overrides.js';
export { environmentSchema, LOG_LEVELS, logLevelOf, parseBooleanWord, readEnvironment } from './environment.js';
export type { Environment, EnvironmentReading, EnvironmentVariable, LogLevel } from './environment.js';
export { fullStorefrontConfigSchema } from './full-config-schema.js';
export type { StorefrontEnvVariable } from './env-overrides.js';
export { loadStorefrontConfig } from './load-storefront-config.js';
export type { LoadStorefrontConfigOptions } from './load-storefront-config.js';
export type { CurrencySignPlacement, I18nConfig, SeoConfig, TaxConfig } from './locale-config-types.js';
export { isPlainObject, mergeConfig } from './merge-config.js';
export type { DeepPartial } from './merge-config.js';
export { resolveStoreView } from './resolve-store-view.js';
export { routableStoreCodes } from './routable-store-codes.js';
export { timeZoneSchema } from './schema-primitives.js';
export type { SearchBackendConfig, SearchScoringConfig, SearchableAttribute } from './search-backend-types.js';
export { isPublicUrl, resolvePublicOrigin, type PublicOriginInput } from './public-origin.js';
export { serverConfigSchema } from './server-config-schema.js';
export { defaultServerConfig } from './server-config.js';
export type { FullStorefrontConfig, ServerConfig } from './server-config.js';
export type { StoreViewConfig, StoreViewDefinition, StoreViewOverrides, StoreViewsConfig } from './store-view-types.js';
export { storefrontConfigSchema } from './storefront-config-schema.js';
export type { StorefrontConfig } from './storefront-config.js';
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale } from './supported-locales.js';
export type { SupportedLocale } from './supported-locales.js';
export { toPublicConfig } from './to-public-config.js';
export type {
  AnalyticsConfig,
  CacheConfig,
  CacheDriver,
  DisplayConfig,
  FormLimitsConfig,
  ServiceWorkerConfig,
} from './ui-config-types.js';
