import { mergeUnknown } from './merge-config.js';
import type { StorefrontConfig } from './storefront-config.js';

// An allow-list, not a deny-list: a key added to the full config later stays server-side until listed here. The
// mapped type makes the compiler demand every public key.
const PUBLIC_KEYS: { readonly [K in keyof StorefrontConfig]-?: true } = {
  i18n: true,
  defaultStoreCode: true,
  storeViews: true,
  seo: true,
  api: true,
  elasticsearch: true,
  search: true,
  entities: true,
  cms: true,
  tax: true,
  products: true,
  images: true,
  cart: true,
  stock: true,
  checkout: true,
  shipping: true,
  orders: true,
  users: true,
  reviews: true,
  newsletter: true,
  mailer: true,
  forms: true,
  display: true,
  analytics: true,
  cache: true,
  serviceWorker: true,
  usePriceTiers: true,
  useZeroPriceProduct: true,
};

/**
 * The part of a (full) configuration the browser may see, as a deep copy: `server` and any key not in
 * `StorefrontConfig` are dropped. Use it for everything serialised into a page.
 */
export function toPublicConfig(config: StorefrontConfig): StorefrontConfig {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(PUBLIC_KEYS) as (keyof StorefrontConfig)[]) {
    out[key] = mergeUnknown(undefined, config[key]);
  }
  return out as unknown as StorefrontConfig;
}
