import { describe, expect, it } from 'vitest';
import { buildAggregations } from './aggregations.js';
import type { AppliedFilter, AvailableFilter } from './search-query-schema.js';
import { defaultSearchQueryOptions } from './test-support/options.js';

const base = defaultSearchQueryOptions();
const options = { ...base, filterAggregationSize: { default: 10, color: 25 } };
const catalog = (field: string, size?: number): AvailableFilter => ({
  field,
  scope: 'catalog',
  ...(size ? { size } : {}),
});
const priceFilter = (value: AppliedFilter['value']): AppliedFilter => ({ attribute: 'price', value, scope: 'catalog' });
const baseRanges = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

describe('facet aggregations', () => {
  it('takes the size from the filter options, then the field, then the default', () => {
    expect(buildAggregations([catalog('size', 99), catalog('color'), catalog('material')], [], options)).toEqual({
      agg_terms_size: { terms: { field: 'size', size: 99 } },
      agg_terms_size_options: { terms: { field: 'size_options', size: 99 } },
      agg_terms_color: { terms: { field: 'color', size: 25 } },
      agg_terms_color_options: { terms: { field: 'color_options', size: 25 } },
      agg_terms_material: { terms: { field: 'material', size: 10 } },
      agg_terms_material_options: { terms: { field: 'material_options', size: 10 } },
    });
  });

  it('omits size when no size is configured at all', () => {
    const noSizes = { ...options, filterAggregationSize: {} };
    expect(buildAggregations([catalog('color')], [], noSizes)).toEqual({
      agg_terms_color: { terms: { field: 'color' } },
      agg_terms_color_options: { terms: { field: 'color_options' } },
    });
  });

  it('names the plain aggregation after the mapped field', () => {
    expect(buildAggregations([catalog('category.name')], [], options)).toEqual({
      'agg_terms_category.name.keyword': { terms: { field: 'category.name.keyword', size: 10 } },
      'agg_terms_category.name_options': { terms: { field: 'category.name_options', size: 10 } },
    });
  });

  it('only aggregates catalog-scope filters', () => {
    expect(
      buildAggregations(
        [
          { field: 'color', scope: 'default' },
          { field: 'size', scope: ['x', 'catalog'] },
        ],
        [],
        options,
      ),
    ).toEqual({
      agg_terms_size: { terms: { field: 'size', size: 10 } },
      agg_terms_size_options: { terms: { field: 'size_options', size: 10 } },
    });
  });

  it('aggregates price as terms without size plus the configured ranges', () => {
    expect(buildAggregations([catalog('price', 5)], [], options)).toEqual({
      agg_terms_price: { terms: { field: 'price' } },
      agg_range_price: { range: { field: 'price', ranges: baseRanges } },
    });
  });

  it.each([
    [
      { gte: 50, lte: 100 },
      { from: 50, to: 100 },
    ],
    [{ gte: 20 }, { from: 20 }],
    [{ lte: 20 }, { to: 20 }],
    // VSF tests the bounds for truthiness, so 0 leaves that side open.
    [{ gte: 0, lte: 50 }, { to: 50 }],
  ])('adds the applied price filter %j as one more range', (value, extra) => {
    const aggs = buildAggregations([catalog('price')], [priceFilter(value)], options);
    expect(aggs.agg_range_price).toEqual({ range: { field: 'price', ranges: [...baseRanges, extra] } });
  });

  it('adds no range for a price filter without gte or lte', () => {
    const aggs = buildAggregations([catalog('price')], [priceFilter({ in: [5] })], options);
    expect(aggs.agg_range_price).toEqual({ range: { field: 'price', ranges: baseRanges } });
  });

  it('adds max and min price aggregations when asked', () => {
    const aggs = buildAggregations([catalog('price')], [], {
      ...options,
      aggregatePrice: { maxPrice: true, minPrice: true },
    });
    expect(aggs.agg_max_price).toEqual({ max: { field: 'price' } });
    expect(aggs.agg_min_price).toEqual({ min: { field: 'price' } });
  });
});
