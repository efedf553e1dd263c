import { readFileSync } from 'node:fs';
import { generateDemoCatalog } from '@storefront/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApi, type AnyJson, type TestApi } from '../test-support/start-test-api.js';

/**
 * The Vue Storefront 1.12 frontend in `server.api: "graphql"` mode: its own query files (fixtures/vsf1-queries, as
 * they are), sent with the variables its `prepareQueryVars` builds from the SearchQuery of each page, must answer what
 * the REST search answers for that SearchQuery (totals, hits in order, facets, prices with taxes).
 */

const NOW = Date.parse('2026-06-01T12:00:00Z');
const query = (name: string) => readFileSync(new URL(`./fixtures/vsf1-queries/${name}.gql`, import.meta.url), 'utf8');

interface Vsf1Request {
  availableFilters?: Array<{ field: string; scope?: string }>;
  appliedFilters?: Array<{ attribute: string; value: Record<string, unknown>; scope?: string }>;
  sort?: string;
  searchText?: string;
  size: number;
  from: number;
  _sourceInclude?: string[];
  _sourceExclude?: string[];
}

/** The variables the VSF1 frontend builds (src/search/adapter/graphql/gqlQuery.js `prepareQueryVars`). */
function vsf1Variables(request: Vsf1Request): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const available of request.availableFilters ?? [])
    filter[available.field] = available.scope === undefined ? {} : { scope: available.scope };
  for (const applied of structuredClone(request.appliedFilters ?? [])) {
    const value: Record<string, unknown> = { ...applied.value, ...(applied.scope && { scope: applied.scope }) };
    const path = applied.attribute.split('.');
    let nested: unknown = value;
    for (let i = path.length - 1; i >= 1; i--) nested = { [path[i]!]: nested };
    filter[path[0]!] = nested;
  }
  const sort: Record<string, string> = {};
  if (request.sort) {
    const [field, direction] = request.sort.split(':');
    sort[field!] = direction ? direction.toUpperCase() : field === '_score' ? 'DESC' : 'ASC';
  }
  return {
    search: request.searchText ?? '',
    sort,
    filter,
    pageSize: request.size,
    currentPage: request.from / request.size + 1,
    attributes: filter,
    _sourceInclude: request._sourceInclude,
    _sourceExclude: request._sourceExclude,
  };
}

let api: TestApi;

const graphql = (body: unknown, storeCode = '') =>
  postJson(`${api.url}/graphql/${storeCode ? `${storeCode}/` : ''}`, body) as Promise<{
    status: number;
    body: AnyJson;
  }>;

