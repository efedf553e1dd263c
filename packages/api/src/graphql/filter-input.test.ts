import { describe, expect, it } from 'vitest';
import { translateFilter } from './filter-input.js';

const translate = (filter: unknown, sort?: unknown, search?: unknown) =>
  translateFilter(filter, sort, search, { alternativesLimit: 10 });

describe('translateFilter: VSF1 variables back into the SearchQuery', () => {
  it('reads a scope alone as a facet, operators as filters, catalog filters as facets too, nested fields as paths', () => {
    const { searchQuery } = translate(
      {
        size: { scope: ['catalog'] },
        color: { in: [49], scope: ['catalog'] },
        visibility: { in: [2, 3, 4] },
        stock: { is_in_stock: { eq: true } },
      },
      { final_price: 'DESC', name: 'ASC' },
      'tee',
    );
    expect(searchQuery).toEqual({
      _availableFilters: [
        { field: 'size', scope: 'catalog' },
        { field: 'color', scope: 'catalog' },
      ],
      _appliedFilters: [
        { attribute: 'color', value: { in: [49] }, scope: 'catalog' },
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
      ],
      _appliedSort: [
        { field: 'final_price', options: 'desc' },
        { field: 'name', options: 'asc' },
      ],
      _searchText: 'tee',
    });
  });

  it("reads Magento's operators as the REST ones: ranges together, notnull and null as exists, eq null as on REST", () => {
    const { searchQuery } = translate({
      price: { gteq: 10, lteq: 20, moreq: 12 },
      special_price: { notnull: '1' },
      news_from_date: { null: '1' },
      sku: { eq: null, nin: ['A'] },
    });
    expect(searchQuery._appliedFilters.map(({ attribute, value }) => [attribute, value])).toEqual([
      ['price', { gte: 12, lte: 20 }],
      ['special_price', { in: null }],
      ['news_from_date', { nin: null }],
      ['sku', { eq: null }],
      ['sku', { nin: ['A'] }],
    ]);
  });

  it('reads a nested or (and an or inside it) as one group of alternatives, and bounds their number', () => {
    const { searchQuery, alternatives } = translate({
      visibility: { in: [4] },
      or: { type_id: { eq: 'simple' }, or: { sku: { in: ['A'] } } },
    });
    expect(searchQuery._appliedFilters).toHaveLength(1);
    expect(alternatives).toHaveLength(1);
    expect(alternatives[0]!.map((q) => q._appliedFilters[0])).toEqual([
      { attribute: 'type_id', value: { eq: 'simple' }, scope: 'default' },
      { attribute: 'sku', value: { in: ['A'] }, scope: 'default' },
    ]);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, { eq: i }]));
    expect(() => translate({ or: many })).toThrow('limits.queryClauses');
  });
});
