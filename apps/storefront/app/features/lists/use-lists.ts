import { useCallback } from 'react';
import {
  COMPARE_STORAGE,
  RECENTLY_VIEWED_STORAGE,
  WISHLIST_STORAGE,
  type ListProduct,
  type ListProductSource,
  type WishlistItem,
} from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useNotifications } from '../../lib/notifications-context';
import { compareAdd, compareRemove, wishlistAdd, wishlistRemove } from './list-changes';
import { useShopperList } from './use-shopper-list';

/** docs/behaviour.md#wishlist: add only when the sku is absent (qty 1), remove; loaded once, saved after each change. */
export function useWishlist() {
  const [items, update] = useShopperList<WishlistItem>(WISHLIST_STORAGE);
  const notifications = useNotifications();
  const translate = useTranslate();
  return {
    items,
    has: (sku: string) => items.some((item) => item.sku === sku),
    add: useCallback(
      (product: ListProductSource) => update(wishlistAdd(product, { notifications, translate })),
      [update, notifications, translate],
    ),
    remove: useCallback((sku: string) => update(wishlistRemove(sku)), [update]),
  };
}

/** Compare: unique by sku, with the spec's notifications ('Product {productName} has been added to the compare!'). */
export function useCompare() {
  const [items, update] = useShopperList<ListProduct>(COMPARE_STORAGE);
  const notifications = useNotifications();
  const translate = useTranslate();
  const add = useCallback(
    (product: ListProductSource) => update(compareAdd(product, { notifications, translate })),
    [update, notifications, translate],
  );
  const remove = useCallback(
    (sku: string) => update(compareRemove(sku, { notifications, translate })),
    [update, notifications, translate],
  );
  return { items, has: (sku: string) => items.some((item) => item.sku === sku), add, remove };
}

/** Recently viewed: unique by sku, newest first; a product page records itself (`recordViewed`). */
export function useRecentlyViewed() {
  const [items, , loaded] = useShopperList<ListProduct>(RECENTLY_VIEWED_STORAGE);
  return { items, loaded };
}
