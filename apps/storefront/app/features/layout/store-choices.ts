import { isOtherStoreRoute, localizedRoute, routableStoreCodes, type StorefrontConfig } from '@storefront/core';
import { storeRouting } from '../../lib/page-context.server';
import type { StoreChoice } from './StoreSwitcher';

/** The store views a shopper may switch to (multistore on, enabled, mapped), each pointing at its home page. */
export function storeChoices(config: StorefrontConfig, currentStoreCode: string): StoreChoice[] {
  if (!config.storeViews.multistore) return [];
  const stores = storeRouting(config);
  const codes = ['', ...routableStoreCodes(config)];
  return codes.map((code) => {
    const href = localizedRoute('/', code, stores);
    return {
      storeCode: code,
      name: code ? (config.storeViews.views[code]?.name ?? code) : config.storeViews.defaultStoreName,
      href,
      current: code === currentStoreCode,
      reloadDocument: isOtherStoreRoute(href, currentStoreCode, stores),
    };
  });
}
