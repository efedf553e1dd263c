import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startTestApi, type TestApi, type TestDocument } from '../test-support/start-test-api.js';

/** Enough products that rebuilding their index takes far longer than answering a cheap request. */
const PRODUCTS = 15_000;

const product = (id: number): TestDocument => ({
  entity: 'product',
  source: {
    id,
    sku: `SKU-${id}`,
    name: `Product number ${id} in a long enough catalogue`,
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: (id % 200) + 0.99,
    color: 49 + (id % 5),
    size: 160 + (id % 7),
    category_ids: [id % 40, 2],
    category: [{ category_id: id % 40, name: `Category ${id % 40}` }],
    configurable_children: [1, 2, 3].map((n) => ({ sku: `SKU-${id}-${n}`, color: 49 + n, price: 10 + n })),
    stock: { is_in_stock: true, qty: 5 },
    updated_at: '2026-03-01 10:00:00',
  },
});

let api: TestApi;
const search = (entity: string) => `${api.url}/api/catalog/vue_storefront_catalog/${entity}/_search`;

beforeAll(async () => {
  const documents = Array.from({ length: PRODUCTS }, (_, i) => product(i + 1));
  documents.push({ entity: 'category', source: { id: 2, name: 'Default', level: 1, is_active: true } });
  api = await startTestApi(documents);
  // The first search builds the product index; the test is about rebuilding it after a change.
  expect((await postJson(search('product'), { size: 1 })).status).toBe(200);
}, 60_000);
afterAll(() => api.close());

describe('rebuilding an index after an import', () => {
  it('keeps answering other requests while the rebuild runs, then answers with the new data', async () => {
    const added = product(PRODUCTS + 1);
    await api.catalog.write([
      {
        kind: 'upsert',
        index: 'vue_storefront_catalog',
        entity: 'product',
        document: { id: String(PRODUCTS + 1), source: added.source },
      },
    ]);
    // A change log that no longer covers the versions (pruned): the whole index is rebuilt, not the change applied.
    api.catalog.changesBetween = () => Promise.resolve(undefined);
    // Tell when the rebuild starts reading the catalogue, so the other requests are sent while it runs.
    const scan = api.catalog.scan.bind(api.catalog);
    let started!: () => void;
    const rebuilding = new Promise<void>((resolve) => (started = resolve));
    api.catalog.scan = (index, entity) => {
      if (entity === 'product') started();
      return scan(index, entity);
    };
    const finished: string[] = [];
    const rebuilt = postJson(search('product'), { query: { term: { sku: `SKU-${PRODUCTS + 1}` } } }).then((answer) => {
      finished.push('rebuilt product search');
      return answer;
    });
    await rebuilding;
    const cheap = getJson(`${api.url}/api/`).then((answer) => {
      finished.push('version');
      return answer;
    });
    const other = postJson(search('category'), { query: { term: { id: 2 } } }).then((answer) => {
      finished.push('category search');
      return answer;
    });
    const [found, version, category] = await Promise.all([rebuilt, cheap, other]);
    expect(finished).toEqual(['version', 'category search', 'rebuilt product search']);
    expect(version.status).toBe(200);
    expect(category.body.hits.total).toBe(1);
    expect(found.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual([String(PRODUCTS + 1)]);
  }, 60_000);
});
