import { applyCatalogFilters } from './catalog-filters.js';
import { buildAggregations } from './aggregations.js';
import type { Clause } from './bool-clauses.js';
import { emptyBool, renderBool } from './bool-clauses.js';
import { applyDefaultFilters } from './default-filters.js';
import type { SearchQueryOptions } from './search-query-options.js';
import { parseSearchQuery } from './search-query-schema.js';
import { buildSort, hasRandomSort, randomSortBody } from './sort.js';
import { functionScoreQuery, textShouldClauses } from './text-query.js';

function assembleQuery(filter: Clause | undefined, text: string, options: SearchQueryOptions): Clause | undefined {
  if (text === '') return filter && { bool: { filter } };
  const scored = functionScoreQuery(text, options);
  if (scored) return filter ? { bool: { filter, must: scored } } : scored;
  // Without scoring VSF merges the text clauses into the filter bool, where `should` no longer restricts the hits.
  const should = textShouldClauses(text, options);
  return filter ? { bool: { filter, should } } : { bool: { should } };
}

/**
 * Translates a serialized SearchQuery (`request_format=search-query`) into the Elasticsearch body vue-storefront-api
 * 1.12 would send. Invalid input throws `ApiError(400)`.
 */
export function searchQueryToDsl(
  searchQuery: unknown,
  options: SearchQueryOptions,
  /** `/graphql` asks for text, sort and facets even without a filter (see docs/api.md#graphql). */
  { evenWithoutFilters = false }: { evenWithoutFilters?: boolean } = {},
): Record<string, unknown> {
  const query = parseSearchQuery(searchQuery);
  // The contract's quirk: without applied filters VSF builds nothing, so text, sort and facets are ignored too.
  if (query.appliedFilters.length === 0 && !evenWithoutFilters) return {};

  const filter = emptyBool();
  applyDefaultFilters(filter, query.appliedFilters, options);
  applyCatalogFilters(filter, query.appliedFilters, options);
  const dslQuery = assembleQuery(renderBool(filter), query.searchText, options);

  if (hasRandomSort(query.appliedSort)) return randomSortBody(dslQuery);

  const body: Record<string, unknown> = {};
  if (dslQuery) body.query = dslQuery;
  const aggs = buildAggregations(query.availableFilters, query.appliedFilters, options);
  if (Object.keys(aggs).length > 0) body.aggs = aggs;
  if (query.appliedSort.length > 0) body.sort = buildSort(query.appliedSort);
  return body;
}
