import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import type { ListingPageView } from './listing-view';
import { ActiveFilters, FilterOptions } from './FilterSidebar';
import { ProductTile } from '../product-tile';
import { useInfiniteListing } from './use-infinite-listing';
import { useOfflineListingNotice } from '../offline';
import { buttonClass } from '../../ui/button-class';
import { Skeleton } from '../../ui/Skeleton';

// Only phones open the filters drawer, so the drawer's code loads on its first opening.
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));

/** Placeholder tiles while the next page of the listing is appended. */
const LOADING_TILES = 4;

/**
 * A product listing's controls and grid, shared by the category and search pages (docs/behaviour.md#category-page):
 * the count (`summary`), the filters (a sidebar; a drawer on phones), the sorts, the grid with its empty state, and
 * the pages (infinite scroll with JavaScript, Previous/Next links without).
 */
export function ListingView({ listing: view, summary }: { listing: ListingPageView; summary: ReactNode }) {
  const t = useTranslate();
  const [listing, sentinel] = useInfiniteListing(view);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useOfflineListingNotice(view.pageHrefTemplate, listing.products.length);
  return (
    <>
      <div className="listing-bar">
        <p className="item-count">{summary}</p>
        {/* Without JavaScript the link shows the sidebar in place (#filters:target); with it, a drawer opens. */}
        <a
          href="#filters"
          className={buttonClass('secondary', 'filters-toggle')}
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onClick={(event) => {
            event.preventDefault();
            setFiltersOpen(true);
          }}
        >
          {t('Filters')}
        </a>
        <nav className="sorting" aria-label={t('Sort by')}>
          <span>{t('Sort by')}:</span>
          {view.sorts.map((sort) => (
            <Link
              key={sort.label}
              to={sort.href}
              preventScrollReset
              rel="nofollow"
              aria-current={sort.selected ? 'true' : undefined}
            >
              {t(sort.label)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="listing">
        <aside id="filters" className="filters" aria-label={t('Filters')}>
          <ActiveFilters activeFilters={view.activeFilters} clearHref={view.clearFiltersHref} />
          {/* While the drawer shows the options, the page does not repeat them (nor their heading ids). */}
          {!filtersOpen && <FilterOptions filters={view.filters} />}
        </aside>
        {filtersOpen && (
          <Suspense fallback={null}>
            <FiltersDrawer filters={view.filters} onClose={() => setFiltersOpen(false)} />
          </Suspense>
        )}
        <div className="listing-products">
          {view.total === 0 ? (
            <div className="empty-state" aria-busy={listing.pending || undefined}>
              <h2>{t('No products found!')}</h2>
              <p>
                {t(
                  'Please change Your search criteria and try again. If still not finding anything relevant, please visit the Home page and try out some of our bestsellers!',
                )}
              </p>
            </div>
          ) : (
            // The filters' h2s are hidden on phones: this keeps the tiles' h3s in order for screen readers.
            <>
              <h2 className="visually-hidden">{t('Products')}</h2>
              <ul className="product-grid" aria-busy={listing.pending || undefined}>
                {listing.products.map((product, i) => (
                  <ProductTile key={product.sku} product={product} eager={i < 4} priority={i === 0} />
                ))}
              </ul>
            </>
          )}
          <div ref={sentinel} aria-hidden="true" />
          {listing.loading && (
            <div className="loading-tiles" role="status">
              <span className="visually-hidden">{t('Loading...')}</span>
              {Array.from({ length: LOADING_TILES }, (_, i) => (
                <Skeleton key={i} className="tile-skeleton" />
              ))}
            </div>
          )}
          <nav className="pager" aria-label={t('Pages')}>
            {view.previousHref && (
              <a href={view.previousHref} rel="prev">
                {t('Previous page')}
              </a>
            )}
            {listing.hasMore && (
              <a
                href={view.pageHrefTemplate.replace('{page}', String(listing.lastPage + 1))}
                rel="next"
                // docs/behaviour.md#category-page: offline, asking for the next page does nothing.
                onClick={(event) => !listing.online && event.preventDefault()}
              >
                {t('Next page')}
              </a>
            )}
          </nav>
        </div>
      </div>
    </>
  );
}
