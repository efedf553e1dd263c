import { describe, expect, it } from 'vitest';
import { searchQueryToDsl } from './search-query-to-dsl.js';
import { buildSort } from './sort.js';
import { defaultSearchQueryOptions } from './test-support/options.js';

const options = defaultSearchQueryOptions();

describe('sort', () => {
  it.each([
    [
      'keeps several sorts in order',
      [
        { field: 'updated_at', options: 'desc' },
        { field: 'position', options: 'asc' },
        { field: 'price', options: { order: 'asc', mode: 'avg', missing: '_last' } },
      ],
      [
        { updated_at: { order: 'desc' } },
        { position: { order: 'asc' } },
        { price: { order: 'asc', mode: 'avg', missing: '_last' } },
      ],
    ],
    [
      'replaces a direction given twice for one field, but appends option objects',
      [
        { field: 'name', options: 'asc' },
        { field: 'name', options: 'desc' },
        { field: 'name', options: { order: 'asc' } },
      ],
      [{ name: { order: 'desc' } }, { name: { order: 'asc' } }],
    ],
  ])('%s', (_name, sorts, expected) => {
    expect(buildSort(sorts)).toEqual(expected);
  });

  it('defaults a missing direction to asc and adds the sort to the body', () => {
    expect(
      searchQueryToDsl(
        {
          _appliedFilters: [{ attribute: 'id', value: { eq: 1 }, scope: 'default' }],
          _appliedSort: [{ field: 'name' }],
        },
        options,
      ),
    ).toEqual({ query: { bool: { filter: { terms: { id: [1] } } } }, sort: [{ name: { order: 'asc' } }] });
  });

  it('replaces the whole body by a random function_score for the random field', () => {
    const body = searchQueryToDsl(
      {
        _availableFilters: [{ field: 'color', scope: 'catalog' }],
        _appliedFilters: [
          { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
          { attribute: 'status', value: { eq: 1 }, scope: 'default' },
        ],
        _appliedSort: [
          { field: 'name', options: 'asc' },
          { field: 'random', options: 'asc' },
        ],
      },
      options,
    );
    expect(body).toEqual({
      query: {
        function_score: {
          functions: [
            {
              weight: 2,
              random_score: {},
              filter: { bool: { must: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [1] } }] } },
            },
          ],
          min_score: 1.1,
        },
      },
    });
  });

  it('carries the text query into the random function like VSF does', () => {
    const body = searchQueryToDsl(
      {
        _appliedFilters: [{ attribute: 'status', value: { eq: 1 }, scope: 'default' }],
        _appliedSort: [{ field: 'random', options: 'asc' }],
        _searchText: 'tee',
      },
      options,
    );
    const [fn] = (body.query as { function_score: { functions: Array<Record<string, unknown>> } }).function_score
      .functions;
    expect(Object.keys(fn ?? {}).sort()).toEqual(['filter', 'must', 'random_score', 'weight']);
    expect(fn?.filter).toEqual({ terms: { status: [1] } });
  });

  it('builds a bare random function when no bool was produced', () => {
    const body = searchQueryToDsl(
      {
        _appliedFilters: [{ attribute: 'x', value: {}, scope: 'default' }],
        _appliedSort: [{ field: 'random', options: 'desc' }],
      },
      options,
    );
    expect(body).toEqual({
      query: { function_score: { functions: [{ weight: 2, random_score: {} }], min_score: 1.1 } },
    });
  });
});
