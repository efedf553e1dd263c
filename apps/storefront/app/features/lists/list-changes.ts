import {
  addToCompare,
  addToWishlist,
  removeFromCompare,
  removeFromWishlist,
  wishlistAddedNotice,
  type ListProduct,
  type ListProductSource,
  type ListTranslate,
  type NotificationStore,
  type WishlistItem,
} from '@storefront/core';
import { mirrorWishlistChange, type WishlistChange } from './wishlist-mirror';

// The wishlist's and the compare list's changes, apart from the hooks that bind the lists to components: a product page
// shows whether its product is listed from the stored lists alone, and loads these when a button is pressed.

/** What a list change tells the shopper, in their language. */
export interface ListFeedback {
  notifications: Pick<NotificationStore, 'add'>;
  translate: ListTranslate;
}

/** A change that happened goes to the server too while a customer is logged in (the wishlist follows the shopper). */
function reported<T>(before: readonly T[], after: readonly T[], change: WishlistChange): readonly T[] {
  if (after !== before) mirrorWishlistChange(change);
  return after;
}

/** docs/behaviour.md#wishlist: add only when the sku is absent (qty 1); an add that changed the list says so. */
export const wishlistAdd =
  (product: ListProductSource, { notifications, translate }: ListFeedback) =>
  (current: readonly WishlistItem[]): readonly WishlistItem[] => {
    const next = reported(current, addToWishlist(current, product), { kind: 'add', sku: product.sku });
    if (next !== current) notifications.add(wishlistAddedNotice(product, translate));
    return next;
  };

export const wishlistRemove =
  (sku: string) =>
  (current: readonly WishlistItem[]): readonly WishlistItem[] =>
    reported(current, removeFromWishlist(current, sku), { kind: 'remove', sku });

/** The product's own attribute values (small scalars and lists of them), so the compare table can show them. */
function attributeCodes(product: ListProductSource): string[] {
  const small = (value: unknown) =>
    (typeof value === 'string' && value.length <= 200) || typeof value === 'number' || typeof value === 'boolean';
  return Object.entries(product)
    .filter(([, value]) => small(value) || (Array.isArray(value) && value.length <= 20 && value.every(small)))
    .map(([code]) => code);
}

/** Compare: unique by sku, with the spec's notifications ('Product {productName} has been added to the compare!'). */
export const compareAdd =
  (product: ListProductSource, { notifications, translate }: ListFeedback) =>
  (current: readonly ListProduct[]): readonly ListProduct[] => {
    const change = addToCompare(current, product, { keepAttributes: attributeCodes(product), translate });
    if (change.notification) notifications.add(change.notification);
    return change.items;
  };

export const compareRemove =
  (sku: string, { notifications, translate }: ListFeedback) =>
  (current: readonly ListProduct[]): readonly ListProduct[] => {
    const change = removeFromCompare(current, sku, { translate });
    if (change.notification) notifications.add(change.notification);
    return change.items;
  };
