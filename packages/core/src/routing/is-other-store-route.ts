import { storeCodeFromPath } from './store-code-from-path.js';
import { storePrefix } from './store-prefix.js';
import type { StoreRoutingOptions } from './store-routing-options.js';

/**
 * docs/behaviour.md#store-views: with multistore on, navigating to a route of another store view is a full page load (the new view
 * needs its own config, index and caches); otherwise the router stays in the app.
 *
 * Unlike VSF, an unprefixed URL counts as the default store's, so leaving '/de/…' for '/checkout' reloads into the
 * default store instead of keeping German state on default-store URLs. A current view without a prefix (disabled,
 * unmapped, or told apart by domain) is treated as owning unprefixed URLs, so it never reloads in a loop.
 */
export function isOtherStoreRoute(
  url: string,
  currentStoreCode: string | undefined,
  stores: StoreRoutingOptions,
): boolean {
  if (!stores.multistore) return false;
  const defaultStoreCode = stores.defaultStoreCode ?? '';
  const current = storePrefix(currentStoreCode, stores) ? (currentStoreCode as string) : defaultStoreCode;
  return storeCodeFromPath(url, stores).storeCode !== current;
}
