import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigation } from 'react-router';
import { isHydrated } from '../../lib/hydration';
import { useOnline } from '../offline';
import type { ListingPageView } from './listing-view';
import type { ProductTileView } from '../product-tile';

interface Loaded {
  /** The listing these pages belong to (see `identity`): a saved entry of another listing is never shown. */
  listing: string;
  products: ProductTileView[];
  lastPage: number;
}

const MAX_SAVED_PAGES = 20;

/** One listing: its URL (category, filters, sort) with `{page}` in place of the page number, and its first page. */
const identity = (listing: ListingPageView) => `${listing.page} ${listing.pageHrefTemplate}`;

function restore(key: string, listing: string): Loaded | undefined {
  try {
    const saved = sessionStorage.getItem(key);
    const parsed = saved ? (JSON.parse(saved) as Partial<Loaded>) : undefined;
    return parsed?.listing === listing && Array.isArray(parsed.products) && typeof parsed.lastPage === 'number'
      ? (parsed as Loaded)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/behaviour.md#category-page: scrolling to the bottom appends the next page (offline it does nothing). The pages loaded so far are
 * kept per history entry, so Back from a product shows them again and the router can restore the scroll position.
 */
export function useInfiniteListing(listing: ListingPageView) {
  const location = useLocation();
  const key = `listing:${location.key}`;
  const id = identity(listing);
  const fresh = (): Loaded => ({ listing: id, products: listing.products, lastPage: listing.page });
  const [loaded, setLoaded] = useState<Loaded>(
    // During hydration the server's page must render as it was sent; afterwards (Back) the saved pages are used.
    () => (isHydrated() ? restore(key, id) : undefined) ?? fresh(),
  );
  // A filter, a sort, another category or Back keeps this component mounted with new loader data: the grid starts
  // over from it (or from the pages saved for that history entry), in this render, so stale tiles never show.
  const [source, setSource] = useState({ listing, key });
  const [folded, setFolded] = useState<ListingPageView>();
  const fetcher = useFetcher<ListingPageView>();
  const next = fetcher.data;
  if (source.listing !== listing || source.key !== key) {
    setSource({ listing, key });
    setLoaded(restore(key, id) ?? fresh());
  } else if (
    next &&
    next !== folded &&
    next.pageHrefTemplate === listing.pageHrefTemplate &&
    next.page === loaded.lastPage + 1
  ) {
    setFolded(next);
    setLoaded({ listing: id, products: [...loaded.products, ...next.products], lastPage: next.page });
  }

  useEffect(() => {
    if (loaded.lastPage > listing.page && loaded.lastPage - listing.page <= MAX_SAVED_PAGES)
      sessionStorage.setItem(key, JSON.stringify(loaded));
  }, [key, loaded, listing.page]);

  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = loaded.lastPage + 1 < listing.pageCount;
  const { load, state } = fetcher;
  // Offline there is no observer at all; back online a new one reports a sentinel already in view, so the next page
  // loads without another scroll.
  const online = useOnline();
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || state !== 'idle' || !online) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && navigator.onLine)
          void load(listing.pageHrefTemplate.replace('{page}', String(loaded.lastPage + 1)));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, state, load, listing.pageHrefTemplate, loaded.lastPage, online]);

  // Until the next listing's data arrives the grid still shows this one: it is marked busy meanwhile.
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && !navigation.formMethod;
  return [
    { products: loaded.products, lastPage: loaded.lastPage, hasMore, loading: state !== 'idle', pending, online },
    sentinel,
  ] as const;
}
