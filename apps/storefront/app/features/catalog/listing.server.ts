import {
  applyFilterChange,
  filterSidebar,
  pageWindow,
  sortOptions,
  withListingPage,
  type AttributeDocument,
  type ListingChange,
  type ListingConfig,
  type ListingState,
  type ProductDocument,
  type SearchAggregations,
} from '@storefront/core';
import type { SearchHits, SearchOptions } from '../../lib/catalog-client';
import type { PageContext } from '../../lib/page-context.server';
import { withPartsPrices } from '../product-tile/index.server';
import { TILE_FIELDS, toProductTileView } from '../product-tile';
import type { FilterView, ListingPageView } from './listing-view';

async function loadAttributes(page: PageContext, codes: readonly string[]): Promise<AttributeDocument[]> {
  const { items } = await page.catalog.search<AttributeDocument>(
    'attribute',
    { filters: [{ attribute: 'attribute_code', value: [...codes] }] },
    {
      size: codes.length || 1,
      includeFields: ['attribute_code', 'default_frontend_label', 'frontend_label', 'frontend_input', 'options'],
    },
  );
  return items;
}

export interface ListingRequest {
  /** The listing state read from the URL (filters, sort, page). */
  state: ListingState;
  /** The listing's config: filters and sorts (the category page's, or the search page's `searchListingConfig`). */
  config: ListingConfig;
  /** Products per page. */
  pageSize: number;
  /** The URL of the same listing in another state: filters, sort and pages are links to it. */
  href: (state: ListingState) => string;
  /** Runs the products query (with the facets of `config.defaultFilters`) for one page window. */
  products: (options: SearchOptions) => Promise<SearchHits<ProductDocument>>;
}

/**
 * One page of a product listing, the part the category page and the search page share (docs/behaviour.md#category-page,
 * docs/behaviour.md#search): products with their facets in one query, the filter sidebar, the sorts, the pages. Every
 * filter, sort and page is a real link, so a listing works without JavaScript and for crawlers.
 */
export async function loadListing(page: PageContext, request: ListingRequest): Promise<ListingPageView> {
  const { state, config, href } = request;
  const change = (c: ListingChange) => href(applyFilterChange(state, c));
  const { from, size } = pageWindow(state.page, request.pageSize);
  const [found, attributes] = await Promise.all([
    request.products({ from, size, includeFields: TILE_FIELDS }),
    loadAttributes(
      page,
      config.defaultFilters.filter((code) => code !== 'price'),
    ),
  ]);
  const products = page.config.products;
  const sidebar = filterSidebar(found.aggregations as SearchAggregations, attributes, {
    defaultFilters: config.defaultFilters,
    currencySign: page.storeView.i18n.currencySign,
    currencySignPlacement: page.storeView.i18n.currencySignPlacement,
    priceRanges: products.priceFilters.ranges,
    colorMappings: products.colorMappings,
    state,
  });
  const filters: FilterView[] = sidebar.map((filter) => ({
    attribute: filter.attribute,
    label: filter.label,
    type: filter.type,
    options: filter.options.map((option) => ({
      label: option.label,
      count: option.count,
      selected: option.selected,
      href: change({ type: 'toggle', attribute: filter.attribute, value: option.value }),
      ...(option.swatch && { swatch: option.swatch }),
    })),
  }));
  const activeFilters = filters.flatMap((filter) =>
    filter.options.filter((o) => o.selected).map((o) => ({ label: `${filter.label}: ${o.label}`, href: o.href })),
  );
  const pageCount = Math.max(1, Math.ceil(found.total / size));
  const stores = page.stores;
  return {
    total: found.total,
    page: state.page,
    pageCount,
    products: (await withPartsPrices(page, found.items)).map((product) =>
      toProductTileView(product, { config: page.config, storeView: page.storeView, storeCode: page.storeCode, stores }),
    ),
    filters,
    activeFilters,
    ...(activeFilters.length > 0 && { clearFiltersHref: change({ type: 'clear' }) }),
    sorts: sortOptions(config).map((option) => ({
      label: option.label,
      href: change({ type: 'sort', sort: option.value }),
      selected: option.value === state.sort,
    })),
    pageHrefTemplate: href(withListingPage(state, 987654321)).replace('987654321', '{page}'),
    ...(state.page > 0 && { previousHref: href(withListingPage(state, state.page - 1)) }),
    ...(state.page + 1 < pageCount && { nextHref: href(withListingPage(state, state.page + 1)) }),
  };
}
