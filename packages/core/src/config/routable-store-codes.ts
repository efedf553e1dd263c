import type { StorefrontConfig } from './storefront-config.js';

/** Store codes whose '/{storeCode}/' routes should exist: multistore on, listed in mapStoreUrlsFor, not disabled. */
export function routableStoreCodes(config: StorefrontConfig): string[] {
  const { multistore, mapStoreUrlsFor, views } = config.storeViews;
  if (!multistore) return [];
  return mapStoreUrlsFor.filter((code) => Object.hasOwn(views, code) && views[code]?.disabled === false);
}
