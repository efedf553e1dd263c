import {
  ampLink,
  applyFilterChange,
  breadcrumbJsonLd,
  canonicalUrl,
  CATEGORY_ID_FIELDS,
  categoryAncestorIds,
  categoryLink,
  descendantCategoryIds,
  filterSidebar,
  listingQuery,
  listingSearchQuery,
  localizedRoute,
  pageWindow,
  parseListingQuery,
  serializeJsonLd,
  sortOptions,
  withListingPage,
  type AttributeDocument,
  type CategoryDocument,
  type ListingChange,
  type ListingState,
  type ProductDocument,
  type SearchAggregations,
} from '@storefront/core';
import type { SearchHits, SearchOptions } from '../../lib/catalog-client';
import type { PageContext } from '../../lib/page-context.server';
import { withPartsPrices } from '../product-tile/index.server';
import { TILE_FIELDS, toProductTileView, type ProductTileView } from '../product-tile';

export interface FilterView {
  attribute: string;
  label: string;
  type: string;
  options: Array<{ label: string; count: number; selected: boolean; href: string; swatch?: string }>;
}

export interface CategoryPageView {
  kind: 'category';
  id: number;
  name: string;
  total: number;
  page: number;
  pageCount: number;
  products: ProductTileView[];
  breadcrumbs: Array<{ name: string; href: string }>;
  filters: FilterView[];
  activeFilters: Array<{ label: string; href: string }>;
  clearFiltersHref?: string;
  sorts: Array<{ label: string; href: string; selected: boolean }>;
  /** The listing's URL with `{page}` in place of the page number, for infinite scroll. */
  pageHrefTemplate: string;
  previousHref?: string;
  nextHref?: string;
  metaTitle: string;
  metaDescription?: string;
  /** Absolute URL of this listing page as crawlers should index it (filters and sort kept, page 0 dropped). */
  canonical: string;
  /** The AMP alternate (see docs/behaviour.md#catalogue-urls). */
  ampHref: string;
  /** BreadcrumbList JSON-LD, already serialized so a category name cannot close the script tag. */
  breadcrumbJsonLd: string;
}

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

async function ancestors(page: PageContext, category: CategoryDocument): Promise<CategoryDocument[]> {
  const ids = categoryAncestorIds(category, page.config.entities.category.rootCategoryId);
  if (ids.length === 0) return [];
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    { filters: [{ attribute: 'id', value: ids }] },
    { size: ids.length },
  );
  return ids.map((id) => items.find((c) => c.id === id)).filter((c): c is CategoryDocument => c !== undefined);
}

/**
 * The listing's products, matched on each of the product fields that can hold category ids until one finds some:
 * Magento 1 exports carry only `category: [{category_id}]`, and an external API serves them as they are.
 */
async function listedProducts(
  page: PageContext,
  category: CategoryDocument,
  state: ListingState,
  options: SearchOptions,
): Promise<SearchHits<ProductDocument>> {
  const ids = descendantCategoryIds(category);
  let found: SearchHits<ProductDocument> | undefined;
  for (const field of CATEGORY_ID_FIELDS) {
    found = await page.catalog.products(listingSearchQuery(ids, state, page.config.products, field), options);
    if (found.total > 0) break;
  }
  return found!;
}

/**
 * The category page of docs/behaviour.md#category-page: the listing state lives in the URL query (filters, sort, page), products come
 * with their facets in one query, and every filter, sort and page is a real link, so the page works without
 * JavaScript and for crawlers; with JavaScript, infinite scroll loads the next page's data from the same URL.
 */
export async function categoryListing(
  page: PageContext,
  category: CategoryDocument,
  url: URL,
): Promise<CategoryPageView> {
  page.cacheTags?.add('category');
  const products = page.config.products;
  const state = parseListingQuery(url.searchParams, products);
  const stores = page.stores;
  const urls = page.urls;
  const basePath = localizedRoute(categoryLink(category, urls).path, page.storeCode, stores);
  const href = (next: ListingState) => basePath + listingQuery(next, products);
  const change = (c: ListingChange) => href(applyFilterChange(state, c));

  const { from, size } = pageWindow(state.page, products.categoryPageSize);
  const [found, attributes, parents] = await Promise.all([
    listedProducts(page, category, state, { from, size, includeFields: TILE_FIELDS }),
    loadAttributes(
      page,
      products.defaultFilters.filter((code) => code !== 'price'),
    ),
    ancestors(page, category),
  ]);
  const sidebar = filterSidebar(found.aggregations as SearchAggregations, attributes, {
    defaultFilters: products.defaultFilters,
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
  const pageHrefTemplate = href(withListingPage(state, 987654321)).replace('987654321', '{page}');
  const link = categoryLink(category, urls);
  const amp = ampLink(categoryLink(category, { useShortCatalogUrls: urls.useShortCatalogUrls }), urls);
  const breadcrumbs = [
    { name: 'Home', href: localizedRoute('/', page.storeCode, stores) },
    ...parents.map((parent) => ({
      name: parent.name,
      href: localizedRoute(categoryLink(parent, urls).path, page.storeCode, stores),
    })),
    { name: category.name, href: basePath },
  ];
  return {
    kind: 'category',
    id: category.id,
    name: category.name,
    total: found.total,
    page: state.page,
    pageCount,
    products: (await withPartsPrices(page, found.items)).map((product) =>
      toProductTileView(product, { config: page.config, storeView: page.storeView, storeCode: page.storeCode, stores }),
    ),
    breadcrumbs,
    canonical: canonicalUrl(
      page.url.origin,
      localizedRoute(link.path, page.storeCode, stores),
      listingQuery(state, products),
    ),
    ampHref: localizedRoute((amp ?? link).path, page.storeCode, stores),
    breadcrumbJsonLd: serializeJsonLd(
      breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: page.url.origin + crumb.href }))),
    ),
    filters,
    activeFilters,
    ...(activeFilters.length > 0 && { clearFiltersHref: change({ type: 'clear' }) }),
    sorts: sortOptions(products).map((option) => ({
      label: option.label,
      href: change({ type: 'sort', sort: option.value }),
      selected: option.value === state.sort,
    })),
    pageHrefTemplate,
    ...(state.page > 0 && { previousHref: href(withListingPage(state, state.page - 1)) }),
    ...(state.page + 1 < pageCount && { nextHref: href(withListingPage(state, state.page + 1)) }),
    metaTitle: typeof category.meta_title === 'string' && category.meta_title ? category.meta_title : category.name,
    ...(typeof category.meta_description === 'string' &&
      category.meta_description && { metaDescription: category.meta_description }),
  };
}
