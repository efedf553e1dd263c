import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_SEARCHES } from '../routes/search-rate-limit.js';
import { getJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';

const MAX = 4;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    [{ entity: 'product', source: { id: 1, sku: 'MUG', name: 'Mug', type_id: 'simple', visibility: 4, status: 1 } }],
    { overrides: { catalog: { searchRateLimit: { max: MAX, windowMs: 60_000 } } } },
  );
});
afterAll(() => api.close());

/** One search, REST or GraphQL, as the client at `address` (the storefront's server names its shopper this way). */
const rest = (address: string) =>
  getJson(`${api.url}/api/catalog/vue_storefront_catalog/product/_search?size=1`, {
    headers: { 'x-forwarded-for': address },
  });
const graphql = (address: string) =>
  getJson(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: '{ products(pageSize: 1) { total_count } }' }),
  });

describe('the search’s per-client limit', () => {
  it('counts REST and GraphQL searches of one client together, and other clients apart', async () => {
    const statuses = [];
    for (let i = 0; i < MAX; i++)
      statuses.push((i % 2 ? await graphql('198.51.100.1') : await rest('198.51.100.1')).status);
    expect(statuses).toEqual(new Array<number>(MAX).fill(200));
    const refused = await rest('198.51.100.1');
    expect(refused).toMatchObject({ status: 429, body: { result: TOO_MANY_SEARCHES } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await graphql('198.51.100.1')).status).toBe(429);
    // The storefront server's calls come from loopback naming each shopper: another shopper is not refused.
    expect((await rest('198.51.100.2')).status).toBe(200);
    expect((await graphql('198.51.100.3')).status).toBe(200);
  });
});
