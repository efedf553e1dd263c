import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isHydrated } from '../../lib/hydration';
import type { CategoryPageView } from './category-listing.server';
import type { ProductTileView } from './product-tile-view';

interface Loaded {
  products: ProductTileView[];
  lastPage: number;
}

const MAX_SAVED_PAGES = 20;

function restore(key: string): Loaded | undefined {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as Loaded) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec point 4: scrolling to the bottom appends the next page (offline it does nothing). The pages loaded so far are
 * kept per history entry, so Back from a product shows them again and the router can restore the scroll position.
 */
export function useInfiniteListing(listing: CategoryPageView) {
  const location = useLocation();
  const key = `listing:${location.key}`;
  const fetcher = useFetcher<CategoryPageView>();
  const [loaded, setLoaded] = useState<Loaded>(
    // During hydration the server's page must render as it was sent; afterwards (Back) the saved pages are used.
    () => (isHydrated() ? restore(key) : undefined) ?? { products: listing.products, lastPage: listing.page },
  );
  const [folded, setFolded] = useState<CategoryPageView>();
  const next = fetcher.data;
  if (next && next !== folded && next.id === listing.id && next.page === loaded.lastPage + 1) {
    setFolded(next);
    setLoaded({ products: [...loaded.products, ...next.products], lastPage: next.page });
  }

  useEffect(() => {
    if (loaded.lastPage > listing.page && loaded.lastPage - listing.page <= MAX_SAVED_PAGES)
      sessionStorage.setItem(key, JSON.stringify(loaded));
  }, [key, loaded, listing.page]);

  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = loaded.lastPage + 1 < listing.pageCount;
  const { load, state } = fetcher;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || state !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && navigator.onLine)
          void load(listing.pageHrefTemplate.replace('{page}', String(loaded.lastPage + 1)));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, state, load, listing.pageHrefTemplate, loaded.lastPage]);

  return [
    { products: loaded.products, lastPage: loaded.lastPage, hasMore, loading: state !== 'idle' },
    sentinel,
  ] as const;
}
