import { interpolate } from '../i18n/interpolate.js';
import { decodeHtmlEntities } from '../seo/html-text.js';
import type { Notification } from '../ui/notification.js';
import type { ListTranslate } from './compare.js';
import type { ListProduct, ListProductSource } from './list-product.js';
import { hasSku, toListProduct } from './list-product.js';

/** docs/behaviour.md#wishlist: what an add says, worded as the compare's (also the translation key). */
export const WISHLIST_ADDED_MESSAGE = 'Product {productName} has been added to wishlist!' as const;

/** docs/behaviour.md#entities: the product plus qty, starting at 1. */
export interface WishlistItem extends ListProduct {
  readonly qty: number;
}

/**
 * docs/behaviour.md#wishlist: added only if its sku is absent, at the end. An unchanged list is returned as the same
 * array, so the caller can tell that there is nothing to save.
 */
export function addToWishlist(
  items: readonly WishlistItem[],
  product: ListProductSource,
  keepAttributes: readonly string[] = [],
): readonly WishlistItem[] {
  if (hasSku(items, product.sku)) return items;
  return [...items, { ...toListProduct(product, keepAttributes), qty: 1 }];
}

/** The success notice of an add that changed the list, with OK; the name shows as text, not HTML. */
export function wishlistAddedNotice(product: ListProductSource, translate?: ListTranslate): Notification {
  const params = { productName: typeof product.name === 'string' ? decodeHtmlEntities(product.name) : '' };
  return {
    type: 'success',
    message: translate ? translate(WISHLIST_ADDED_MESSAGE, params) : interpolate(WISHLIST_ADDED_MESSAGE, params),
    action1: { label: translate ? translate('OK') : 'OK' },
  };
}

export function removeFromWishlist(items: readonly WishlistItem[], sku: string): readonly WishlistItem[] {
  return hasSku(items, sku) ? items.filter((item) => item.sku !== sku) : items;
}

export function isInWishlist(items: readonly WishlistItem[], sku: string): boolean {
  return hasSku(items, sku);
}
