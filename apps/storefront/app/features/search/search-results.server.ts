import type { MetaDescriptor } from 'react-router';
import {
  createTranslator,
  localizedRoute,
  parseListingQuery,
  routeByName,
  searchListingConfig,
  searchListingQuery,
  searchPageHref,
  searchTerm,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { loadListing } from '../catalog/index.server';
import type { ListingPageView } from '../catalog';
import { SEARCH_PAGE_SIZE } from './search-page-size';

/** The search results page: the term, and the listing of what it found (empty until a term is searched). */
export interface SearchPageView extends ListingPageView {
  kind: 'search';
  query: string;
  tooShort: boolean;
  /** Whether the term was searched: there is a term, long enough. */
  searched: boolean;
  title: string;
  meta: MetaDescriptor[];
}

const NOTHING_LISTED: ListingPageView = {
  total: 0,
  page: 0,
  pageCount: 1,
  products: [],
  filters: [],
  activeFilters: [],
  sorts: [],
  pageHrefTemplate: '',
};

/**
 * `/search?q=` (and the spec's `/product-search-panel`, under a store view's prefix too): the search of
 * docs/behaviour.md#search as a page, rendered on the server, with the category page's filters, sorts and pages, every
 * one a link, so it works without JavaScript. The overlay reads the first page of the same data.
 */
export async function searchResultsPage(page: PageContext, url: URL): Promise<SearchPageView> {
  const { term, tooShort } = searchTerm(url.searchParams);
  const { t } = createTranslator(page.storeView.i18n.defaultLocale);
  // The term stays in the page's title, so the history and the tabs tell searches apart.
  const title = term ? t('Search results for “{query}”', { query: term }) : t('Search');
  const base = { kind: 'search' as const, query: term, tooShort, title, meta: [{ title }] };
  if (!term || tooShort) return { ...base, ...NOTHING_LISTED, searched: false };
  const products = page.config.products;
  const config = searchListingConfig(products);
  const state = parseListingQuery(url.searchParams, config);
  const listing = await loadListing(page, {
    state,
    config,
    pageSize: SEARCH_PAGE_SIZE,
    href: (next) => searchPageHref(url.pathname, term, next, products),
    products: (options) => page.catalog.products(searchListingQuery(term, state, products), options),
  });
  return { ...base, ...listing, searched: true };
}

/** The search page's path in the shopper's store view: where the header's Search and the overlay's Enter lead. */
export function searchPath(page: Pick<PageContext, 'storeCode' | 'stores'>): string {
  return localizedRoute(routeByName.search.path, page.storeCode, page.stores);
}
