import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultApiConfig } from '../config.js';
import type { CatalogChangeListener } from '../db/catalog-change-listener.js';
import { openCatalogRepository } from '../db/open-catalog-repository.js';
import { sql, type Sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import type { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { CatalogSearch } from './catalog-search.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const dialect = process.env.TEST_DATABASE ?? 'sqlite';

/** The version reads that reach the database (the replica executor), counted. */
function countingReplica(db: SqlDatabase): { db: SqlDatabase; versionReads: () => number } {
  let reads = 0;
  const replica: SqlExecutor = {
    dialect: db.dialect,
    all: (query: Sql) => db.replica.all(query),
    get: <T>(query: Sql) => {
      if (query.strings.join('?').includes('FROM catalog_versions')) reads++;
      return db.replica.get<T>(query);
    },
    run: (query: Sql) => db.replica.run(query),
    transaction: (work, options) => db.replica.transaction(work, options),
  };
  const wrapped: SqlDatabase = Object.assign(Object.create(db) as SqlDatabase, { replica });
  return { db: wrapped, versionReads: () => reads };
}

/** `npm run import` as its own process, on the same database. */
function importInAnotherProcess(file: string, env: Record<string, string>, dataDir: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      join(root, 'node_modules/.bin/vite-node'),
      ['--config', join(root, 'vitest.config.ts'), join(root, 'packages/api/src/bin/import.ts'), file],
      { cwd: root, env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`import exited ${code}:\n${output}`))));
  });
}

let opened: OpenedTestDatabase;
let dir: string;
let catalog: SqlCatalogRepository;
let versionReads: () => number;
let search: CatalogSearch;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-change-'));
  opened = await openTestDatabase();
  const config = defaultApiConfig(dir);
  config.databaseUrl = opened.env.DATABASE_URL;
  const counted = countingReplica(opened.db);
  versionReads = counted.versionReads;
  catalog = await openCatalogRepository(counted.db, config);
  await catalog.write([
    {
      kind: 'upsert',
      index: config.catalog.defaultIndex,
      entity: 'product',
      document: { id: '1', source: { id: 1, sku: 'FIRST', name: 'First', status: 1, visibility: 4, price: 1 } },
    },
  ]);
  // The search engine of a server process (the API's routers add only the HTTP around it).
  search = new CatalogSearch(catalog, { defaultSize: 10, maxResultWindow: 10_000 });
  await search.registry.warm(config.catalog.defaultIndex, ['product']);
}, 60_000);

afterAll(async () => {
  await catalog?.close();
  await opened?.close();
  rmSync(dir, { recursive: true, force: true });
});

const searchSkus = async () => {
  const answer = await search.search({ index: 'vue_storefront_catalog', entity: 'product', body: {}, size: 50 });
  return answer.hits.hits.map((hit) => (hit._source as { sku: string }).sku).sort();
};

describe(`catalogue search across processes on ${dialect}`, () => {
  it('sees a product another process imports, without a restart', async () => {
    expect(await searchSkus()).toEqual(['FIRST']);
    const dump = join(dir, 'more.ndjson');
    writeFileSync(
      dump,
      `${JSON.stringify({
        _index: 'vue_storefront_catalog',
        _type: 'product',
        _id: '2',
        _source: { id: 2, sku: 'SECOND', name: 'Second', status: 1, visibility: 4, price: 2 },
      })}\n`,
    );
    await importInAnotherProcess(dump, opened.env, dir);
    // NOTIFY is delivered asynchronously after the importer's commit: wait until the search shows it.
    await vi.waitFor(async () => expect(await searchSkus()).toEqual(['FIRST', 'SECOND']), {
      timeout: 30_000,
      interval: 50,
    });
    const stored = await opened.db.get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM catalog_documents WHERE entity = ${'product'}`,
    );
    expect(Number(stored?.n)).toBe(2);
  }, 60_000);

  it('on PostgreSQL, asks for the version only when notified; SQLite reads its file on every search', async () => {
    const hints = (catalog as unknown as { hints?: CatalogChangeListener }).hints;
    expect(hints?.listening ?? false).toBe(dialect === 'postgres');
    await searchSkus();
    const before = versionReads();
    for (let i = 0; i < 10; i++) await searchSkus();
    expect(versionReads() - before).toBe(dialect === 'postgres' ? 0 : 10);
  });
});
