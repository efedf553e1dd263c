import type { StorefrontConfig } from './storefront-config.js';

/**
 * Settings only the storefront server reads. Kept out of `StorefrontConfig` so that `toPublicConfig` and the client
 * bundle can never carry them; VSF relied on a `purgeConfig` deny-list for the same purpose, which leaked whatever the
 * list forgot.
 */
export interface ServerConfig {
  /** Base URL the server-side renderer uses to reach the API; '' means the API is embedded in the same process. */
  apiUrlForServer: string;
  /**
   * The API at `apiUrlForServer` is this shop's own API process on the same database (`npm run start:cluster` starts
   * one per machine, so its processes share one search index): the storefront then opens the database itself for
   * `/health` and the page cache's catalogue stamps, and builds no search index of its own.
   */
  sharedApi: boolean;
  /**
   * Where shoppers reach the shop (`https://shop.example.com`): the origin of canonical links, JSON-LD, the sitemap
   * and AMP links. '' uses the loopback address the page was requested on, else `http://localhost:{port}`.
   */
  publicUrl: string;
  outputCache: {
    enabled: boolean;
    useTagging: boolean;
    defaultTtlSeconds: number;
    availableCacheTags: string[];
  };
  /** Requests for these extensions get a plain 404 instead of a server-side render. */
  ssrDisabledForExtensions: string[];
  /** Security headers on rendered pages. */
  helmet: { enabled: boolean };
  invalidateCacheForwardUrl: string;
  secrets: {
    /** Key of the output-cache invalidation endpoint; '' disables the endpoint (VSF shipped a fixed default). */
    invalidateCacheKey: string;
  };
}

/** The whole configuration as the server holds it. Pass it through `toPublicConfig` before it reaches a page. */
export type FullStorefrontConfig = StorefrontConfig & { server: ServerConfig };

export function defaultServerConfig(): ServerConfig {
  return {
    apiUrlForServer: '',
    sharedApi: false,
    publicUrl: '',
    outputCache: {
      enabled: false,
      useTagging: false,
      defaultTtlSeconds: 86_400,
      availableCacheTags: [
        'attribute',
        'C',
        'category',
        'checkout',
        'compare',
        'error',
        'home',
        'my-account',
        'P',
        'page-not-found',
        'product',
        'taxrule',
      ],
    },
    ssrDisabledForExtensions: ['css', 'js', 'json', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'ico', 'woff', 'woff2', 'map'],
    helmet: { enabled: true },
    invalidateCacheForwardUrl: '',
    secrets: { invalidateCacheKey: '' },
  };
}
