import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
let api: TestApi;
const url = (entity = 'product', query = '') =>
  `${api.url}/api/catalog/vue_storefront_catalog/${entity}/_search${query}`;
const ids = (body: { hits: { hits: Array<{ _id: string }> } }) => body.hits.hits.map((h) => h._id).sort();

const products = [
  { id: 1, sku: 'A1', name: 'Red running shoe', created_at: stamp(NOW - 2 * DAY), color: 49 },
  { id: 2, sku: 'B2', name: 'Blue running jacket', created_at: stamp(NOW - 30 * DAY), color: 50 },
  { id: 3, sku: 'C3', name: 'Green hiking boot', created_at: stamp(NOW - 400 * DAY), color: 51 },
];
const attributes = ['color', 'size', 'pl_size_chart', 'price_type', 'special_price', 'size_chart_color'].map(
  (code, i) => ({ id: i + 1, attribute_id: 90 + i, attribute_code: code, frontend_label: code }),
);

beforeAll(async () => {
  api = await startTestApi(
    [
      ...products.map((source) => ({ entity: 'product', source })),
      ...attributes.map((source) => ({ entity: 'attribute', source })),
    ],
    { now: NOW },
  );
});
afterAll(() => api.close());

/** Built as text: a deep enough object would overflow JSON.stringify's stack in the test itself. */
const nested = (depth: number) => `${'{"bool":{"must":['.repeat(depth)}{"match_all":{}}${']}}'.repeat(depth)}`;
const postRaw = (target: string, body: string) =>
  getJson(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('catalog search under hostile input', () => {
  it('refuses thousands of wildcard _source patterns, in the URL or the body, with a 400 naming the limit', async () => {
    // As many as fit in a URL (Node takes 16 KB of headers).
    const patterns = Array.from({ length: 1500 }, (_, i) => `*${i}*`).join(',');
    const inUrl = await getJson(url('product', `?_source_include=${patterns}`));
    expect(inUrl.status).toBe(400);
    expect(inUrl.body.result).toContain('limits.sourcePatterns');
    const excluded = await getJson(url('product', `?_source_exclude=${patterns}`));
    expect(excluded.status).toBe(400);
    const inBody = await postJson(url(), { _source: { includes: patterns.split(',') } });
    expect(inBody).toMatchObject({ status: 400, body: { code: 400 } });
    expect(inBody.body.result).toContain('limits.sourcePatterns');
    const wild = await postJson(url(), { _source: ['*a*b*c*d*e*f*g*h*i*j*'] });
    expect(wild.body.result).toContain('limits.sourceWildcards');
    const long = await postJson(url(), { _source: ['x'.repeat(5000)] });
    expect(long.body.result).toContain('limits.sourcePatternLength');
  });

  it('still serves the long _source lists of real field names the VSF1 frontend sends', async () => {
    const include =
      'children_count,id,is_active,level,name,parent_id,path,position,product_count,sku,url_key,url_path,*.children_data.id,*.id,category.name,*image,type_id';
    const { status, body } = await getJson(url('product', `?_source_include=${include}&_source_exclude=*.sgn`));
    expect(status).toBe(200);
    expect(body.hits.hits[0]._source).toHaveProperty('name');
    expect(body.hits.hits[0]._source).not.toHaveProperty('created_at');
  });

  it('refuses a fuzzy multi_match with thousands of words or fields, and matches a repeated field once', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}x`).join(' ');
    const many = await postJson(url(), {
      query: { multi_match: { query: words, fields: ['name', 'sku'], fuzziness: 2 } },
    });
    expect(many.status).toBe(400);
    expect(many.body.result).toContain('limits.queryTokens');
    const fields = await postJson(url(), {
      query: { multi_match: { query: 'shoe', fields: Array.from({ length: 40 }, (_, i) => `f${i}`) } },
    });
    expect(fields.body.result).toContain('limits.queryFields');
    const pairs = await postJson(url(), {
      query: {
        multi_match: {
          query: Array.from({ length: 60 }, (_, i) => `w${i}`).join(' '),
          fields: Array.from({ length: 10 }, (_, i) => `f${i}`),
        },
      },
    });
    expect(pairs.body.result).toContain('limits.queryTerms');
    const single = await postJson(url(), {
      query: { multi_match: { query: 'runing', fields: ['name'], fuzziness: 'AUTO' } },
    });
    const repeated = await postJson(url(), {
      query: { multi_match: { query: 'runing', fields: Array(12).fill('name'), fuzziness: 'AUTO' } },
    });
    expect(repeated.status).toBe(200);
    expect(ids(repeated.body)).toEqual(['1', '2']);
    expect(repeated.body.hits.max_score).toBeCloseTo(single.body.hits.max_score, 4);
  });

  it('answers fields no document has, including Object.prototype member names, with no match', async () => {
    for (const field of ['no_such_field', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'name.length']) {
      const exists = await postJson(url(), { query: { exists: { field } } });
      expect(exists.status).toBe(200);
      expect(exists.body.hits.total).toBe(0);
      const notExists = await postJson(url(), { query: { bool: { must_not: { exists: { field } } } } });
      expect(notExists.body.hits.total).toBe(3);
      const terms = await postJson(url(), { query: { terms: { [field]: ['function', 'x'] } } });
      expect(terms.body.hits.total).toBe(0);
    }
  });

  it('refuses query types named like Object.prototype members with a 400', async () => {
    for (const type of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const body = JSON.parse(`{"query":{"bool":{"filter":[{"${type}":{"field":"name"}}]}}}`) as unknown;
      const { status, body: answer } = await postJson(url(), body);
      expect(status).toBe(400);
      expect(answer.result).toContain(`query type [${type}] is not supported`);
    }
  });

  it('keeps aggregations named like Object.prototype members as plain keys', async () => {
    const aggs = JSON.parse(
      '{"__proto__":{"terms":{"field":"color"}},"constructor":{"terms":{"field":"constructor"}},"toString":{"max":{"field":"color"}}}',
    ) as unknown;
    const { status, body } = await postJson(url(), { size: 0, aggs });
    expect(status).toBe(200);
    expect(Object.keys(body.aggregations).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(body.aggregations.__proto__.buckets).toHaveLength(3);
    expect(body.aggregations.constructor.buckets).toEqual([]);
    expect(body.aggregations.toString.value).toBe(51);
  });

  it('refuses bool nested beyond the depth limit with a 400, in a POST body and a GET request', async () => {
    expect((await postRaw(url(), `{"query":${nested(20)}}`)).status).toBe(200);
    for (const depth of [21, 3000]) {
      const posted = await postRaw(url(), `{"query":${nested(depth)}}`);
      expect(posted.status).toBe(400);
      expect(posted.body.result).toContain('limits.queryDepth');
    }
    const request = encodeURIComponent(encodeURIComponent(`{"query":${nested(100)}}`));
    const viaGet = await getJson(url('product', `?request=${request}`));
    expect(viaGet.status).toBe(400);
  });

  it('counts more than 255 should clauses correctly and refuses more than 1024 clauses', async () => {
    const should = Array.from({ length: 300 }, () => ({ terms: { id: [1, 2] } }));
    should.push({ terms: { id: [1] } });
    const all = await postJson(url(), { query: { bool: { should, minimum_should_match: 301 } } });
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual(['1']);
    const most = await postJson(url(), { query: { bool: { should, minimum_should_match: 300 } } });
    expect(ids(most.body)).toEqual(['1', '2']);
    const tooMany = await postJson(url(), {
      query: { bool: { should: Array.from({ length: 1100 }, (_, i) => ({ term: { id: i } })) } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result).toContain('limits.queryClauses');
  });

  it('reads date math in range bounds and refuses bounds it cannot read', async () => {
    const week = await postJson(url(), { query: { range: { created_at: { gte: 'now-7d' } } } });
    expect(week.status).toBe(200);
    expect(ids(week.body)).toEqual(['1']);
    const year = await postJson(url(), { query: { range: { created_at: { gte: 'now-1y/d', lt: 'now-7d' } } } });
    expect(ids(year.body)).toEqual(['2']);
    for (const bound of ['yesterday', 'now-7q', { nested: 1 }, true]) {
      const { status, body } = await postJson(url(), { query: { range: { created_at: { gte: bound } } } });
      expect(status).toBe(400);
      expect(body.result).toContain('cannot read the bound');
    }
  });

  it('sorts by a field no document has, even one named like an Object.prototype member', async () => {
    for (const sort of ['constructor:asc', 'toString:desc,id:asc', '__proto__']) {
      const { status, body } = await getJson(url('product', `?sort=${sort}`));
      expect(status).toBe(200);
      expect(body.hits.total).toBe(3);
    }
  });

  it('refuses thousands of aggregations or sort keys over one field', async () => {
    const aggs = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`a${i}`, { terms: { field: 'color' } }]));
    const many = await postJson(url(), { size: 0, aggs });
    expect(many.status).toBe(400);
    expect(many.body.result).toContain('2000 aggregations');
    const sorts = await postJson(url(), { sort: Array.from({ length: 2000 }, () => ({ color: 'asc' })) });
    expect(sorts.status).toBe(400);
    expect(sorts.body.result).toContain('2000 sort keys');
  });

  it('refuses a request reading more fields than the limit', async () => {
    const filter = Array.from({ length: 200 }, (_, i) => ({ exists: { field: `field_${i}` } }));
    const { status, body } = await postJson(url(), { query: { bool: { filter } } });
    expect(status).toBe(400);
    expect(body.result).toContain('limits.fieldsPerRequest');
  });

  it('refuses more ranges per aggregation or buckets per request than the limits, in a POST body and a GET request', async () => {
    const ranges = (count: number) => Array.from({ length: count }, (_, i) => ({ from: i, to: i + 2 }));
    const asked = (count: number) => ({
      size: 0,
      aggs: { price: { range: { field: 'color', ranges: ranges(count) } } },
    });
    const hundred = await postJson(url(), asked(100));
    expect(hundred.status).toBe(200);
    expect(hundred.body.aggregations.price.buckets).toHaveLength(100);
    const viaGet = (body: unknown) =>
      getJson(url('product', `?request=${encodeURIComponent(encodeURIComponent(JSON.stringify(body)))}`));
    for (const answer of [await postJson(url(), asked(101)), await viaGet(asked(101))]) {
      expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
      expect(answer.body.result).toContain('limits.aggregationRanges');
    }
    // 101 aggregations of 100 (open) ranges each: every one within its limit, together beyond the request's buckets.
    const aggs = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`r${i}`, { range: { field: 'color', ranges: Array(100).fill({}) } }]),
    );
    const terms = { size: 0, aggs: { all: { terms: { field: 'sku', size: 10_001 } } } };
    for (const answer of [
      await postJson(url(), { size: 0, aggs }),
      await postJson(url(), terms),
      await viaGet(terms),
    ]) {
      expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
      expect(answer.body.result).toContain('limits.aggregationBuckets');
    }
  });

  it('counts the buckets terms aggregations answer toward the request limit', async () => {
    const small = await startTestApi(
      products.map((source) => ({ entity: 'product', source })),
      { overrides: { limits: { aggregationBuckets: 5 } } },
    );
    try {
      const target = `${small.url}/api/catalog/vue_storefront_catalog/product/_search`;
      const three = { terms: { field: 'sku', size: 3 } };
      const fits = await postJson(target, { size: 0, aggs: { a: three, b: { terms: { field: 'sku', size: 2 } } } });
      expect(fits.status).toBe(200);
      const beyond = await postJson(target, { size: 0, aggs: { a: three, b: three } });
      expect(beyond.status).toBe(400);
      expect(beyond.body.result).toContain('limits.aggregationBuckets');
    } finally {
      await small.close();
    }
  });
});

describe('attribute codes are whole keywords (as Elasticsearch keeps pl_size_chart one token)', () => {
  it('terms on attribute_code return exactly the codes asked for', async () => {
    const { status, body } = await postJson(url('attribute'), {
      query: { bool: { filter: { terms: { attribute_code: ['color', 'size'] } } } },
      size: 50,
    });
    expect(status).toBe(200);
    expect(body.hits.hits.map((h: { _source: { attribute_code: string } }) => h._source.attribute_code).sort()).toEqual(
      ['color', 'size'],
    );
    const one = await postJson(url('attribute'), { query: { term: { attribute_code: 'price' } } });
    expect(one.body.hits.total).toBe(0);
  });
});
