import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { MIN_SEARCH_TERM_LENGTH, searchCountMessage } from '@storefront/core';
import { ProductTile, type ProductTileView } from '../product-tile';
import { useTranslate } from '../../lib/i18n';
import { useUiState } from '../../lib/use-ui-state';
import { Icon } from '../../ui/Icon';
import { focusPageHeading } from './focus-page-heading';
import { useSearchCache } from './use-search-cache';
import type { SearchPageView } from './search-results.server';
import { useOfflineListingNotice, useOnline } from '../offline';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useFocusTrap } from '../../ui/use-focus-trap';

type SearchData = Pick<SearchPageView, 'query' | 'tooShort' | 'searched' | 'total' | 'products'>;

/**
 * The search overlay (see docs/behaviour.md#search): type, see the count and the first page of tiles; Enter or 'See
 * all results' opens the results page (`searchHref`, the store view's `/search`) with its filters and pages. Results
 * are cached locally by query.
 */
export default function SearchPanel({ searchHref }: { searchHref: string }) {
  const t = useTranslate();
  const [state, ui] = useUiState();
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const cache = useSearchCache();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<{ query: string; total: number; products: ProductTileView[] }>();
  const input = useRef<HTMLInputElement>(null);
  const trimmed = term.trim();
  const online = useOnline();
  // Offline only the locally cached results can show (see docs/behaviour.md#search); none cached is said once the cache answered.
  const [uncached, setUncached] = useState<string>();

  // A result (or Back) leads to another page: the overlay goes and focus lands on that page. The effect runs once the
  // new page is rendered, so its heading is there.
  const location = useLocation();
  const [openedAt] = useState(location.key);
  useEffect(() => {
    if (location.key === openedAt) return;
    ui.closePanels();
    focusPageHeading();
  }, [location.key, openedAt, ui]);

  useEffect(() => {
    // Reopened with the last term selected: typing replaces it, Enter-free browsing keeps it.
    if (state.searchpanel) input.current?.select();
  }, [state.searchpanel]);

  useEffect(() => {
    if (trimmed.length < MIN_SEARCH_TERM_LENGTH) return;
    let cancelled = false;
    void cache.read(trimmed, 0).then((cached) => {
      if (cancelled) return;
      if (cached) setResults(cached);
      else if (!online) setUncached(trimmed);
    });
    // Offline a request would fail (and fail the page): the cached results are all there is.
    const timer = online ? setTimeout(() => fetcher.load(resultsHref(searchHref, trimmed)), 250) : undefined;
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // fetcher.load is stable in practice; listing the fetcher object would refetch on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, cache, online, searchHref]);
  useOfflineListingNotice(uncached === trimmed ? `search:${trimmed}` : undefined, 0);

  // The answer is taken into the results while rendering (React's derived-state pattern), so nothing renders twice.
  const [folded, setFolded] = useState<SearchData>();
  const found = fetcher.data;
  if (found && found !== folded && found.searched && found.query === trimmed) {
    setFolded(found);
    setResults({ query: found.query, total: found.total, products: found.products });
  }

  useEffect(() => {
    if (results) void cache.write(results.query, 0, results);
  }, [results, cache]);

  if (!state.searchpanel) return null;
  const shown = results && results.query === trimmed ? results : undefined;
  const allResults = resultsHref(searchHref, trimmed);
  return (
    <SearchFrame label={t('Search')} onClose={() => ui.closePanels()}>
      {/* Enter sends the form: to the results page, which a plain GET of the form reaches too. */}
      <form
        className="search-panel-header"
        role="search"
        action={searchHref}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed.length >= MIN_SEARCH_TERM_LENGTH) void navigate(allResults);
        }}
      >
        <label htmlFor="search-panel-input" className="visually-hidden">
          {t('Search for products')}
        </label>
        <input
          id="search-panel-input"
          ref={input}
          name="q"
          // A text field in the search role, not type=search: the browser's own clear (×) button would be a second
          // × beside the overlay's Close button. Phones still show a search key (enterKeyHint, inputMode).
          type="text"
          role="searchbox"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('Type what you are looking for...')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button variant="icon" aria-label={t('Close')} onClick={() => ui.closePanels()}>
          <Icon name="close" />
        </Button>
      </form>
      {trimmed.length > 0 && trimmed.length < MIN_SEARCH_TERM_LENGTH && (
        <p role="alert">{t('Searched term should consist of at least 3 characters.')}</p>
      )}
      <p className="search-count" role="status">
        {shown ? t(searchCountMessage(shown.total), { count: shown.total, query: shown.query }) : ''}
      </p>
      {shown && shown.total === 0 && <p>{t('No products found!')}</p>}
      {shown && shown.products.length > 0 && (
        <>
          <ul className="product-grid">
            {shown.products.map((product) => (
              <ProductTile key={product.sku} product={product} />
            ))}
          </ul>
          {/* The overlay shows the first page; the results page has them all, with filters and sorting. */}
          <p className="search-see-all">
            <Link to={allResults} className={buttonClass('secondary')}>
              {t('See all results')}
            </Link>
          </p>
        </>
      )}
    </SearchFrame>
  );
}

/** The results page of a term: `/search?q=…` in the shopper's store view. */
function resultsHref(searchHref: string, term: string): string {
  return `${searchHref}?q=${encodeURIComponent(term)}`;
}

/**
 * The overlay is a modal dialog: the focus stays inside it (Tab and Shift+Tab wrap around), Escape closes it from any
 * of its controls, and the focus goes back to the opener when it closes.
 */
function SearchFrame({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useFocusTrap(frame);
  useEscapeKey(onClose);
  return (
    <div ref={frame} className="search-panel" role="dialog" aria-modal="true" aria-label={label}>
      {children}
    </div>
  );
}
