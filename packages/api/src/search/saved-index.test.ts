import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabaseAndDir } from '../test-support/test-database.js';
import { CatalogSearch, type CatalogSearchRequest } from './catalog-search.js';
import { IndexRegistry } from './index-registry.js';
import { savedIndexFile } from './saved-index.js';
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
