import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import type { CategoryPageView } from './category-listing.server';
import { FilterSidebar } from './FilterSidebar';
import { ProductTile } from './ProductTile';
import { useInfiniteListing } from './use-infinite-listing';
import { buttonClass } from '../../ui/button-class';

/** Spec point 2 "Category page": title, breadcrumbs, item count, grid, filter sidebar (mobile panel) and sorting. */
export function CategoryView({ category }: { category: CategoryPageView }) {
  const t = useTranslate();
  const [listing, sentinel] = useInfiniteListing(category);
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="page category-page" data-category={category.id}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: category.breadcrumbJsonLd }} />
      <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
        <ol>
          {category.breadcrumbs.map((crumb, i) =>
            i === category.breadcrumbs.length - 1 ? (
              <li key={crumb.href} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.href}>
                <Link to={crumb.href}>{t(crumb.name)}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <h1>{category.name}</h1>
      <div className="listing-bar">
        <p className="item-count">{t('{count} items', { count: category.total })}</p>
        <a
          href="#filters"
          className={buttonClass('secondary', 'filters-toggle')}
          aria-expanded={filtersOpen}
          onClick={(event) => {
            event.preventDefault();
            setFiltersOpen((open) => !open);
          }}
        >
          {t('Filters')}
        </a>
        <nav className="sorting" aria-label={t('Sort by')}>
          <span>{t('Sort by')}:</span>
          {category.sorts.map((sort) => (
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
        <aside id="filters" className={filtersOpen ? 'filters open' : 'filters'} aria-label={t('Filters')}>
          <FilterSidebar
            filters={category.filters}
            activeFilters={category.activeFilters}
            clearHref={category.clearFiltersHref}
          />
        </aside>
        <div className="listing-products">
          {category.total === 0 ? (
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
          {listing.loading && <p className="loading">{t('Loading...')}</p>}
          <nav className="pager" aria-label={t('Pages')}>
            {category.previousHref && (
              <a href={category.previousHref} rel="prev">
                {t('Previous page')}
              </a>
            )}
            {listing.hasMore && (
              <a href={category.pageHrefTemplate.replace('{page}', String(listing.lastPage + 1))} rel="next">
                {t('Next page')}
              </a>
            )}
          </nav>
        </div>
      </div>
    </div>
  );
}
