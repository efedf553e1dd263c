import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, postJson, requestParam, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { resolveObjHashSecret } from '../auth/auth-secret.js';
import { searchQueryToDsl } from '../search-query/index.js';
import { defaultSearchQueryOptions } from '../search-query/test-support/options.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
let api: TestApi;
const search = (path = 'product') => `${api.url}/api/catalog/vue_storefront_catalog/${path}/_search`;
const ids = (body: { hits: { hits: Array<{ _id: string }> } }) => body.hits.hits.map((h) => h._id);

beforeAll(async () => {
  api = await startTestApi(CATALOG_FIXTURES, { now: NOW });
});
afterAll(() => api.close());

describe('catalog search: routing and errors (contract 2.1)', () => {
  it('answers the version on /api/', async () => {
    const { status, body } = await getJson(`${api.url}/api/`);
    expect(status).toBe(200);
    expect(body).toEqual({ version: '1.12.5' });
  });

  it('lets allowed origins call it (CORS), answering preflight requests with 204', async () => {
    const preflight = await fetch(search(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8081',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const { headers } = await getJson(`${api.url}/api/`, { headers: { origin: 'http://localhost:8081' } });
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
  });

  it('answers unknown API routes with a JSON 404 envelope', async () => {
    const { status, body, headers } = await getJson(`${api.url}/api/nothing/here`);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ code: 404, result: 'Not found: GET /api/nothing/here' });
  });

  it('rejects an index that is not configured with the contract message', async () => {
    const { status, body } = await getJson(`${api.url}/api/catalog/other_index/product/_search`);
    expect(status).toBe(500);
    expect(body.result).toBe(
      'Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search',
    );
  });

  it('rejects a URL whose last segment is not _search', async () => {
    const { body } = await getJson(`${api.url}/api/catalog/vue_storefront_catalog/product/_count`);
    expect(body).toEqual({
      code: 500,
      result: 'Please do use following URL format: /api/catalog/<index_name>/_search',
    });
  });

  it('rejects other methods with the contract message', async () => {
    const { body } = await getJson(search(), { method: 'PUT' });
    expect(body).toEqual({ code: 500, result: 'ERROR: PUT request method is not supported.' });
  });

  it('answers an unknown entity type with a clear 404', async () => {
    const { status, body } = await getJson(search('shoes'));
    expect(status).toBe(404);
    expect(body.result).toContain('Unknown entity type "shoes"');
  });

  it('reports a request parameter that is not JSON as the contract does (500 with the parser message)', async () => {
    const { status, body } = await getJson(`${search()}?request=${encodeURIComponent('{oops')}`);
    expect(status).toBe(500);
    expect(body.code).toBe(500);
    expect(typeof body.result).toBe('string');
  });

  it('answers malformed JSON bodies, oversized bodies and absurd sizes with clear envelopes', async () => {
    const malformed = await getJson(search(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.result).toMatch(/^Malformed JSON in the request body/);

    const huge = await postJson(search(), { query: { match_all: {} }, padding: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);

    const badSize = await getJson(`${search()}?size=abc`);
    expect(badSize.body).toEqual({
      code: 400,
      result: 'Query parameter "size" must be a whole number from 0, got "abc"',
    });

    const window = await getJson(`${search()}?size=9000&from=2000`);
    expect(window.status).toBe(400);
    expect(window.body.result).toContain('Result window is too large');

    const after = await getJson(`${api.url}/api/`);
    expect(after.status).toBe(200);
  });

  it('refuses an unsupported query type instead of answering wrongly', async () => {
    const { status, body } = await postJson(search(), { query: { wildcard: { sku: 'WJ*' } } });
    expect(status).toBe(400);
    expect(body.result).toContain('query type [wildcard] is not supported');
  });
});

describe('catalog search: Elasticsearch DSL (contract 2.2, 2.6)', () => {
  it('answers a GET with a double-encoded request in the raw ES shape', async () => {
    const dsl = { query: { bool: { filter: { terms: { visibility: [2, 3, 4] } } } } };
    const { status, body } = await getJson(`${search()}?size=10&from=0&request=${requestParam(dsl)}`);
    expect(status).toBe(200);
    expect(body.hits.total).toBe(4);
    expect(body.timed_out).toBe(false);
    const hit = body.hits.hits[0];
    expect(hit).toMatchObject({ _index: 'vue_storefront_catalog', _type: 'product' });
    expect(typeof hit._id).toBe('string');
    expect(hit._source.id).toBe(Number(hit._id));
  });

  it('combines must, filter, should and must_not like Elasticsearch', async () => {
    const { body } = await postJson(search(), {
      query: {
        bool: {
          filter: { bool: { must: [{ terms: { visibility: [4] } }, { terms: { status: [0, 1] } }] } },
          must_not: [{ terms: { category_ids: [11] } }],
        },
      },
      sort: [{ id: 'asc' }],
    });
    expect(ids(body)).toEqual(['1', '2']);
  });

  it('matches numbers stored as strings and strings stored as numbers', async () => {
    const { body } = await postJson(search(), { query: { terms: { category_ids: ['23', 25] } } });
    expect(ids(body).sort()).toEqual(['1', '2', '5']);
  });

  it('filters ranges, exists and dates', async () => {
    const price = await postJson(search(), { query: { range: { price: { gte: 50, lt: 150 } } }, sort: 'id' });
    expect(ids(price.body)).toEqual(['1', '3', '5']);
    const special = await postJson(search(), { query: { exists: { field: 'special_price' } } });
    expect(ids(special.body)).toEqual(['2']);
    const recent = await postJson(search(), { query: { range: { updated_at: { gte: '2026-02-15' } } }, sort: 'id' });
    expect(ids(recent.body)).toEqual(['2', '4']);
  });

  it('sorts by the URL sort parameter and returns the sort values', async () => {
    const { body } = await getJson(`${search()}?sort=updated_at:desc&size=3`);
    expect(ids(body)).toEqual(['4', '2', '3']);
    expect(body.hits.hits[0]._score).toBeNull();
    expect(body.hits.hits[0].sort).toEqual([Date.parse('2026-04-01T10:00:00Z')]);
  });

  it('pages with from and size', async () => {
    const { body } = await getJson(`${search()}?sort=id:asc&size=2&from=2`);
    expect(ids(body)).toEqual(['3', '4']);
    expect(body.hits.total).toBe(5);
  });

  it('aggregates terms and price ranges with the contract bucket shapes', async () => {
    const { body } = await postJson(search(), {
      size: 0,
      query: { bool: { filter: { terms: { status: [1] } } } },
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 10 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
        agg_range_price: {
          range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 150 }] },
        },
      },
    });
    expect(body.hits.hits).toEqual([]);
    expect(body.aggregations.agg_terms_color.buckets).toEqual([
      { key: 49, doc_count: 2 },
      { key: 51, doc_count: 1 },
    ]);
    expect(body.aggregations.agg_terms_color_options.buckets).toEqual([
      { key: 49, doc_count: 1 },
      { key: 50, doc_count: 1 },
    ]);
    expect(body.aggregations.agg_range_price.buckets).toEqual([
      { key: '0.0-50.0', from: 0, to: 50, doc_count: 1 },
      { key: '50.0-100.0', from: 50, to: 100, doc_count: 2 },
      { key: '150.0-*', from: 150, doc_count: 0 },
    ]);
  });

  it('filters _source with wildcards from the URL', async () => {
    const { body } = await getJson(
      `${search()}?sort=id&size=1&_source_include=id,sku,configurable_children.sku,configurable_children.price&_source_exclude=*.price,*.sgn,sgn`,
    );
    expect(body.hits.hits[0]._source).toEqual({
      id: 1,
      sku: 'WJ01',
      configurable_children: [{ sku: 'WJ01-S-Black' }, { sku: 'WJ01-M-Blue' }],
    });
  });

  it('answers the compact format', async () => {
    const { body } = await getJson(`${search()}?sort=id&size=1&response_format=compact&_source_include=id,name,price`);
    expect(body.total).toBe(5);
    // The configurable parent shows its cheapest child's price (see docs/api.md#catalogue-search).
    expect(body.hits[0]).toMatchObject({ id: 1, nm: 'Stellar Solar Jacket', p: 70 });
    expect(body.hits[0]).toHaveProperty('_score');
    expect(body).not.toHaveProperty('took');
  });
});

