import type { SearchAggregations } from './aggregations.js';
import { aggregationBuckets, bucketCount } from './aggregations.js';
import type { FilterSidebarOptions, SidebarOption } from './filter-sidebar-types.js';
import type { PriceSelection } from './listing-state.js';
import { formatPriceParam, PRICE_PARAM, priceSelection, samePrice } from './listing-params.js';
import type { RangePosition } from './price-range-label.js';
import { priceRangeLabel } from './price-range-label.js';

function finiteOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function rangeKey(from: number | undefined, to: number | undefined): string {
  return formatPriceParam(priceSelection(from, to));
}

/**
 * The configured ranges in their order, with the answer's counts. A range the answer lacks counts 0; the extra bucket the
 * API adds for an applied price filter (see docs/api.md#catalogue-search) is not a configured range and is left out. Without configured
 * ranges the answer's buckets are used as they come.
 */
export function priceFilterOptions(
  aggregations: SearchAggregations | null | undefined,
  options: FilterSidebarOptions,
): SidebarOption[] {
  const counts = new Map<string, number>();
  const answered: PriceSelection[] = [];
  for (const bucket of aggregationBuckets(aggregations, `agg_range_${PRICE_PARAM}`)) {
    const from = finiteOrUndefined(bucket.from);
    const to = finiteOrUndefined(bucket.to);
    const key = rangeKey(from, to);
    if (!counts.has(key)) answered.push(priceSelection(from, to));
    counts.set(key, Math.max(counts.get(key) ?? 0, bucketCount(bucket)));
  }
  const ranges = options.priceRanges && options.priceRanges.length > 0 ? options.priceRanges : answered;
  const chosen = options.state?.price;
  const result: SidebarOption[] = [];
  ranges.forEach((range, index) => {
    const from = finiteOrUndefined(range.from);
    const to = finiteOrUndefined(range.to);
    const value = rangeKey(from, to);
    const count = counts.get(value) ?? 0;
    const selected = chosen !== undefined && samePrice(chosen, { from, to });
    // docs/behaviour.md#constants-and-limits ("only buckets with products"); a chosen range stays so it can be unchosen.
    if (count === 0 && !selected) return;
    const position: RangePosition =
      ranges.length > 1 && index === 0 ? 'first' : ranges.length > 1 && index === ranges.length - 1 ? 'last' : 'middle';
    const label = priceRangeLabel({ from, to }, position, options);
    result.push({ value, label, count, selected, ...priceSelection(from, to) });
  });
  return result;
}
