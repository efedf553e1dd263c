import type { CategoryIdField } from '../catalog/product-category-ids.js';
import type { FilterValue, SearchQueryInput } from '../catalog/search-query.js';
import { LISTING_FILTERS } from '../catalog/search-query.js';
import { PRICE_PARAM } from './listing-params.js';
import type { ListingConfig, ListingState } from './listing-state.js';
import { resolveListingSort } from './listing-state.js';

type Filter = NonNullable<SearchQueryInput['filters']>[number];

// The contract's example sends option ids as numbers; both match, numbers keep the body identical to VSF's.
function filterValue(value: string): string | number {
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

function priceFilter(state: ListingState): Filter | undefined {
  const range: Record<string, number> = {};
  if (state.price?.from !== undefined) range.gte = state.price.from;
  if (state.price?.to !== undefined) range.lte = state.price.to;
  // Scope catalog: the API compares `priceFilterKey` (final_price), and configurables match too (see docs/api.md#catalogue-search).
  return Object.keys(range).length > 0 ? { attribute: PRICE_PARAM, value: range, scope: 'catalog' } : undefined;
}

/**
 * The SearchQuery of a category listing (see docs/api.md#catalogue-search): visible and enabled products (see docs/behaviour.md#search) of the category
 * and its descendants, the chosen options with scope 'catalog' so configurable parents match through `<attr>_options`,
 * the price range, the default filters as facets and the sort. An empty id list puts no category restriction (search
 * results). `categoryField` is the product field the ids are matched on (one of CATEGORY_ID_FIELDS). Pass the result
 * to buildSearchQuery; `pageWindow` gives from/size.
 */
export function listingSearchQuery(
  categoryIds: readonly (number | string)[],
  state: ListingState,
  config: ListingConfig,
  categoryField: CategoryIdField = 'category_ids',
): SearchQueryInput {
  const [visibility, status] = LISTING_FILTERS;
  const filters: Filter[] = [
    { attribute: 'visibility', value: config.listingVisibility ?? visibility.value },
    { attribute: 'status', value: config.listingStatus ?? status.value },
  ];
  if (config.listOutOfStockProducts === false) filters.push({ attribute: 'stock.is_in_stock', value: { eq: true } });
  if (categoryIds.length > 0) filters.push({ attribute: categoryField, value: [...new Set(categoryIds)] });
  for (const attribute of config.defaultFilters) {
    if (attribute === PRICE_PARAM || !Object.hasOwn(state.filters, attribute)) continue;
    const values = state.filters[attribute] ?? [];
    if (values.length === 0) continue;
    const value: FilterValue = values.map(filterValue);
    filters.push({ attribute, value, scope: 'catalog' });
  }
  const price = config.defaultFilters.includes(PRICE_PARAM) ? priceFilter(state) : undefined;
  if (price) filters.push(price);
  return { filters, facets: [...config.defaultFilters], sort: resolveListingSort(state.sort, config) };
}
