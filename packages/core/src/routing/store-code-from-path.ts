import { prefixedStores } from './store-prefix.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { splitUrl } from './url-parts.js';

export interface StorePathMatch {
  /** The view the URL belongs to; the default store code when no prefix matched. */
  readonly storeCode: string;
  /** The matched prefix ('/de'), '' for an unprefixed URL. */
  readonly prefix: string;
  /** The URL without the prefix, always starting with '/'; query and hash are kept. */
  readonly path: string;
}

/**
 * The store view a URL belongs to, read from the URL itself rather than from the current store view (VSF #3418 mapped
 * URLs with the wrong view). Only prefixes of enabled, mapped views count, and none at all with multistore off.
 */
export function storeCodeFromPath(url: string, stores: StoreRoutingOptions): StorePathMatch {
  const { pathname, search, hash } = splitUrl(url);
  for (const { storeCode, prefix } of prefixedStores(stores)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length);
      return { storeCode, prefix, path: `${rest.startsWith('/') ? rest : `/${rest}`}${search}${hash}` };
    }
  }
  return { storeCode: stores.defaultStoreCode ?? '', prefix: '', path: url };
}
