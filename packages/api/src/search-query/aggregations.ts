import type { SearchQueryOptions } from './search-query-options.js';
import { mapFilterField, ownValue } from './search-query-options.js';
import type { AppliedFilter, AvailableFilter } from './search-query-schema.js';
import { hasScope } from './search-query-schema.js';

type Aggregations = Record<string, Record<string, unknown>>;

function termsAggregation(field: string, size: number | undefined): Record<string, unknown> {
  return { terms: size === undefined ? { field } : { field, size } };
}

/**
 * The price the shopper already picked becomes one more bucket, so the facet can show its count. Bounds are tested
 * for truthiness as VSF does, so a bound of 0 is left open.
 */
function appliedPriceRange(appliedFilters: AppliedFilter[]): Record<string, unknown>[] {
  const value = appliedFilters.find((filter) => filter.attribute === 'price')?.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const { gte, lte } = value;
  if (!gte && !lte) return [];
  return [{ ...(gte ? { from: gte } : {}), ...(lte ? { to: lte } : {}) }];
}

function withoutUndefined(range: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(range).filter(([, bound]) => bound !== undefined));
}

function priceAggregations(appliedFilters: AppliedFilter[], options: SearchQueryOptions): Aggregations {
  const ranges = [...options.priceFilterRanges.map(withoutUndefined), ...appliedPriceRange(appliedFilters)];
  const aggregations: Aggregations = {
    agg_terms_price: termsAggregation('price', undefined),
    agg_range_price: { range: { field: 'price', ranges } },
  };
  if (options.aggregatePrice?.maxPrice) aggregations.agg_max_price = { max: { field: 'price' } };
  if (options.aggregatePrice?.minPrice) aggregations.agg_min_price = { min: { field: 'price' } };
  return aggregations;
}

/** Step 3: facet aggregations for the `catalog`-scope available filters (terms on the field and on its `_options`). */
export function buildAggregations(
  availableFilters: AvailableFilter[],
  appliedFilters: AppliedFilter[],
  options: SearchQueryOptions,
): Aggregations {
  const aggregations: Aggregations = {};
  const sizes = options.filterAggregationSize;
  for (const filter of availableFilters) {
    if (!hasScope(filter, 'catalog')) continue;
    const { field } = filter;
    if (field === 'price') {
      Object.assign(aggregations, priceAggregations(appliedFilters, options));
      continue;
    }
    const size = filter.size || ownValue(sizes, field) || ownValue(sizes, 'default');
    const mapped = mapFilterField(options, field);
    aggregations[`agg_terms_${mapped}`] = termsAggregation(mapped, size);
    aggregations[`agg_terms_${field}_options`] = termsAggregation(`${field}_options`, size);
  }
  return aggregations;
}
