import { describe, expect, it } from 'vitest';
import { buildSearchQuery, LISTING_FILTERS } from './search-query.js';

describe('buildSearchQuery', () => {
  it('writes the SearchQuery JSON the API translates (contract 2.4)', () => {
    expect(
      buildSearchQuery({
        filters: [
          ...LISTING_FILTERS,
          { attribute: 'color', value: [49], scope: 'catalog' },
          { attribute: 'new', value: '1' },
        ],
        facets: ['color', 'price'],
        sort: 'updated_at:desc,final_price',
      }),
    ).toEqual({
      _availableFilters: [
        { field: 'color', scope: 'catalog', options: {} },
        { field: 'price', scope: 'catalog', options: {} },
      ],
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
        { attribute: 'color', value: { in: [49] }, scope: 'catalog' },
        { attribute: 'new', value: '1', scope: 'default' },
      ],
      _appliedSort: [
        { field: 'updated_at', options: 'desc' },
        { field: 'final_price', options: 'asc' },
      ],
      _searchText: '',
    });
  });
});
