import { formatPriceParam, normalizeFilterValues, PAGE_PARAM, PRICE_PARAM } from './listing-params.js';
import type { ListingConfig, ListingState } from './listing-state.js';
import { defaultListingSort } from './listing-state.js';

function pair(key: string, value: string): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

/**
 * Listing state → '?…' query ('' when nothing is chosen). One spelling per listing, so links are canonical and caches
 * hit: filters by attribute code (price among them), values sorted, then sort, then page. The default sort and page 0
 * are left out when the config is given (without it the sort is always written).
 */
export function listingQuery(state: ListingState, config?: Pick<ListingConfig, 'defaultSortBy'>): string {
  const byKey: Array<[string, string[]]> = Object.entries(state.filters)
    .filter(([key]) => key !== PRICE_PARAM && key !== PAGE_PARAM && key !== 'sort')
    .map(([key, values]) => [key, normalizeFilterValues(values)]);
  if (state.price && (state.price.from !== undefined || state.price.to !== undefined)) {
    byKey.push([PRICE_PARAM, [formatPriceParam(state.price)]]);
  }
  const parts = byKey
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, values]) => values.map((value) => pair(key, value)));
  if (state.sort && state.sort !== (config ? defaultListingSort(config) : undefined))
    parts.push(pair('sort', state.sort));
  const page = Math.floor(state.page);
  if (Number.isFinite(page) && page > 0) parts.push(pair(PAGE_PARAM, String(page)));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
