import type { SearchQueryInput } from '../catalog/search-query.js';
import { listingQuery } from './listing-query.js';
import { listingSearchQuery } from './listing-search-query.js';
import type { ListingConfig, ListingState } from './listing-state.js';
import { searchTermError } from './search-rules.js';

/** docs/behaviour.md#search: the search page and the overlay list what is visible in search (visibility 3 and 4). */
export const SEARCH_VISIBILITY: readonly number[] = [3, 4];

/** The search page's own sort, first and the default: hits by score, as the API ranks them without a sort. */
export const RELEVANCE_SORT = '_score:desc';
export const RELEVANCE_LABEL = 'Relevance';

/** The search page's query parameter (`/search?q=jacket`). */
export const SEARCH_PARAM = 'q';

/** Longer terms are cut: nobody types more, and the term is echoed in the page and its links. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** docs/behaviour.md#search: the minimum search term. */
export const MIN_SEARCH_TERM_LENGTH = 3;

/**
 * The listing config of the search page: the category page's filters, its sorts after 'Relevance' (the default, so a
 * plain `/search?q=` ranks by score), and the visibility of search.
 */
export function searchListingConfig<C extends ListingConfig>(config: C): C {
  const sorts = Object.fromEntries(
    Object.entries(config.sortByAttributes).filter(
      ([label, value]) => label !== RELEVANCE_LABEL && value !== RELEVANCE_SORT,
    ),
  );
  return {
    ...config,
    sortByAttributes: { [RELEVANCE_LABEL]: RELEVANCE_SORT, ...sorts },
    defaultSortBy: { attribute: '_score', order: 'desc' },
    listingVisibility: [...SEARCH_VISIBILITY],
  };
}

/** The search term of a query (`q`), trimmed and cut, and whether it is too short to be searched. */
export function searchTerm(params: { get(name: string): string | null }): { term: string; tooShort: boolean } {
  const term = (params.get(SEARCH_PARAM) ?? '').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  return { term, tooShort: term !== '' && searchTermError(term, MIN_SEARCH_TERM_LENGTH) !== undefined };
}

/**
 * The SearchQuery of a search results page: full text over the listing of `searchListingConfig` (the chosen filters,
 * the facets, visibility 3 and 4, status 0 and 1). Relevance sends no sort, so the API orders the hits by score.
 * `config` is the shop's products config; this function applies `searchListingConfig` itself.
 */
export function searchListingQuery(term: string, state: ListingState, config: ListingConfig): SearchQueryInput {
  const query = listingSearchQuery([], state, searchListingConfig(config));
  const { sort, ...rest } = query;
  return { ...rest, ...(sort && sort !== RELEVANCE_SORT ? { sort } : {}), text: term };
}

/**
 * A search results page's URL: `path?q=term` and then the listing's own query (filters, sort unless relevance, page),
 * one spelling per page so links are canonical and the output cache hits.
 */
export function searchPageHref(path: string, term: string, state: ListingState, config: ListingConfig): string {
  const listing = listingQuery(state, searchListingConfig(config));
  const q = `${SEARCH_PARAM}=${encodeURIComponent(term)}`;
  return `${path}?${q}${listing ? `&${listing.slice(1)}` : ''}`;
}

/** The result count's message (also its translation key): '1 result for “{query}”' or '{count} results for “{query}”'. */
export function searchCountMessage(count: number): '1 result for “{query}”' | '{count} results for “{query}”' {
  return count === 1 ? '1 result for “{query}”' : '{count} results for “{query}”';
}
