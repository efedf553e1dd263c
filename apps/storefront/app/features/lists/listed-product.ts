import { useEffect, useState } from 'react';
import {
  COMPARE_STORAGE,
  RECENTLY_VIEWED_STORAGE,
  recordRecentlyViewed,
  WISHLIST_STORAGE,
  type ListProduct,
  type ListProductSource,
  type WishlistItem,
} from '@storefront/core';
import type * as ListChangesModule from './list-changes';
import type { ListFeedback } from './list-changes';

type ListChanges = typeof ListChangesModule;
import { subscribeList, updateShopperList } from './use-shopper-list';

/**
 * Whether a shopper list holds a sku: false while rendering on the server and hydrating, then read from the browser
 * storage and followed through every change made in this tab.
 */
export function useListed(location: { collection: string; key: string }, sku: string): boolean {
  const [listed, setListed] = useState(false);
  const { collection, key } = location;
  useEffect(
    () => subscribeList({ collection, key }, (items) => setListed(items.some((item) => item.sku === sku))),
    [collection, key, sku],
  );
  return listed;
}

/** Records a product as recently viewed: unique by sku, newest first (see docs/behaviour.md#entities). */
export function recordViewed(product: ListProductSource): Promise<unknown> {
  return updateShopperList<ListProduct>(RECENTLY_VIEWED_STORAGE, (current) => recordRecentlyViewed(current, product));
}

/**
 * Adds the product to the wishlist or the compare list, or removes it when the list holds it (decided on the stored
 * list, not on what the page last showed). The changes' code loads on the first press.
 */
export async function toggleListed(
  list: 'wishlist' | 'compare',
  product: ListProductSource,
  feedback: ListFeedback,
): Promise<void> {
  let changes: ListChanges;
  try {
    changes = await import('./list-changes');
  } catch {
    // Only before the service worker has kept the shop's code: the first press of a first visit made offline. The press
    // must not vanish without a word (docs/behaviour.md#offline).
    feedback.notifications.add({
      type: 'error',
      message: feedback.translate('You are offline: try again once you are back online.'),
    });
    return;
  }
  const listed = (current: readonly { sku: string }[]) => current.some((item) => item.sku === product.sku);
  if (list === 'wishlist')
    await updateShopperList<WishlistItem>(WISHLIST_STORAGE, (current) =>
      listed(current) ? changes.wishlistRemove(product.sku)(current) : changes.wishlistAdd(product, feedback)(current),
    );
  else
    await updateShopperList<ListProduct>(COMPARE_STORAGE, (current) =>
      listed(current)
        ? changes.compareRemove(product.sku, feedback)(current)
        : changes.compareAdd(product, feedback)(current),
    );
}
