import type * as Api from './api-config-types.js';
import type * as Catalog from './catalog-config-types.js';
import type * as Commerce from './commerce-config-types.js';
import type * as Locale from './locale-config-types.js';
import type * as SearchBackend from './search-backend-types.js';
import type * as StoreViews from './store-view-types.js';
import type * as Ui from './ui-config-types.js';

/**
 * The storefront configuration the browser receives. Nothing here may be secret: it is serialised into every page.
 * Server-only settings live in `ServerConfig` (server-config.ts).
 */
export interface StorefrontConfig {
  i18n: Locale.I18nConfig;
  /** '' means the root config is the default store view. */
  defaultStoreCode: string;
  storeViews: StoreViews.StoreViewsConfig;
  seo: Locale.SeoConfig;
  api: Api.ApiConfig;
  elasticsearch: SearchBackend.SearchBackendConfig;
  search: Catalog.SearchConfig;
  entities: Catalog.EntitiesConfig;
  cms: Catalog.CmsConfig;
  tax: Locale.TaxConfig;
  products: Catalog.ProductsConfig;
  images: Catalog.ImagesConfig;
  cart: Commerce.CartConfig;
  stock: Commerce.StockConfig;
  checkout: Commerce.CheckoutConfig;
  shipping: Commerce.ShippingConfig;
  orders: Commerce.OrdersConfig;
  users: Commerce.UsersConfig;
  reviews: Catalog.ReviewsConfig;
  newsletter: Commerce.NewsletterConfig;
  mailer: Commerce.MailerConfig;
  forms: Ui.FormLimitsConfig;
  display: Ui.DisplayConfig;
  analytics: Ui.AnalyticsConfig;
  cache: Ui.CacheConfig;
  serviceWorker: Ui.ServiceWorkerConfig;
  usePriceTiers: boolean;
  /** Allows 0-price items in the cart (see docs/behaviour.md#validation-messages). */
  useZeroPriceProduct: boolean;
}
