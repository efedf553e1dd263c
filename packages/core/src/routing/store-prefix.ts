import type { StoreRoutingOptions } from './store-routing-options.js';
import { trimSlashes } from './url-parts.js';

/**
 * The path prefix of a store view ('/de'), or '' when its URLs are unprefixed. Links and URL recognition both go
 * through here, so every prefixed link maps back to its store: only mapped, enabled, non-default views with
 * appendStoreCode, and only with multistore on.
 */
export function storePrefix(storeCode: string | undefined, stores: StoreRoutingOptions): string {
  if (!stores.multistore || !storeCode || storeCode === (stores.defaultStoreCode ?? '')) return '';
  if (!stores.mapStoreUrlsFor.includes(storeCode)) return '';
  const view = stores.views[storeCode];
  if (!view || view.disabled || view.appendStoreCode === false) return '';
  const mapped = view.url && view.url.startsWith('/') && !view.url.startsWith('//') ? trimSlashes(view.url) : '';
  return `/${mapped || storeCode}`;
}

/** Every store code that has a prefix, longest prefix first so that '/eu/de' wins over '/eu'. */
export function prefixedStores(stores: StoreRoutingOptions): Array<{ storeCode: string; prefix: string }> {
  return stores.mapStoreUrlsFor
    .map((storeCode) => ({ storeCode, prefix: storePrefix(storeCode, stores) }))
    .filter((entry) => entry.prefix !== '')
    .sort((a, b) => b.prefix.length - a.prefix.length);
}
