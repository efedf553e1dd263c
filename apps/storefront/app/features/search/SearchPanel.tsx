import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { ProductTile, type ProductTileView } from '../product-tile';
import { useTranslate } from '../../lib/i18n';
import { useUiState } from '../../lib/use-ui-state';
import { Icon } from '../../ui/Icon';
import { focusPageHeading } from './focus-page-heading';
import { MIN_SEARCH_LENGTH, SEARCH_PAGE_SIZE } from './search-page';
import { useSearchCache } from './use-search-cache';
import { useOfflineListingNotice, useOnline } from '../offline';
import { Button } from '../../ui/Button';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useFocusTrap } from '../../ui/use-focus-trap';

interface SearchData {
  query: string;
  tooShort: boolean;
  total: number;
  from: number;
  products: ProductTileView[];
}

/** The search panel overlay (see docs/behaviour.md#screens): type, see tiles, load more; results are cached locally by query. */
export default function SearchPanel() {
  const t = useTranslate();
  const [state, ui] = useUiState();
  const fetcher = useFetcher<SearchData>();
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
    if (trimmed.length < MIN_SEARCH_LENGTH) return;
    let cancelled = false;
    void cache.read(trimmed, 0).then((cached) => {
      if (cancelled) return;
      if (cached) setResults(cached);
      else if (!online) setUncached(trimmed);
    });
    // Offline a request would fail (and fail the page): the cached results are all there is.
    const timer = online
      ? setTimeout(() => fetcher.load(`/product-search-panel?q=${encodeURIComponent(trimmed)}`), 250)
      : undefined;
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // fetcher.load is stable in practice; listing the fetcher object would refetch on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, cache, online]);
  useOfflineListingNotice(uncached === trimmed ? `search:${trimmed}` : undefined, 0);

  // Pages arrive one fetch at a time; they are folded into the results while rendering (React's derived-state
  // pattern), so nothing renders twice.
  const [folded, setFolded] = useState<SearchData>();
  const found = fetcher.data;
  if (found && found !== folded && !found.tooShort && found.query === trimmed) {
    setFolded(found);
    const products =
      found.from > 0 && results?.query === found.query ? [...results.products, ...found.products] : found.products;
    setResults({ query: found.query, total: found.total, products });
  }

  useEffect(() => {
    if (results) void cache.write(results.query, 0, results);
  }, [results, cache]);

  if (!state.searchpanel) return null;
  const shown = results && results.query === trimmed ? results : undefined;
  return (
    <SearchFrame label={t('Search')} onClose={() => ui.closePanels()}>
      <div className="search-panel-header">
        <label htmlFor="search-panel-input" className="visually-hidden">
          {t('Search for products')}
        </label>
        <input
          id="search-panel-input"
          ref={input}
          type="search"
          placeholder={t('Type what you are looking for...')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button variant="icon" aria-label={t('Close')} onClick={() => ui.closePanels()}>
          <Icon name="close" />
        </Button>
      </div>
      {trimmed.length > 0 && trimmed.length < MIN_SEARCH_LENGTH && (
        <p role="alert">{t('Searched term should consist of at least 3 characters.')}</p>
      )}
      {shown && shown.total === 0 && <p>{t('No products found!')}</p>}
      {shown && shown.products.length > 0 && (
        <>
          <ul className="product-grid" aria-live="polite">
            {shown.products.map((product) => (
              <ProductTile key={product.sku} product={product} />
            ))}
          </ul>
          {shown.products.length < shown.total && (
            <Button
              className="load-more"
              disabled={fetcher.state !== 'idle'}
              onClick={() =>
                // docs/behaviour.md#search: offline, loading more does nothing.
                online &&
                fetcher.load(
                  `/product-search-panel?q=${encodeURIComponent(trimmed)}&page=${shown.products.length / SEARCH_PAGE_SIZE}`,
                )
              }
            >
              {t('Load more')}
            </Button>
          )}
        </>
      )}
    </SearchFrame>
  );
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