/** The same SearchQuery through the REST catalogue search, as the storefront sends it. */
async function rest(entity: string, request: Vsf1Request, index = 'vue_storefront_catalog') {
  const url = new URL(`${api.url}/api/catalog/${index}/${entity}/_search`);
  url.searchParams.set('request_format', 'search-query');
  url.searchParams.set('size', String(request.size));
  url.searchParams.set('from', String(request.from));
  if (request._sourceInclude) url.searchParams.set('_source_include', request._sourceInclude.join(','));
  if (request._sourceExclude) url.searchParams.set('_source_exclude', request._sourceExclude.join(','));
  const answer = await postJson(url.toString(), {
    _availableFilters: request.availableFilters ?? [],
    _appliedFilters: request.appliedFilters ?? [],
    _appliedSort: request.sort
      ? [{ field: request.sort.split(':')[0], options: request.sort.split(':')[1] ?? 'asc' }]
      : [],
    _searchText: request.searchText ?? '',
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const ids = (items: Array<{ id: unknown }>) => items.map((item) => String(item.id));

/** What the VSF1 frontend's category page asks: visible, enabled products of a category, its facets. */
const categoryPage = (categoryIds: number[], extra: Partial<Vsf1Request> = {}): Vsf1Request => ({
  availableFilters: ['color', 'size', 'price', 'erin_recommends'].map((field) => ({ field, scope: 'catalog' })),
  appliedFilters: [
    { attribute: 'visibility', value: { in: [2, 3, 4] } },
    { attribute: 'status', value: { in: [0, 1] } },
    { attribute: 'category_ids', value: { in: categoryIds } },
  ],
  sort: 'updated_at:desc',
  size: 12,
  from: 0,
  _sourceExclude: ['sgn', 'configurable_children.sgn'],
  ...extra,
});

async function compareProducts(request: Vsf1Request, storeCode = '', index = 'vue_storefront_catalog') {
  const answer = await graphql({ query: query('products'), variables: vsf1Variables(request) }, storeCode);
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  const products = answer.body.data.products;
  const expected = await rest('product', request, index);
  expect(products.total_count).toBe(expected.hits.total);
  expect(ids(products.items)).toEqual(expected.hits.hits.map((hit: AnyJson) => hit._id));
  expect(products.aggregations ?? {}).toEqual(expected.aggregations ?? {});
  expect(products.items.map(({ _score, ...item }: AnyJson) => item)).toEqual(
    expected.hits.hits.map((hit: AnyJson) => hit._source),
  );
  expect(products.page_info).toEqual({ page_size: request.size, current_page: request.from / request.size + 1 });
  return { products, expected };
}

beforeAll(async () => {
  const documents = [
    ...generateDemoCatalog({ products: 40, now: new Date(NOW) }),
    ...generateDemoCatalog({ products: 40, now: new Date(NOW), index: 'vue_storefront_catalog_de' }),
  ];
  api = await startTestApi(
    documents.map((doc) => ({ index: doc.index, entity: doc.entity, source: doc.source })),
    { now: NOW },
  );
});
afterAll(() => api.close());

describe("the VSF1 frontend's products query", () => {
  it('answers a category page as the REST search does: total, hits in order, facets, prices with taxes', async () => {
    const { products } = await compareProducts(categoryPage([20], { size: 4 }));
    expect(products.total_count).toBeGreaterThan(4);
    expect(products.items).toHaveLength(4);
    expect(Object.keys(products.aggregations)).toEqual(
      expect.arrayContaining(['agg_terms_color', 'agg_terms_color_options', 'agg_range_price']),
    );
    expect(products.items[0].price_incl_tax).toBeGreaterThan(0);
  });

  it('answers applied facets (a colour, a price range), another sort and the second page alike', async () => {
    const first = await compareProducts(categoryPage([20]));
    // The demo's colours are on configurable children: the facet counts them under `color_options`.
    const colour = first.products.aggregations.agg_terms_color_options.buckets[0].key;
    const filtered = categoryPage([20], {
      appliedFilters: [
        ...categoryPage([20]).appliedFilters!,
        { attribute: 'color', value: { in: [colour] }, scope: 'catalog' },
        { attribute: 'price', value: { gte: 0, lte: 200 }, scope: 'catalog' },
      ],
      sort: 'final_price:asc',
      size: 1,
      from: 1,
    });
    const { products } = await compareProducts(filtered);
    expect(products.total_count).toBeGreaterThan(1);
    expect(products.total_count).toBeLessThan(first.products.total_count);
  });

  it('answers a text search and a nested filter (stock.is_in_stock) alike', async () => {
    await compareProducts({
      appliedFilters: [
        { attribute: 'visibility', value: { in: [3, 4] } },
        { attribute: 'stock.is_in_stock', value: { eq: true } },
      ],
      searchText: 'jacket',
      size: 10,
      from: 0,
    });
  });

  it('reads the store view of the path: the German index, with its taxes', async () => {
    const request = categoryPage([20]);
    const german = await compareProducts(request, 'de', 'vue_storefront_catalog_de');
    const main = await compareProducts(request);
    expect(german.products.items[0].price).toBe(main.products.items[0].price);
    expect(german.products.items[0].price_incl_tax).not.toBe(main.products.items[0].price_incl_tax);
  });

  it('takes the operators VSF1 and Magento name: gteq, lteq, nin, notnull, null, and a nested or', async () => {
    const variables = (filter: Record<string, unknown>) => ({
      query: query('products'),
      variables: { search: '', filter: { visibility: { in: [2, 3, 4] }, ...filter }, pageSize: 100, currentPage: 1 },
    });
    const total = async (filter: Record<string, unknown>) => {
      const answer = await graphql(variables(filter));
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data.products.total_count as number;
    };
    const all = await total({});
    const cheap = await total({ final_price: { lteq: 40 } });
    const dear = await total({ final_price: { gteq: 40.0001 } });
    expect(cheap + dear).toBe(all);
    const simple = await total({ type_id: { eq: 'simple' } });
    expect(await total({ type_id: { nin: ['simple'] } })).toBe(all - simple);
    expect(await total({ special_price: { notnull: '1' } })).toBe(
      all - (await total({ special_price: { null: '1' } })),
    );
    const configurable = await total({ type_id: { eq: 'configurable' } });
    expect(await total({ or: { type_id: { eq: 'simple' }, sku: { eq: 'no-such-sku' } } })).toBe(simple);
    expect(await total({ or: { type_id: { in: ['simple'] }, or: { type_id: { eq: 'configurable' } } } })).toBe(
      simple + configurable,
    );
  });
});

describe("the VSF1 frontend's other queries", () => {
  /** Asks the query `name` by GraphQL, checks its hits against the REST search of `entity`, and answers them. */
  async function hitsAsRest(name: string, entity: string, request: Vsf1Request) {
    const answer = await graphql({ query: query(name), variables: vsf1Variables(request) });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data[name].hits).toEqual((await rest(entity, request)).hits);
    return answer.body.data[name].hits;
  }

  it('answers categories, attributes, tax rules and reviews with the REST search hits', async () => {
    const categories: Vsf1Request = {
      appliedFilters: [
        { attribute: 'is_active', value: { eq: true } },
        { attribute: 'level', value: { eq: 2 } },
      ],
      sort: 'position:asc',
      size: 50,
      from: 0,
      _sourceInclude: ['id', 'name', 'url_path', 'position'],
    };
    expect((await hitsAsRest('categories', 'category', categories)).hits.length).toBeGreaterThan(1);

    const attributes: Vsf1Request = {
      appliedFilters: [{ attribute: 'attribute_code', value: { in: ['color', 'size'] } }],
      size: 150,
      from: 0,
    };
    expect((await hitsAsRest('customAttributeMetadata', 'attribute', attributes)).total).toBe(2);

    const taxrules: Vsf1Request = { size: 150, from: 0 };
    const taxrule = await graphql({ query: query('taxrule'), variables: vsf1Variables(taxrules) });
    expect(taxrule.body.data.taxrule.hits.total).toBeGreaterThan(0);
    expect(taxrule.body.data.taxrule.hits.hits.length).toBe(taxrule.body.data.taxrule.hits.total);

    const product = (await rest('review', { size: 1, from: 0 })).hits.hits[0]._source.product_id;
    const reviewRequest: Vsf1Request = {
      appliedFilters: [
        { attribute: 'product_id', value: { eq: product } },
        { attribute: 'review_status', value: { eq: 1 } },
      ],
      size: 20,
      from: 0,
    };
    expect((await hitsAsRest('reviews', 'review', reviewRequest)).total).toBeGreaterThan(0);
  });

  it('answers CMS pages and blocks by identifier, and no CMS hierarchy', async () => {
    const byIdentifier = (identifier: string) => ({ filter: { identifier: { eq: identifier } } });
    const page = await graphql({ query: query('cmsPage'), variables: byIdentifier('no-route') });
    expect(page.body.data.cmsPages.items).toEqual([
      expect.objectContaining({ identifier: 'no-route', title: '404 Not Found', content: expect.any(String) }),
    ]);
    const block = await graphql({ query: query('cmsBlock'), variables: byIdentifier('footer_links_block') });
    expect(block.body.data.cmsBlocks.items).toEqual([
      expect.objectContaining({ id: 1, identifier: 'footer_links_block', title: 'Footer Links Block' }),
    ]);
    const hierarchy = await graphql({ query: query('cmsHierarchy'), variables: {} });
    expect(hierarchy.body).toEqual({ data: { cmsHierarchies: { items: [] } } });
  });

  it('answers an unknown store code with a JSON 404', async () => {
    const answer = await graphql({ query: query('taxrule') }, 'xx');
    expect(answer.status).toBe(404);
    expect(answer.body.result).toContain('Unknown store code "xx"');
  });
});
