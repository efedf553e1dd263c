import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { CatalogSearch, type CatalogSearchRequest } from './catalog-search.js';
import { answersTo, countScans, sampleProduct } from './test-support/search-fixtures.js';

const opened = await openTestDatabase();
afterAll(() => opened.close());

const product = (id: number, extra: Record<string, unknown> = {}) => sampleProduct('d', id, extra);

const requests: CatalogSearchRequest[] = [
  { index: 'd', entity: 'product', body: { query: { match: { name: { query: 'shrit', fuzziness: 2 } } } }, size: 100 },
  { index: 'd', entity: 'product', body: { query: { match: { name: 'green jacket' } } }, size: 100 },
  {
    index: 'd',
    entity: 'product',
    body: { query: { terms: { color: ['1', 2, 'teal'] } }, sort: ['price', 'updated_at'] },
  },
  { index: 'd', entity: 'product', body: { query: { term: { 'configurable_children.sku': 'SKU-7-a' } } } },
  {
    index: 'd',
    entity: 'product',
    body: {
      query: { range: { updated_at: { gte: '2026-01-04' } } },
      aggs: { c: { terms: { field: 'color' } }, p: { terms: { field: 'price' } } },
    },
    size: 100,
  },
];

const answers = (search: CatalogSearch) => answersTo(search, requests);

describe('changes applied as deltas', () => {
  it('answers exactly as a full build after updates and inserts, reading only the changed documents', async () => {
    const repo = new SqlCatalogRepository(opened.db);
    await repo.write(Array.from({ length: 60 }, (_, i) => product(i + 1)));
    // Counts full reads of the catalogue: the first build, and the column a term on text needs.
    const scans = countScans(repo);
    const live = new CatalogSearch(repo, { defaultSize: 10, maxResultWindow: 10_000, waitForRebuildBelow: 0 });
    await answers(live);
    const scansBefore = scans();
    // Updates that move keys and tokens, a key no document holds afterwards ("0" of color), and new documents.
    await repo.write([
      product(3, { color: 'teal', name: 'Green jacket 3' }),
      product(6, { color: '1', price: 99 }),
      product(9, { color: 'teal' }),
    ]);
    await repo.write([product(61, { name: 'Green jacket 61' }), product(12, { color: 1 }), product(62)]);
    for (let i = 15; i <= 60; i += 3) await repo.write([product(i, { color: 2 })]);
    await live.search(requests[0]!);
    await live.registry.settled();
    const fresh = new CatalogSearch(new SqlCatalogRepository(opened.db), { defaultSize: 10, maxResultWindow: 10_000 });
    expect(await answers(live)).toEqual(await answers(fresh));
    expect(scans()).toBe(scansBefore);
  });
});