describe('catalog search: SearchQuery format (contract 2.4)', () => {
  const listing = (applied: unknown[], extra: Record<string, unknown> = {}) => ({
    _availableFilters: [
      { field: 'color', scope: 'catalog', options: {} },
      { field: 'price', scope: 'catalog', options: {} },
    ],
    _appliedFilters: [
      { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ...applied,
    ],
    _appliedSort: [{ field: 'final_price', options: 'desc' }],
    _searchText: '',
    ...extra,
  });
  const searchQuery = (body: unknown) => postJson(`${search()}?request_format=search-query&size=50`, body);
  const panelSearch = (text: string) => ({
    _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' }],
    _availableFilters: [],
    _appliedSort: [],
    _searchText: text,
  });

  it('runs a category listing with facets and sort', async () => {
    const { status, body } = await searchQuery(
      listing([{ attribute: 'category_ids', value: { in: [20, 23, 25] }, scope: 'default' }]),
    );
    expect(status).toBe(200);
    expect(ids(body)).toEqual(['1', '2']);
    expect(body.aggregations.agg_terms_color_options.buckets.map((b: { key: number }) => b.key)).toEqual([49, 50]);
    expect(body.aggregations.agg_range_price.buckets[0]).toEqual({ key: '0.0-50.0', from: 0, to: 50, doc_count: 1 });
  });

  it("matches a configurable parent through its children's <attr>_options in a catalog-scope filter", async () => {
    const { body } = await searchQuery(listing([{ attribute: 'color', value: { in: [50] }, scope: 'catalog' }]));
    // Product 1 has no colour of its own; a child in colour 50 makes the parent match.
    expect(ids(body)).toEqual(['1']);
  });

  it('answers the compact format the api-search-query adapter asks for', async () => {
    const { body } = await getJson(
      `${search()}?request_format=search-query&response_format=compact&size=1&request=${requestParam(listing([]))}`,
    );
    expect(body.total).toBe(3);
    expect(body.hits[0]).toHaveProperty('nm');
  });

  it('runs the search panel query with a typo', async () => {
    const { body } = await searchQuery(panelSearch('hodie'));
    expect(ids(body)).toEqual(['3']);
  });

  it('applies the minimum score to SearchQuery full text', async () => {
    const { body } = await searchQuery(panelSearch('xylophone'));
    expect(body.hits.total).toBe(0);
  });

  it('rejects a malformed SearchQuery with a clear 400', async () => {
    const { status, body } = await searchQuery({ appliedFilters: [] });
    expect(status).toBe(400);
    expect(body.result).toContain('Invalid SearchQuery');
  });
});

describe('catalog search: full text (spec point 9)', () => {
  // The typo-tolerant query the search panel sends, as the SearchQuery translator builds it, with the frontend's min_score.
  const fullText = (text: string) => ({
    min_score: 0.02,
    ...searchQueryToDsl(
      { _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' }], _searchText: text },
      defaultSearchQueryOptions(),
    ),
  });

  it('finds products despite two typos', async () => {
    const { body } = await postJson(search(), fullText('jakcet'));
    expect(ids(body)).toEqual(['1']);
    const two = await postJson(search(), fullText('hoddie'));
    expect(ids(two.body)).toEqual(['3']);
  });

  it('ranks a name match above a category-name match', async () => {
    const { body } = await postJson(search(), fullText('tee'));
    // "V-Tee" in the name (boost 4) beats "Tees" only reachable fuzzily through the category name.
    expect(ids(body)[0]).toBe('2');
    expect(body.hits.hits[0]._score).toBeGreaterThan(1);
  });

  it('finds a configurable parent by its child sku', async () => {
    const { body } = await postJson(search(), fullText('WJ01-M-Blue'));
    expect(ids(body)).toContain('1');
  });

  it('returns nothing for unrelated text', async () => {
    const { body } = await postJson(search(), fullText('xylophone'));
    expect(body.hits.total).toBe(0);
  });
});

describe('catalog search: price signatures (contract 1.4, 2.6)', () => {
  const hmac = (payload: unknown) =>
    createHmac('sha256', resolveObjHashSecret(api.config)).update(JSON.stringify(payload)).digest('base64url');

  it('signs product hits and their children when _source_exclude is given without sgn', async () => {
    const { body } = await getJson(`${search()}?sort=id&size=1&_source_exclude=description`);
    const product = body.hits.hits[0]._source;
    expect(product.sgn).toBe(hmac({ priceInclTax: product.priceInclTax, sku: 'WJ01' }));
    const child = product.configurable_children[1];
    expect(child.sgn).toBe(hmac({ priceInclTax: child.priceInclTax, sku: 'WJ01-M-Blue' }));
  });

  it('signs nothing when sgn is excluded or no exclude list is sent, as the VSF frontend expects', async () => {
    const excluded = await getJson(`${search()}?sort=id&size=1&_source_exclude=*.sgn,sgn`);
    expect(excluded.body.hits.hits[0]._source).not.toHaveProperty('sgn');
    const plain = await getJson(`${search()}?sort=id&size=1`);
    expect(plain.body.hits.hits[0]._source).not.toHaveProperty('sgn');
  });

  it('signs other entities over their whole source', async () => {
    const { body } = await getJson(`${search('category')}?sort=id&size=1&_source_exclude=path`);
    const { sgn, ...rest } = body.hits.hits[0]._source;
    expect(sgn).toBe(hmac(rest));
  });
});

describe('catalog search: server-side prices (contract 2.6)', () => {
  it('adds taxes from the taxrule documents of the index', async () => {
    const { body } = await postJson(search(), { query: { terms: { sku: ['WT02'] } } });
    const product = body.hits.hits[0]._source;
    expect(product.special_price).toBe(25);
    expect(product.price_incl_tax).toBe(27.5);
    expect(product.original_price_incl_tax).toBe(35.2);
    expect(product.priceInclTax).toBe(27.5);
  });

  it('prices configurable children and takes the cheapest for the parent', async () => {
    const { body } = await postJson(search(), { query: { terms: { sku: ['WJ01'] } } });
    const product = body.hits.hits[0]._source;
    expect(product.configurable_children.map((c: { price_incl_tax: number }) => c.price_incl_tax)).toEqual([82.5, 77]);
    expect(product.price_incl_tax).toBe(77);
  });
});
