import { useEffect, useRef } from 'react';
import type { ProductDocument } from '@storefront/core';
import { useCompare, useRecentlyViewed, useWishlist } from '../lists';
import { ListButtonsView } from './ListButtonsView';

export type ListAction = 'wishlist' | 'compare';

/**
 * The list buttons bound to the shopper's lists (browser storage): they show whether the product is in each list and
 * add or remove it. Mounting records the product as recently viewed, and carries out a press made while this loaded.
 */
export default function LiveListButtons({ product, pending }: { product: ProductDocument; pending?: ListAction }) {
  const wishlist = useWishlist();
  const compare = useCompare();
  const { record } = useRecentlyViewed();
  const started = useRef(false);
  useEffect(() => {
    // Once per mount, also when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    void record(product);
    if (pending === 'wishlist') void wishlist.add(product);
    if (pending === 'compare') void compare.add(product);
  }, [record, product, pending, wishlist, compare]);
  const inWishlist = wishlist.has(product.sku);
  const inCompare = compare.has(product.sku);
  return (
    <ListButtonsView
      inWishlist={inWishlist}
      inCompare={inCompare}
      onWishlist={() => void (inWishlist ? wishlist.remove(product.sku) : wishlist.add(product))}
      onCompare={() => void (inCompare ? compare.remove(product.sku) : compare.add(product))}
    />
  );
}
