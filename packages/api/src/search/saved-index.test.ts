import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabaseAndDir } from '../test-support/test-database.js';
import { CatalogSearch, type CatalogSearchRequest } from './catalog-search.js';
import { IndexRegistry } from './index-registry.js';
import { loadIndex, saveIndex, savedIndexFile } from './saved-index.js';
import { answersTo, countScans, sampleProduct } from './test-support/search-fixtures.js';

const opened = await openTestDatabaseAndDir('saved-index-');
const repo = new SqlCatalogRepository(opened.db);
afterAll(() => opened.close());

const product = (id: number, extra: Record<string, unknown> = {}) => sampleProduct('i', id, extra);

await repo.write(Array.from({ length: 40 }, (_, i) => product(i + 1)));

/** A repository of the same database that counts its scans: none means the engine answered from the saved index. */
function counting(): { repo: SqlCatalogRepository; scans: () => number } {
  const counted = new SqlCatalogRepository(opened.db);
  return { repo: counted, scans: countScans(counted) };
}

const requests: CatalogSearchRequest[] = [
  { index: 'i', entity: 'product', body: { query: { match: { name: { query: 'shrit', fuzziness: 2 } } } }, size: 50 },
  { index: 'i', entity: 'product', body: { query: { terms: { color: ['1', 2] } }, sort: ['price', 'updated_at'] } },
  { index: 'i', entity: 'product', body: { query: { term: { 'configurable_children.sku': 'SKU-7-b' } } } },
  {
    index: 'i',
    entity: 'product',
    body: { query: { range: { updated_at: { gte: '2026-01-04' } } }, aggs: { c: { terms: { field: 'color' } } } },
    size: 50,
  },
];

const answers = (search: CatalogSearch) => answersTo(search, requests);

const options = (dir = opened.dir) => ({ defaultSize: 10, maxResultWindow: 10_000, savedIndexDir: dir });

