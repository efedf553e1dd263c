import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, postJson, startTestApi, type AnyJson, type TestApi } from '../test-support/start-test-api.js';

/** Every refusal is a GraphQL error that names its limit: never a 500, never a stall. */

let api: TestApi;
let closed: TestApi;
beforeAll(async () => {
  api = await startTestApi(CATALOG_FIXTURES);
  closed = await startTestApi(CATALOG_FIXTURES, {
    overrides: { graphql: { introspection: false, graphiql: false, limits: { depth: 2 } } },
  });
});
afterAll(async () => {
  await api.close();
  await closed.close();
});

const graphql = async (body: unknown, on: TestApi = api) => {
  const started = Date.now();
  const answer = (await postJson(`${on.url}/graphql/`, body)) as { status: number; body: AnyJson };
  expect(answer.status).toBeLessThan(500);
  // "Never a stall": every refusal comes at once.
  expect(Date.now() - started).toBeLessThan(2_000);
  return answer;
};
const refusal = async (body: unknown, on?: TestApi) => {
  const answer = await graphql(body, on);
  // Refused before it ran (no data), or by the field's resolver (the field is null).
  expect(Object.values(answer.body.data ?? {}).every((value) => value === null)).toBe(true);
  return (answer.body.errors as Array<{ message: string }>).map((error) => error.message).join(' | ');
};

describe('/graphql bounds', () => {
  it('answers a plain query, by POST and by GET', async () => {
    const posted = await graphql({ query: '{ products(pageSize: 1) { total_count } }' });
    expect(posted.body.data.products.total_count).toBeGreaterThan(0);
    const got = await getJson(`${api.url}/graphql/?query=${encodeURIComponent('{ taxrule { hits } }')}`);
    expect(got.status).toBe(200);
    expect(got.body.data.taxrule.hits.total).toBeGreaterThanOrEqual(0);
  });

  it('refuses a query longer than graphql.limits.queryLength', async () => {
    const long = `{ products { total_count } }${' '.repeat(10_001)}`;
    expect(await refusal({ query: long })).toContain('graphql.limits.queryLength');
  });

  it('refuses more aliases than graphql.limits.aliases and more root fields than graphql.limits.rootFields', async () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: total_count`).join(' ');
    expect(await refusal({ query: `{ products { ${aliases} } }` })).toContain('graphql.limits.aliases');
    const roots = Array.from({ length: 6 }, (_, i) => `p${i}: products { total_count }`).join(' ');
    expect(await refusal({ query: `query Many { ${roots} }` })).toContain(
      'Operation "Many" asks for 6 root fields; the limit is 5 (graphql.limits.rootFields)',
    );
  });

  it('refuses a query deeper than graphql.limits.depth', async () => {
    const deep = '{ products { sort_fields { options { value } } } }';
    expect((await graphql({ query: deep })).body.errors).toBeUndefined();
    expect(await refusal({ query: deep }, closed)).toContain(
      'The operation is 4 levels deep; the limit is 2 (graphql.limits.depth)',
    );
  });

  it('refuses a page beyond catalog.maxResultWindow and a page number below 1', async () => {
    expect(await refusal({ query: '{ products(pageSize: 10001) { total_count } }' })).toContain(
      'catalog.maxResultWindow',
    );
    expect(await refusal({ query: '{ products(pageSize: 100, currentPage: 101) { total_count } }' })).toContain(
      'catalog.maxResultWindow',
    );
    expect(await refusal({ query: '{ products(currentPage: 0) { total_count } }' })).toContain(
      'currentPage must be a whole number from 1',
    );
  });

  it("refuses the REST search's own limits as GraphQL errors naming them", async () => {
    const patterns = Array.from({ length: 300 }, (_, i) => `f${i}`);
    const answer = await graphql({
      query: 'query($p: [String]) { products(_sourceInclude: $p) { total_count } }',
      variables: { p: patterns },
    });
    expect(answer.body.errors[0].message).toContain('sourcePatterns');
    const alternatives = Object.fromEntries(Array.from({ length: 1100 }, (_, i) => [`f${i}`, { eq: i }]));
    const tooMany = await graphql({
      query: 'query($f: JSON) { products(filter: { or: { category: $f } }) { total_count } }',
      variables: { f: alternatives },
    });
    expect(tooMany.body.errors[0].message).toContain('limits.queryClauses');
  });

  it('stops a document whose fragments multiply the fields at once', async () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment f${i + 1} on Products { ...f${i} ...f${i} }`).join(
      ' ',
    );
    const bomb = `{ products { ...f30 } } fragment f0 on Products { total_count } ${fragments}`;
    expect(await refusal({ query: bomb })).toContain('too many fields');
  });

  it('refuses an unknown filter field, a wrong type and malformed JSON without a 500', async () => {
    expect(await refusal({ query: '{ products(filter: { nope: { eq: 1 } }) { total_count } }' })).toContain('nope');
    expect(await refusal({ query: '{ products(pageSize: "x") { total_count } }' })).toContain('Int');
    const malformed = await fetch(`${api.url}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
  });

  it('serves GraphiQL to a browser where it is on, under a policy that lets its page load', async () => {
    const page = await fetch(`${api.url}/graphql/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain('https://unpkg.com');
    const off = await fetch(`${closed.url}/graphql/`, { headers: { accept: 'text/html' } });
    expect(off.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(off.status).toBeLessThan(500);
  });

  it('introspects outside production, and not where introspection is off; type references only', async () => {
    const schema = await graphql({ query: '{ __schema { queryType { name } } }' });
    expect(schema.body.data.__schema.queryType.name).toBe('Query');
    expect(await refusal({ query: '{ __schema { queryType { name } } }' }, closed)).toContain('introspection');
    const widening = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    expect(await refusal({ query: widening })).toContain('kind, name and ofType');
  });
});

