import type { Customer, StorefrontConfig } from '@storefront/core';
import { createContext } from 'react-router';

/**
 * What the server hands every loader for one request. Created per request (never a module-level singleton), so one
 * shopper's data cannot leak into another's page.
 */
export interface StorefrontRequestContext {
  /**
   * The one way the server calls the API (the embedded API on loopback, or a vue-storefront-api URL) for this request:
   * relative URLs resolve against the API's base URL, and the call carries the shopper's address (createApiFetch, api-fetch.server.ts).
   */
  apiFetch: (input: string | URL, init?: RequestInit) => Promise<Response>;
  /** Where promoted-offer banner JSON files are read from (per store code when present). */
  bannersBaseUrl: string;
  /** The public storefront configuration (no secrets): what the browser may see too. */
  config: StorefrontConfig;
  /** Origin of canonical links, JSON-LD and the sitemap: configured, never read from a forged Host header. */
  publicOrigin: string;
  /**
   * Embedded mode only: the API's own answer of `GET /api/user/me` for an access token, in-process, so a logged-in
   * shopper's page costs no HTTP round trip (undefined for a refused token). Absent with an external API.
   */
  readCustomer?: (token: string) => Promise<Customer | undefined>;
  /** The Content-Security-Policy nonce of this response, for the inline scripts the page writes. */
  nonce: string;
  /** What this render tells the server's output cache (absent when the page cannot be cached anyway). */
  outputCache?: OutputCacheNotes;
}

/** Filled while loaders run: the catalogue documents the page shows, and whether its answer must not be kept. */
export interface OutputCacheNotes {
  /** VSF1's cache tags: `P<id>` per product shown, `C<id>` per category whose products are listed (cache-tags.ts). */
  tags: Set<string>;
  /** The page listed products its tags cannot follow: any product change makes it stale. */
  untrackedProducts(): void;
  /** A load that went wrong (a notification instead of content) must not be served to the next shoppers. */
  refuse(): void;
}

export const storefrontContext = createContext<StorefrontRequestContext>();