describe('the saved search index', () => {
  it('is written once built and read back by the next process, which answers alike without reading the catalogue', async () => {
    const first = new CatalogSearch(repo, options());
    const expected = await answers(first);
    await first.registry.settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitForFile(savedIndexFile(opened.dir, 'i', 'product'));
    const { repo: counted, scans } = counting();
    const second = new CatalogSearch(counted, options());
    expect(await answers(second)).toEqual(expected);
    expect(scans()).toBe(0);
  });

  it('keeps lists longer than one encoding slice whole: ids and keys with quotes, backslashes and non-ASCII', async () => {
    // More ids and keys than saveIndex encodes at a time (8 192), so the file's JSON lists are joined from slices.
    const many = Array.from({ length: 9_000 }, (_, i) => ({
      ...sampleProduct('slices', i + 1),
      document: {
        id: `id-"${i + 1}"-é`,
        source: { id: i + 1, sku: `SKU\\${i + 1}`, name: `Crème "brûlée" ${i + 1} \u2028 🥐`, status: 1 },
      },
    }));
    await repo.write(many);
    const body = (sku: string) => ({ query: { term: { sku } } });
    const ask = async (search: CatalogSearch) =>
      Promise.all(
        ['SKU\\1', 'SKU\\8192', 'SKU\\8193', 'SKU\\9000'].map(async (sku) => {
          const answer = await search.search({ index: 'slices', entity: 'product', body: body(sku) });
          return answer.hits.hits.map((hit) => [hit._id, hit._source]);
        }),
      );
    const first = new CatalogSearch(repo, options());
    const expected = await ask(first);
    expect(expected.map((hits) => hits.map(([id]) => id))).toEqual([
      ['id-"1"-é'],
      ['id-"8192"-é'],
      ['id-"8193"-é'],
      ['id-"9000"-é'],
    ]);
    await waitForFile(savedIndexFile(opened.dir, 'slices', 'product'));
    const saved = await loadIndex(opened.dir, 'slices', 'product');
    expect(saved?.ids).toHaveLength(9_000);
    expect(saved?.ids[8_999]).toBe('id-"9000"-é');
    const { repo: counted, scans } = counting();
    expect(await ask(new CatalogSearch(counted, options()))).toEqual(expected);
    expect(scans()).toBe(0);
  });

  it('is not used when corrupt: the index is built from the catalogue, with the same answers', async () => {
    const expected = await answers(new CatalogSearch(repo, options()));
    const file = savedIndexFile(opened.dir, 'i', 'product');
    await waitForFile(file);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(file, bytes);
    const { repo: counted, scans } = counting();
    expect(await answers(new CatalogSearch(counted, options()))).toEqual(expected);
    expect(scans()).toBe(1);
    writeFileSync(file, bytes.subarray(0, 100));
    const again = counting();
    expect(await answers(new CatalogSearch(again.repo, options()))).toEqual(expected);
    expect(again.scans()).toBe(1);
  });

  it('is built once more when it lacks a column every index is now built with, and saved with it', async () => {
    const first = new CatalogSearch(repo, options());
    const expected = await answers(first);
    await first.registry.settled();
    // A file from before `url_path` was built with every index (a page's address is looked up among the products).
    const older = (await loadIndex(opened.dir, 'i', 'product'))!;
    await saveIndex(opened.dir, { ...older, columns: older.columns.filter((column) => column.path !== 'url_path') });
    const { repo: counted, scans } = counting();
    const search = new CatalogSearch(counted, options());
    expect(await answers(search)).toEqual(expected);
    expect(scans()).toBe(1);
    await search.registry.settled();
    expect((await loadIndex(opened.dir, 'i', 'product'))!.columns.map((column) => column.path)).toContain('url_path');
    // The next start reads it back, and a lookup by address reads nothing more.
    const next = counting();
    const registry = new IndexRegistry(next.repo, { extraColumns: 64, savedIndexDir: opened.dir });
    await registry.get('i', 'product', new Map([['url_path', false]]));
    expect(next.scans()).toBe(0);
  });

  it('answers while stale when large, and the rebuilt index replaces it', async () => {
    const registry = new IndexRegistry(repo, { extraColumns: 64, savedIndexDir: opened.dir, waitForRebuildBelow: 0 });
    const before = await registry.get('i', 'product', new Map([['color', false]]));
    await repo.write([product(100, { color: 'new' })]);
    const during = await registry.get('i', 'product', new Map([['color', false]]));
    expect(during.index).toBe(before.index);
    expect(during.column('color').verbatim.get('new')).toBeUndefined();
    await registry.settled();
    const after = await registry.get('i', 'product', new Map([['color', false]]));
    expect(after.size).toBe(before.size + 1);
    expect([...after.column('color').verbatim.get('new')!]).toEqual([after.size - 1]);
  });

  it('serves a stale saved index at start while the changes since are applied, when large', async () => {
    const file = savedIndexFile(opened.dir, 'i', 'product');
    const first = new IndexRegistry(repo, { extraColumns: 64, savedIndexDir: opened.dir });
    const saved = await first.get('i', 'product', new Map());
    await waitForVersion(file, saved.index.version);
    await repo.write([product(101, { color: 'newer' })]);
    const { repo: counted, scans } = counting();
    const registry = new IndexRegistry(counted, {
      extraColumns: 64,
      savedIndexDir: opened.dir,
      waitForRebuildBelow: 0,
    });
    const stale = await registry.get('i', 'product', new Map([['color', false]]));
    expect(stale.index.version).toBe(saved.index.version);
    await registry.settled();
    // Brought up to date from the change log: the catalogue is not read whole.
    expect(scans()).toBe(0);
    const fresh = await registry.get('i', 'product', new Map([['color', false]]));
    expect(fresh.column('color').verbatim.get('newer')).toBeDefined();
  });
});

async function waitForFile(file: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      readFileSync(file);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`${file} was never written`);
}

/** The saved file of `version` (the registry writes it in the background). */
async function waitForVersion(file: string, version: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const bytes = readFileSync(file);
      const header = JSON.parse(bytes.subarray(12, 12 + bytes.readUInt32LE(8)).toString('utf8')) as { version: number };
      if (header.version === version) return;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${file} never reached version ${version}`);
}