describe('/graphql bodies an attacker sends', () => {
  it('refuses a POST body that is not JSON at once, without reading it whole (yoga would, with no limit)', async () => {
    const big = 'x'.repeat(3_000_000);
    for (const type of [
      'application/graphql',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
      'text/plain',
    ]) {
      const started = Date.now();
      const answer = await getJson(`${api.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: type.startsWith('application/x-www') ? `query=${big}` : big,
      });
      expect(answer.status, type).toBe(415);
      expect(answer.body.result).toBe('POST /graphql takes a JSON body (Content-Type: application/json)');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('refuses a JSON body over the body limit and one nested deeper than bodyMaxDepth with a 4xx envelope', async () => {
    const huge = await postJson(`${api.url}/graphql/`, {
      query: '{ products { total_count } }',
      pad: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
    // Written out by hand: the client's own JSON.stringify would overflow on values this deep.
    const send = async (query: string, variable: string) => {
      const started = Date.now();
      const answer = await getJson(`${api.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"query":${JSON.stringify(query)},"variables":{"f":${variable}}}`,
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      return answer;
    };
    const typed = await send(
      'query($f: ProductFilterInput) { products(filter: $f) { total_count } }',
      `${'{"or":'.repeat(10_000)}{"sku":{"eq":1}}${'}'.repeat(10_000)}`,
    );
    expect(typed.status).toBe(400);
    expect(typed.body.result).toContain('bodyMaxDepth');
    const free = await send(
      'query($f: JSON) { products(filter: { category: $f }) { total_count } }',
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    );
    expect(free.status).toBe(400);
    expect(free.body.result).toContain('bodyMaxDepth');
  });

  it('refuses variables of a GET query nested deeper than bodyMaxDepth, as it refuses a deep POST body', async () => {
    // The URL keeps `[` as it is, so 7 000 levels fit in the request line; the translation would overflow its stack.
    const query = encodeURIComponent('query($f: JSON) { products(filter: { category: $f }) { total_count } }');
    const variables = `{"f":${'['.repeat(7_000)}1${']'.repeat(7_000)}}`;
    const answer = await getJson(`${api.url}/graphql/?query=${query}&variables=${variables}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toBe(
      'The variables are nested more than 64 levels deep; at most 64 are allowed (bodyMaxDepth)',
    );
  });

  it('answers a deeply nested literal inside the length limit with an error, not a 500', async () => {
    const depth = 4_900;
    const literal = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    // graphql-js's parser recurses once per level and would overflow its stack (a 500) before any rule ran.
    expect(await refusal({ query: `{ products(filter: { category: ${literal} }) { total_count } }` })).toContain(
      'The query nests brackets 4903 levels deep; the limit is 64 (bodyMaxDepth)',
    );
    // Brackets inside strings and comments are text, not nesting.
    const quoted = `{ products(search: "${'['.repeat(100)}") { total_count } } # ${'{'.repeat(100)}`;
    expect((await graphql({ query: quoted })).body.errors).toBeUndefined();
  });

  it('validates a document of many operations, each spreading a fragment bomb, at once', async () => {
    const fragments = Array.from({ length: 17 }, (_, i) => `fragment f${i + 1} on Products{...f${i} ...f${i}}`).join(
      '',
    );
    const head = `fragment f0 on Products{total_count}${fragments}`;
    const operations: string[] = [];
    for (let i = 0; head.length + operations.join('').length < 9_900; i++)
      operations.push(`query q${i}{products{...f17}}`);
    const answer = await graphql({ query: head + operations.join(''), operationName: 'q0' });
    expect(answer.status).toBeLessThan(500);
  });

  it('answers cyclic fragments with the validation error that names the cycle, not a 500', async () => {
    // Every rule of the validation runs over the document, the limits' too: they must not follow the cycle forever.
    const cyclic = '{ products { ...A } } fragment A on Products { ...B } fragment B on Products { total_count ...A }';
    expect(await refusal({ query: cyclic })).toContain('Cannot spread fragment "A" within itself via "B".');
  });

  it('answers a batch (an array body) and an empty object with a 400, not a stall', async () => {
    const batch = await graphql([{ query: '{ products { total_count } }' }]);
    expect(batch.status).toBe(400);
    const empty = await graphql({});
    expect(empty.status).toBe(400);
  });

  it('answers an unknown or malformed store code with a JSON 404', async () => {
    for (const code of ['nope', '__proto__', 'constructor', '%E0%A4%A']) {
      const answer = await postJson(`${api.url}/graphql/${code}/`, { query: '{ products { total_count } }' });
      expect([400, 404], code).toContain(answer.status);
      expect(answer.body.code, code).toBe(answer.status);
    }
  });
});

describe('/graphql and unexpected failures', () => {
  it('answers an unexpected error without its message or stack, also under NODE_ENV=development', async () => {
    const search = api.api.search;
    const original = search.search;
    search.search = () => Promise.reject(new Error('engine failed in /srv/shop/packages/api/src/search/x.ts'));
    // graphql-yoga adds the original error, with its stack, to every masked error under NODE_ENV=development.
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const answer = await graphql({ query: '{ products { total_count } }' });
      expect(answer.body.errors[0].message).toBe('Unexpected error.');
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|\/srv\/shop|engine failed/);
    } finally {
      vi.unstubAllEnvs();
      search.search = original;
    }
  });
});

describe('/graphql and browsers of other origins', () => {
  it('answers them as the API’s CORS does: only the configured origins, never with credentials', async () => {
    const shop = await startTestApi(CATALOG_FIXTURES, { overrides: { cors: { origins: ['https://shop.example'] } } });
    try {
      const preflight = (origin: string) =>
        fetch(`${shop.url}/graphql/`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const post = (origin: string) =>
        fetch(`${shop.url}/graphql/`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ products { total_count } }' }),
        });
      const foreign = await preflight('https://evil.example');
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const foreignPost = await post('https://evil.example');
      expect(foreignPost.headers.get('access-control-allow-origin')).toBeNull();
      expect(foreignPost.headers.get('access-control-allow-credentials')).toBeNull();
      const own = await preflight('https://shop.example');
      expect(own.status).toBe(204);
      expect(own.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      const ownPost = await post('https://shop.example');
      expect(ownPost.status).toBe(200);
      expect(ownPost.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(ownPost.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      await shop.close();
    }
  });
});
