import { useEffect, useRef } from 'react';
import { useShopSettings } from '../../lib/shop-settings';

let observer: IntersectionObserver | undefined;
const watched = new WeakMap<Element, () => void>();

function sharedObserver(): IntersectionObserver {
  // One observer for every tile: a listing of 50 tiles must not create 50.
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      watched.get(entry.target)?.();
      observer!.unobserve(entry.target);
    }
  });
  return observer;
}

/** Prefetches a configurable tile's children stock once it becomes visible (the fetching code loads on first use). */
export function useStockPrefetch<T extends Element>(childSkus: readonly string[] | undefined) {
  const shop = useShopSettings();
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !childSkus?.length || !shop.stockPrefetch || typeof IntersectionObserver === 'undefined') return;
    watched.set(
      element,
      () => void import('./stock-prefetch').then((m) => m.prefetchStock(childSkus, shop.stockBatchSize)),
    );
    sharedObserver().observe(element);
    return () => sharedObserver().unobserve(element);
  }, [childSkus, shop.stockPrefetch, shop.stockBatchSize]);
  return ref;
}
