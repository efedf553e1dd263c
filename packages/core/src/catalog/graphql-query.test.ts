import { describe, expect, it } from 'vitest';
import { graphqlHits, graphqlRead } from './graphql-query.js';
import { buildSearchQuery } from './search-query.js';

describe('graphqlRead', () => {
  it("builds VSF1's variables: facets by scope, filters with operators, nested fields, sort, page", () => {
    const read = graphqlRead(
      'product',
      buildSearchQuery({
        filters: [
          { attribute: 'visibility', value: [2, 3, 4] },
          { attribute: 'color', value: [49], scope: 'catalog' },
          { attribute: 'stock.is_in_stock', value: { eq: true } },
          { attribute: 'sku', value: 'MUG' },
        ],
        facets: ['color', 'price'],
        sort: 'final_price:desc,updated_at',
        text: 'mug',
      }),
      { size: 12, from: 24, excludeFields: ['sgn'], groupToken: 'token' },
    )!;
    expect(read.rootField).toBe('products');
    expect(read.variables).toEqual({
      search: 'mug',
      filter: {
        visibility: { in: [2, 3, 4] },
        color: { scope: 'catalog', in: [49] },
        price: { scope: 'catalog' },
        stock: { is_in_stock: { eq: true } },
        sku: { in: ['MUG'] },
      },
      attributes: expect.any(Object),
      sort: { final_price: 'DESC', updated_at: 'ASC' },
      pageSize: 12,
      currentPage: 3,
      _sourceExclude: ['sgn'],
      groupToken: 'token',
    });
  });

  it('leaves to REST what GraphQL cannot say: a page starting mid-page, an entity it has no query for', () => {
    expect(graphqlRead('product', buildSearchQuery({}), { size: 10, from: 5 })).toBeUndefined();
    expect(graphqlRead('spot', buildSearchQuery({}), { size: 10, from: 0 })).toBeUndefined();
  });
});

describe('graphqlHits', () => {
  it('reads products, ES hits and CMS items as the REST total, sources and aggregations', () => {
    const products = graphqlRead('product', buildSearchQuery({}), { size: 2, from: 0 })!;
    expect(
      graphqlHits(products, {
        data: { products: { items: [{ id: 1, _score: 2 }], total_count: 7, aggregations: { a: 1 } } },
      }),
    ).toEqual({ total: 7, items: [{ id: 1 }], aggregations: { a: 1 } });
    const categories = graphqlRead('category', buildSearchQuery({}), { size: 2, from: 0 })!;
    expect(
      graphqlHits(categories, { data: { categories: { hits: { total: 1, hits: [{ _source: { id: 3 } }] } } } }),
    ).toEqual({ total: 1, items: [{ id: 3 }], aggregations: {} });
    const blocks = graphqlRead('cms_block', buildSearchQuery({}), { size: 1, from: 0 })!;
    expect(graphqlHits(blocks, { data: { cmsBlocks: { items: [{ id: 1 }] } } }).items).toEqual([{ id: 1 }]);
  });

  it("throws the answer's own errors", () => {
    const read = graphqlRead('taxrule', buildSearchQuery({}), { size: 1, from: 0 })!;
    expect(() => graphqlHits(read, { errors: [{ message: 'The query has 20000 characters' }] })).toThrow(
      'GraphQL taxrule failed: The query has 20000 characters',
    );
  });
});
