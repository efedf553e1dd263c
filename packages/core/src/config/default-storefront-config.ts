import { defaultApiConfig } from './default-api-config.js';
import {
  defaultCmsConfig,
  defaultEntitiesConfig,
  defaultImagesConfig,
  defaultProductsConfig,
  defaultReviewsConfig,
  defaultSearchConfig,
} from './default-catalog-config.js';
import {
  defaultCartConfig,
  defaultCheckoutConfig,
  defaultMailerConfig,
  defaultNewsletterConfig,
  defaultOrdersConfig,
  defaultShippingConfig,
  defaultStockConfig,
  defaultUsersConfig,
} from './default-commerce-config.js';
import { defaultI18nConfig, defaultSeoConfig, defaultTaxConfig } from './default-locale-config.js';
import { defaultSearchBackendConfig } from './default-search-backend.js';
import { defaultStoreViewsConfig } from './default-store-views.js';
import {
  defaultAnalyticsConfig,
  defaultCacheConfig,
  defaultDisplayConfig,
  defaultFormLimitsConfig,
  defaultServiceWorkerConfig,
} from './default-ui-config.js';
import type { StorefrontConfig } from './storefront-config.js';

/** A fresh copy on every call, so a caller mutating its config can never change another request's defaults. */
export function defaultStorefrontConfig(): StorefrontConfig {
  return {
    i18n: defaultI18nConfig(),
    defaultStoreCode: '',
    storeViews: defaultStoreViewsConfig(),
    seo: defaultSeoConfig(),
    api: defaultApiConfig(),
    elasticsearch: defaultSearchBackendConfig(),
    search: defaultSearchConfig(),
    entities: defaultEntitiesConfig(),
    cms: defaultCmsConfig(),
    tax: defaultTaxConfig(),
    products: defaultProductsConfig(),
    images: defaultImagesConfig(),
    cart: defaultCartConfig(),
    stock: defaultStockConfig(),
    checkout: defaultCheckoutConfig(),
    shipping: defaultShippingConfig(),
    orders: defaultOrdersConfig(),
    users: defaultUsersConfig(),
    reviews: defaultReviewsConfig(),
    newsletter: defaultNewsletterConfig(),
    mailer: defaultMailerConfig(),
    forms: defaultFormLimitsConfig(),
    display: defaultDisplayConfig(),
    analytics: defaultAnalyticsConfig(),
    cache: defaultCacheConfig(),
    serviceWorker: defaultServiceWorkerConfig(),
    usePriceTiers: false,
    useZeroPriceProduct: true,
  };
}
