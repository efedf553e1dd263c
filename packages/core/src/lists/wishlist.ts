import type { ListProduct, ListProductSource } from './list-product.js';
import { hasSku, toListProduct } from './list-product.js';

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

export function removeFromWishlist(items: readonly WishlistItem[], sku: string): readonly WishlistItem[] {
  return hasSku(items, sku) ? items.filter((item) => item.sku !== sku) : items;
}

export function isInWishlist(items: readonly WishlistItem[], sku: string): boolean {
  return hasSku(items, sku);
}
