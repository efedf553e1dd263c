import type { ApiConfig } from './api-config-types.js';
import type {
  CmsConfig,
  EntitiesConfig,
  ImagesConfig,
  ProductsConfig,
  ReviewsConfig,
  SearchConfig,
} from './catalog-config-types.js';
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
import type { I18nConfig, SeoConfig, TaxConfig } from './locale-config-types.js';
import type { SearchBackendConfig } from './search-backend-types.js';
import type { StoreViewsConfig } from './store-view-types.js';
import type {
  AnalyticsConfig,
  CacheConfig,
  DisplayConfig,
  FormLimitsConfig,
  ServiceWorkerConfig,
} from './ui-config-types.js';

/**
 * The storefront configuration the browser receives. Nothing here may be secret: it is serialised into every page.
 * Server-only settings live in `ServerConfig` (server-config.ts).
 */
export interface StorefrontConfig {
  i18n: I18nConfig;
  /** '' means the root config is the default store view. */
  defaultStoreCode: string;
  storeViews: StoreViewsConfig;
  seo: SeoConfig;
  api: ApiConfig;
  elasticsearch: SearchBackendConfig;
  search: SearchConfig;
  entities: EntitiesConfig;
  cms: CmsConfig;
  tax: TaxConfig;
  products: ProductsConfig;
  images: ImagesConfig;
  cart: CartConfig;
  stock: StockConfig;
  checkout: CheckoutConfig;
  shipping: ShippingConfig;
  orders: OrdersConfig;
  users: UsersConfig;
  reviews: ReviewsConfig;
  newsletter: NewsletterConfig;
  mailer: MailerConfig;
  forms: FormLimitsConfig;
  display: DisplayConfig;
  analytics: AnalyticsConfig;
  cache: CacheConfig;
  serviceWorker: ServiceWorkerConfig;
  usePriceTiers: boolean;
  /** Allows 0-price items in the cart (spec point 5). */
  useZeroPriceProduct: boolean;
}
