import { describe, expect, it } from 'vitest';
import { searchQueryToDsl } from './search-query-to-dsl.js';
import { defaultSearchQueryOptions } from './test-support/options.js';

const options = defaultSearchQueryOptions();
const translate = (searchQuery: unknown) => searchQueryToDsl(searchQuery, options);
const filter = (attribute: string, value: unknown, scope: unknown = 'default') => ({ attribute, value, scope });
/** The body of a query that only filters, with several clauses in `bool`. */
const filteredBy = (bool: unknown) => ({ query: { bool: { filter: { bool } } } });

describe('searchQueryToDsl: the examples of contract section 2.4', () => {
  it('translates a category listing with facets, a price filter and a sort', () => {
    const input = {
      _availableFilters: [
        { field: 'color', scope: 'catalog', options: {} },
        { field: 'erin_recommends', scope: 'catalog', options: {} },
        { field: 'price', scope: 'catalog', options: {} },
        { field: 'size', scope: 'catalog', options: {} },
      ],
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
        { attribute: 'category_ids', value: { in: [20, 21] }, scope: 'default' },
        { attribute: 'color', value: { in: [49, 50] }, scope: 'catalog' },
        { attribute: 'price', value: { gte: 50, lte: 100 }, scope: 'catalog' },
      ],
      _appliedSort: [{ field: 'final_price', options: 'desc' }],
      _searchText: '',
    };
    expect(translate(input)).toEqual({
      sort: [{ final_price: { order: 'desc' } }],
      ...filteredBy({
        must: [
          { terms: { visibility: [2, 3, 4] } },
          { terms: { status: [0, 1] } },
          { terms: { category_ids: [20, 21] } },
          {
            bool: {
              should: [
                { terms: { color: [49, 50] } },
                {
                  bool: {
                    must: [{ terms: { color_options: [49, 50] } }, { match: { type_id: 'configurable' } }],
                  },
                },
              ],
            },
          },
          {
            bool: {
              should: [
                { range: { final_price: { gte: 50, lte: 100 } } },
                {
                  bool: {
                    must: [{ range: { final_price: { gte: 50, lte: 100 } } }, { match: { type_id: 'configurable' } }],
                  },
                },
              ],
            },
          },
        ],
      }),
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 10 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
        agg_terms_erin_recommends: { terms: { field: 'erin_recommends', size: 10 } },
        agg_terms_erin_recommends_options: { terms: { field: 'erin_recommends_options', size: 10 } },
        agg_terms_price: { terms: { field: 'price' } },
        agg_range_price: {
          range: {
            field: 'price',
            ranges: [
              { from: 0, to: 50 },
              { from: 50, to: 100 },
              { from: 100, to: 150 },
              { from: 150 },
              { from: 50, to: 100 },
            ],
          },
        },
        agg_terms_size: { terms: { field: 'size', size: 10 } },
        agg_terms_size_options: { terms: { field: 'size_options', size: 10 } },
      },
    });
  });

  it('translates a search-panel text query into the function_score structure', () => {
    const input = {
      _availableFilters: [],
      _appliedFilters: [filter('visibility', { in: [3, 4] }), filter('status', { in: [0, 1] })],
      _appliedSort: [],
      _searchText: 'hoodie',
    };
    expect(translate(input)).toEqual({
      query: {
        bool: {
          filter: { bool: { must: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }] } },
          must: {
            function_score: {
              functions: [{ filter: { match: { attribute_code: 'attribute_value' } }, weight: 1 }],
              score_mode: 'multiply',
              boost_mode: 'multiply',
              max_boost: 100,
              min_score: 1,
              query: {
                bool: {
                  should: [
                    {
                      multi_match: {
                        fields: ['name^4', 'sku^2', 'category.name^1'],
                        query: 'hoodie',
                        operator: 'or',
                        fuzziness: 2,
                        cutoff_frequency: 0.01,
                        max_expansions: 3,
                        prefix_length: 2,
                        minimum_should_match: '75%',
                        tie_breaker: '1',
                      },
                    },
                    {
                      bool: {
                        should: [
                          { terms: { 'configurable_children.sku': ['hoodie'] } },
                          { match_phrase: { sku: { query: 'hoodie', boost: 1 } } },
                          { match_phrase: { 'configurable_children.sku': { query: 'hoodie', boost: 1 } } },
                        ],
                      },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    });
  });

  it('translates the category tree query (eq and gt)', () => {
    const input = {
      _appliedFilters: [
        filter('level', { eq: 2 }),
        filter('is_active', { eq: true }),
        filter('product_count', { gt: 0 }),
      ],
    };
    expect(translate(input)).toEqual(
      filteredBy({
        must: [{ terms: { level: [2] } }, { terms: { is_active: [true] } }, { range: { product_count: { gt: 0 } } }],
      }),
    );
  });

  it('turns a CMS `like` into an exact terms filter placed directly under filter', () => {
    expect(translate({ _appliedFilters: [filter('identifier', { like: 'footer_links_block' })] })).toEqual({
      query: { bool: { filter: { terms: { identifier: ['footer_links_block'] } } } },
    });
  });

  it('sorts operators into must, should and must_not and maps category.name', () => {
    const input = {
      _appliedFilters: [
        filter('a', { neq: 5 }),
        filter('b', { nin: [1, 2] }),
        filter('c', { eq: null }),
        filter('d', { or: [1] }),
        filter('e', { orGte: 3 }),
        filter('f', 'scalar'),
        filter('category.name', { eq: 'Tees' }),
      ],
    };
    expect(translate(input)).toEqual(
      filteredBy({
        must: [
          { exists: { field: 'c' } },
          { terms: { f: ['scalar'] } },
          { terms: { 'category.name.keyword': ['Tees'] } },
        ],
        should: [{ terms: { d: [1] } }, { range: { e: { gte: 3 } } }],
        must_not: [{ terms: { a: [5] } }, { terms: { b: [1, 2] } }],
      }),
    );
  });

  it('builds nothing without applied filters, ignoring text, sort and facets', () => {
    expect(translate({ _searchText: 'bag' })).toEqual({});
    expect(
      translate({
        _availableFilters: [{ field: 'color', scope: 'catalog', options: {} }],
        _appliedFilters: [],
        _appliedSort: [{ field: 'name', options: 'asc' }],
        _searchText: 'bag',
      }),
    ).toEqual({});
  });
});

describe('searchQueryToDsl: translation details', () => {
  it('does not alias or change the input', () => {
    const input = { _appliedFilters: [filter('sku', { in: ['A', 'B'] })] };
    const snapshot = structuredClone(input);
    const body = translate(input) as { query: { bool: { filter: { terms: { sku: string[] } } } } };
    body.query.bool.filter.terms.sku.push('C');
    expect(input).toEqual(snapshot);
  });

  it('applies a filter whose scope list contains both scopes in both places', () => {
    const body = translate({ _appliedFilters: [filter('color', { in: [49] }, ['default', 'catalog'])] });
    expect(body).toEqual(
      filteredBy({
        must: [
          { terms: { color: [49] } },
          {
            bool: {
              should: [
                { terms: { color: [49] } },
                { bool: { must: [{ terms: { color_options: [49] } }, { match: { type_id: 'configurable' } }] } },
              ],
            },
          },
        ],
      }),
    );
  });

  it('treats a filter without scope as default and ignores other scopes', () => {
    expect(translate({ _appliedFilters: [{ attribute: 'id', value: { eq: 5 } }] })).toEqual({
      query: { bool: { filter: { terms: { id: [5] } } } },
    });
    expect(translate({ _appliedFilters: [filter('id', { eq: 5 }, 'other')] })).toEqual({});
  });

  it('uses the text query alone when no filter clause was produced', () => {
    const body = translate({ _appliedFilters: [filter('id', {})], _searchText: 'tee' }) as {
      query: Record<string, unknown>;
    };
    expect(Object.keys(body.query)).toEqual(['function_score']);
  });

  it('splits the search text on dashes for the SKU terms', () => {
    const body = translate({ _appliedFilters: [filter('status', { eq: 1 })], _searchText: 'WS12-M-Blue' });
    const query = body.query as { bool: { must: { function_score: { query: { bool: { should: unknown[] } } } } } };
    expect(query.bool.must.function_score.query.bool.should[1]).toEqual({
      bool: {
        should: [
          { terms: { 'configurable_children.sku': ['WS12', 'M', 'Blue'] } },
          { match_phrase: { sku: { query: 'WS12-M-Blue', boost: 1 } } },
          { match_phrase: { 'configurable_children.sku': { query: 'WS12-M-Blue', boost: 1 } } },
        ],
      },
    });
  });

  it('reads scoring attributes, scoring modes and multi_match extras from the options', () => {
    const body = searchQueryToDsl(
      { _appliedFilters: [filter('status', { eq: 1 })], _searchText: 'tee' },
      {
        ...options,
        searchScoring: {
          attributes: { type_id: { scoreValues: { configurable: { weight: 2 }, simple: { weight: 1 } } } },
          scoreMode: 'sum',
          maxBoost: 10,
        },
        multiMatch: { analyzer: 'standard', cutoffFrequency: 0.05 },
      },
    );
    const score = (body.query as { bool: { must: { function_score: Record<string, unknown> } } }).bool.must
      .function_score;
    expect(score.functions).toEqual([
      { filter: { match: { type_id: 'configurable' } }, weight: 2 },
      { filter: { match: { type_id: 'simple' } }, weight: 1 },
    ]);
    expect(score).toMatchObject({ score_mode: 'sum', boost_mode: 'multiply', max_boost: 10, min_score: 1 });
    const should = (score.query as { bool: { should: Array<{ multi_match?: Record<string, unknown> }> } }).bool.should;
    expect(should[0]?.multi_match).toMatchObject({ analyzer: 'standard', cutoff_frequency: 0.05 });
  });

  it('falls back to a plain bool merged with the filter when no scoring attributes are configured', () => {
    const body = searchQueryToDsl(
      { _appliedFilters: [filter('status', { eq: 1 })], _searchText: 'tee' },
      { ...options, searchScoring: { attributes: {} } },
    );
    const query = body.query as { bool: Record<string, unknown> };
    expect(Object.keys(query.bool).sort()).toEqual(['filter', 'should']);
    expect(query.bool.filter).toEqual({ terms: { status: [1] } });
    expect((query.bool.should as unknown[]).length).toBe(2);
  });
});
