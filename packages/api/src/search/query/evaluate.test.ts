import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../../db/sql-catalog-repository.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { CatalogSearch } from '../catalog-search.js';
import { sampleProduct } from '../test-support/search-fixtures.js';
import { TERM_SETS_PER_COLUMN } from './evaluate.js';

const opened = await openTestDatabase();
afterAll(() => opened.close());

describe('term filters answered again from their kept sets', () => {
  const repo = new SqlCatalogRepository(opened.db);
  const search = new CatalogSearch(repo, { defaultSize: 100, maxResultWindow: 10_000, waitForRebuildBelow: 0 });
  const ids = async (body: Record<string, unknown>) =>
    (await search.search({ index: 'f', entity: 'product', body })).hits.hits.map((hit) => Number(hit._id));

  it('give every search its own set: a min_score that empties one answer leaves the next whole', async () => {
    await repo.write(Array.from({ length: 20 }, (_, i) => sampleProduct('f', i + 1)));
    const query = { terms: { category_ids: [1] } };
    const all = await ids({ query, sort: ['id'] });
    expect(all).toEqual([1, 5, 9, 13, 17]);
    // A terms query scores its boost (1): a higher minimum takes every document out of the answer's set.
    expect(await ids({ query, min_score: 2 })).toEqual([]);
    expect(await ids({ query, sort: ['id'] })).toEqual(all);
  });

  it('follow the catalogue: a changed document leaves or joins the kept set, and the kept facets', async () => {
    const query = { bool: { filter: [{ terms: { category_ids: [1] } }, { terms: { visibility: [2, 3, 4] } }] } };
    const colours = async () => {
      const answer = await search.search({
        index: 'f',
        entity: 'product',
        body: { query, aggs: { colour: { terms: { field: 'color' } } } },
      });
      const { buckets } = answer.aggregations!.colour as { buckets: Array<{ key: unknown; doc_count: number }> };
      return Object.fromEntries(buckets.map((bucket) => [String(bucket.key), bucket.doc_count]));
    };
    expect(await ids({ query, sort: ['id'] })).toEqual([1, 5, 9, 13, 17]);
    expect(await colours()).toEqual({ '0': 1, '1': 2, '2': 2 });
    await repo.write([sampleProduct('f', 5, { category_ids: [3] }), sampleProduct('f', 6, { category_ids: [1] })]);
    // The old index answers until the change is applied (docs/adr/0034-large-catalogues.md#changes-as-deltas).
    await ids({ query });
    await search.registry.settled();
    expect(await ids({ query, sort: ['id'] })).toEqual([1, 6, 9, 13, 17]);
    expect(await colours()).toEqual({ '0': 2, '1': 2, '2': 1 });
  });

  it('keep at most a bounded number per field, and still answer every other value rightly', async () => {
    const answers = [];
    for (let id = 1; id <= TERM_SETS_PER_COLUMN + 10; id++) answers.push(await ids({ query: { terms: { id: [id] } } }));
    expect(answers.slice(0, 20)).toEqual([...Array.from({ length: 20 }, (_, i) => [i + 1])]);
    expect(answers.slice(20).every((hits) => hits.length === 0)).toBe(true);
    expect(await ids({ query: { terms: { id: [3] } } })).toEqual([3]);
  });
});
