import type { ListProduct, ListProductSource } from './list-product.js';
import { toListProduct } from './list-product.js';

/**
 * VSF kept every product ever viewed. The account page shows a short history, and the list sits in localStorage next
 * to the cart, so it is capped: 20 is more than one screen of tiles and still a few kilobytes.
 */
export const RECENTLY_VIEWED_MAX = 20;

/** Most recent first; viewing a listed product again moves it to the front rather than adding it twice (see docs/behaviour.md#entities). */
export function recordRecentlyViewed(
  items: readonly ListProduct[],
  product: ListProductSource,
  max: number = RECENTLY_VIEWED_MAX,
  keepAttributes: readonly string[] = [],
): readonly ListProduct[] {
  const cap = Number.isFinite(max) && max >= 1 ? Math.floor(max) : RECENTLY_VIEWED_MAX;
  if (items[0]?.sku === product.sku && items.length <= cap) return items;
  const others = items.filter((item) => item.sku !== product.sku);
  return [toListProduct(product, keepAttributes), ...others].slice(0, cap);
}
