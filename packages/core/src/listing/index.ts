export { aggregationBuckets } from './aggregations.js';
export type { AggregationBucket, SearchAggregations } from './aggregations.js';
export type { AttributeDocument, AttributeOptionDocument } from './attribute-document.js';
export { attributeLabel, isFlagOn, optionLabels } from './attribute-labels.js';
export { applyFilterChange, withListingPage } from './apply-filter-change.js';
export type { ListingChange } from './apply-filter-change.js';
export { descendantCategoryIds } from './descendant-category-ids.js';
export type { CategoryTreeNode } from './descendant-category-ids.js';
export { filterSidebar } from './filter-sidebar.js';
export type { FilterSidebarOptions, SidebarFilter, SidebarFilterType, SidebarOption } from './filter-sidebar-types.js';
export {
  formatPriceParam,
  MAX_LISTING_PAGE,
  MAX_VALUES_PER_FILTER,
  PAGE_PARAM,
  parsePriceParam,
  PRICE_PARAM,
} from './listing-params.js';
export { listingQuery } from './listing-query.js';
export { listingSearchQuery } from './listing-search-query.js';
export { defaultListingSort, emptyListingState, resolveListingSort } from './listing-state.js';
export type { ListingConfig, ListingState, PriceSelection } from './listing-state.js';
export { CATEGORY_PAGE_SIZE, pageWindow } from './page-window.js';
export { parseListingQuery } from './parse-listing-query.js';
export type { ListingQueryInput } from './parse-listing-query.js';
export { formatPriceBound, priceRangeLabel } from './price-range-label.js';
export type { PriceLabelOptions, RangePosition } from './price-range-label.js';
export { canonicalJson, searchCacheKey } from './search-cache-key.js';
export {
  DEFAULT_SEARCH_SIZE,
  normalizeSearchSize,
  normalizeSearchStart,
  SEARCH_TERM_TOO_SHORT,
  searchTermError,
} from './search-rules.js';
export {
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
  RELEVANCE_LABEL,
  RELEVANCE_SORT,
  SEARCH_PARAM,
  SEARCH_VISIBILITY,
  searchCountMessage,
  searchListingConfig,
  searchListingQuery,
  searchPageHref,
  searchTerm,
} from './search-listing.js';
export { sortOptions } from './sort-options.js';
export type { SortOption } from './sort-options.js';
export { parseQueryPairs } from './query-pairs.js';
export type { UrlQueryInput } from './query-pairs.js';
