import type { RouteLink } from './route-types.js';
import { storePrefix } from './store-prefix.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { isExternalUrl, splitUrl, withLeadingSlash } from './url-parts.js';

/** 'checkout' → 'de-checkout' for a prefixed store view; unchanged otherwise. */
export function localizedRouteName(name: string, storeCode: string | undefined, stores: StoreRoutingOptions): string {
  return storePrefix(storeCode, stores) ? `${storeCode}-${name}` : name;
}

function localizedPath(url: string, prefix: string): string {
  if (!prefix || isExternalUrl(url)) return url;
  const { pathname, search, hash } = splitUrl(url);
  // The store's home is '/de/', as VSF wrote it; every other path is '/de' + path.
  return `${prefix}${withLeadingSlash(pathname)}${search}${hash}`;
}

/**
 * Puts a path or link into a store view: '/checkout' → '/de/checkout', name 'checkout' → 'de-checkout'. Paths and
 * links of the default store, of disabled or unmapped views, or with multistore off come back unchanged. Pass
 * unlocalised input: an already prefixed path would be prefixed again.
 */
export function localizedRoute(path: string, storeCode: string | undefined, stores: StoreRoutingOptions): string;
export function localizedRoute<L extends RouteLink>(
  link: L,
  storeCode: string | undefined,
  stores: StoreRoutingOptions,
): L;
export function localizedRoute(
  pathOrLink: string | RouteLink,
  storeCode: string | undefined,
  stores: StoreRoutingOptions,
): string | RouteLink {
  const prefix = storePrefix(storeCode, stores);
  if (typeof pathOrLink === 'string') return localizedPath(pathOrLink, prefix);
  if (!prefix) return pathOrLink;
  return { ...pathOrLink, name: `${storeCode}-${pathOrLink.name}`, path: localizedPath(pathOrLink.path, prefix) };
}
