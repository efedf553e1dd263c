/**
 * The wishlist after login: the browser's list and the server's as one, unique by sku. The browser's items keep their
 * order and come first (they are what the shopper just saw); the server's other items follow in the server's order.
 * Merging again with the same server list changes nothing, so a retried login sync cannot double an item. An
 * unchanged local list is returned as the same array, so the caller can tell that there is nothing to save.
 */
export function mergeWishlist<T extends { readonly sku: string }>(
  local: readonly T[],
  server: readonly T[],
): readonly T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...local, ...server]) {
    if (seen.has(item.sku)) continue;
    seen.add(item.sku);
    merged.push(item);
  }
  const unchanged = merged.length === local.length && merged.every((item, i) => item === local[i]);
  return unchanged ? local : merged;
}

/** The skus the server holds that the browser's list lacks: their products must be loaded before they can be shown. */
export function skusMissingLocally(
  local: readonly { readonly sku: string }[],
  server: readonly { readonly sku: string }[],
): string[] {
  const have = new Set(local.map((item) => item.sku));
  return [...new Set(server.map((item) => item.sku))].filter((sku) => !have.has(sku));
}
