import { useCallback } from 'react';
import {
  addToCompare,
  addToWishlist,
  COMPARE_STORAGE,
  RECENTLY_VIEWED_STORAGE,
  recordRecentlyViewed,
  removeFromCompare,
  removeFromWishlist,
  WISHLIST_STORAGE,
  type ListProduct,
  type ListProductSource,
  type WishlistItem,
  wishlistAddedNotice,
} from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useNotifications } from '../../lib/notifications-context';
import { useShopperList } from './use-shopper-list';
import { mirrorWishlistChange, type WishlistChange } from './wishlist-mirror';

/** A change that happened goes to the server too while a customer is logged in (the wishlist follows the shopper). */
function reported<T>(before: readonly T[], after: readonly T[], change: WishlistChange): readonly T[] {
  if (after !== before) mirrorWishlistChange(change);
  return after;
}

/** docs/behaviour.md#wishlist: add only when the sku is absent (qty 1), remove; loaded once, saved after each change. */
export function useWishlist() {
  const [items, update] = useShopperList<WishlistItem>(WISHLIST_STORAGE);
  const notifications = useNotifications();
  const t = useTranslate();
  return {
    items,
    has: (sku: string) => items.some((item) => item.sku === sku),
    // An add that changed the list says so (docs/behaviour.md#wishlist).
    add: useCallback(
      (product: ListProductSource) =>
        update((current) => {
          const next = reported(current, addToWishlist(current, product), { kind: 'add', sku: product.sku });
          if (next !== current) notifications.add(wishlistAddedNotice(product, t));
          return next;
        }),
      [update, notifications, t],
    ),
    remove: useCallback(
      (sku: string) =>
        update((current) => reported(current, removeFromWishlist(current, sku), { kind: 'remove', sku })),
      [update],
    ),
  };
}

/** The product's own attribute values (small scalars and lists of them), so the compare table can show them. */
function attributeCodes(product: ListProductSource): string[] {
  const small = (value: unknown) =>
    (typeof value === 'string' && value.length <= 200) || typeof value === 'number' || typeof value === 'boolean';
  return Object.entries(product)
    .filter(([, value]) => small(value) || (Array.isArray(value) && value.length <= 20 && value.every(small)))
    .map(([code]) => code);
}

/** Compare: unique by sku, with the spec's notifications ('Product {productName} has been added to the compare!'). */
export function useCompare() {
  const [items, update] = useShopperList<ListProduct>(COMPARE_STORAGE);
  const notifications = useNotifications();
  const t = useTranslate();
  const add = useCallback(
    (product: ListProductSource) =>
      update((current) => {
        const change = addToCompare(current, product, { keepAttributes: attributeCodes(product), translate: t });
        if (change.notification) notifications.add(change.notification);
        return change.items;
      }),
    [update, notifications, t],
  );
  const remove = useCallback(
    (sku: string) =>
      update((current) => {
        const change = removeFromCompare(current, sku, { translate: t });
        if (change.notification) notifications.add(change.notification);
        return change.items;
      }),
    [update, notifications, t],
  );
  return { items, has: (sku: string) => items.some((item) => item.sku === sku), add, remove };
}

/** Recently viewed: unique by sku, newest first, recorded when a product page shows. */
export function useRecentlyViewed() {
  const [items, update, loaded] = useShopperList<ListProduct>(RECENTLY_VIEWED_STORAGE);
  const record = useCallback(
    (product: ListProductSource) => update((current) => recordRecentlyViewed(current, product)),
    [update],
  );
  return { items, record, loaded };
}
