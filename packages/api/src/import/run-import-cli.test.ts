import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { runImportCli, type ImportCliIo } from './run-import-cli.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

let dir: string;
let database: string;
let out: string[];
let err: string[];
let io: ImportCliIo;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
  database = join(dir, 'db', 'catalog.sqlite');
  out = [];
  err = [];
  // DATA_DIR keeps the configured default database inside the temp directory too.
  io = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), env: { DATA_DIR: dir }, cwd: process.cwd() };
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function storedCounts(file: string) {
  const db = openDatabase(file);
  try {
    return await new SqlCatalogRepository(db).counts();
  } finally {
    db.close();
  }
}

describe('runImportCli', () => {
  it('imports into the --database file, prints where it is and the counts, exits 0 despite skipped lines', async () => {
    const code = await runImportCli(
      [
        '--database',
        database,
        join(fixtures, 'v1.11-localized/catalog_de_taxrule.json'),
        join(fixtures, 'bad-lines.ndjson'),
      ],
      io,
    );
    expect(code).toBe(0);
    expect(out[0]).toBe(`Database: ${database}`);
    expect(out).toContain('  vue_storefront_catalog_de/taxrule: 1');
    expect(out).toContain('  vue_storefront_catalog/review: 3');
    expect(out).toContain('Skipped 6 lines.');
    expect(err).toHaveLength(6);
    expect(err[0]).toMatch(/bad-lines\.ndjson:2: invalid JSON/);
    expect(await storedCounts(database)).toHaveLength(2);
  });

  it('with --replace, refuses a cut-off download, says so and that nothing was imported, and exits 1', async () => {
    const taxrule = join(fixtures, 'v1.11-localized/catalog_de_taxrule.json');
    expect(await runImportCli(['--database', database, taxrule], io)).toBe(0);
    const before = await storedCounts(database);
    const whole = readFileSync(join(fixtures, 'v1.11-localized/catalog_de_category.json'), 'utf8').trimEnd();
    const cut = join(dir, 'catalog_de_category.json');
    writeFileSync(cut, whole.slice(0, -50));
    err = [];
    expect(await runImportCli(['--database', database, '--replace', taxrule, cut], io)).toBe(1);
    expect(err.join('\n')).toMatch(
      /^Import failed, nothing was written: .*catalog_de_category\.json:\d+: invalid JSON .*; the file looks truncated \(an incomplete download\)\. Nothing was imported/,
    );
    expect(await storedCounts(database)).toEqual(before);
  });

  it('names the mapped index and the way to choose one with --index', async () => {
    expect(
      await runImportCli(['--database', database, join(fixtures, 'timestamped-indexes/catalog1507151193738.json')], io),
    ).toBe(0);
    expect(out).toContain('Index vue_storefront_catalog1507151193738 was read as vue_storefront_catalog.');
    err = [];
    expect(
      await runImportCli(['--database', database, join(fixtures, 'timestamped-indexes/magento1_13.json')], io),
    ).toBe(1);
    expect(err.join('\n')).toMatch(
      /index "vue_storefront_magento1_13" .*pass --index <name> .*vue_storefront_catalog_de/,
    );
  });

  it('uses the configured database file (DATABASE_FILE) when no --database is given', async () => {
    io.env.DATABASE_FILE = database;
    expect(await runImportCli([join(fixtures, 'v1.12/catalog_taxrule.json')], io)).toBe(0);
    expect(await storedCounts(database)).toEqual([{ index: 'vue_storefront_catalog', entity: 'taxrule', count: 1 }]);
  });

  it(`imports into the database the environment names (${process.env.TEST_DATABASE ?? 'sqlite'}: DATABASE_URL or DATABASE_FILE)`, async () => {
    const target = await openTestDatabase();
    try {
      Object.assign(io.env, target.env);
      expect(await runImportCli([join(fixtures, 'v1.12/catalog_taxrule.json')], io)).toBe(0);
      expect(out[0]).toMatch(target.db.dialect === 'postgres' ? /^Database: postgres(ql)?:\/\// : /^Database: \//);
      expect(await new SqlCatalogRepository(target.db).counts()).toEqual([
        { index: 'vue_storefront_catalog', entity: 'taxrule', count: 1 },
      ]);
    } finally {
      await target.close();
    }
  });

  it('resolves relative paths from where npm was started (INIT_CWD)', async () => {
    io.env.INIT_CWD = fixtures;
    expect(await runImportCli(['--database', database, 'v1.12/catalog_taxrule.json'], io)).toBe(0);
  });

  it('exits 1 when nothing was imported', async () => {
    expect(await runImportCli(['--database', database, join(fixtures, 'empty.json')], io)).toBe(1);
    expect(out).toContain('Imported 0 documents:');
  });

  it('exits 1 with a message on a fatal error, writing nothing', async () => {
    const code = await runImportCli(
      ['--database', database, join(fixtures, 'v1.12/catalog_taxrule.json'), join(dir, 'missing.json')],
      io,
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/Import failed, nothing was written: cannot read .*missing\.json/);
    expect(await storedCounts(database)).toEqual([]);
  });

  it('exits 1 on an --index that is not configured', async () => {
    const code = await runImportCli(
      ['--database', database, '--index', 'shop', join(fixtures, 'v1.12/catalog_taxrule.json')],
      io,
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(
      /allowed: vue_storefront_catalog, vue_storefront_catalog_de, vue_storefront_catalog_it/,
    );
  });

  it('exits 2 with the usage text on bad usage', async () => {
    expect(await runImportCli([], io)).toBe(2);
    expect(err[0]).toMatch(/no files given/);
    expect(err[1]).toMatch(/^Usage: npm run import/);
    expect(await runImportCli(['--frobnicate', 'a.json'], io)).toBe(2);
  });

  it('prints the usage on --help and exits 0', async () => {
    expect(await runImportCli(['--help'], io)).toBe(0);
    expect(out[0]).toMatch(/^Usage: npm run import/);
  });

  it('dry run reports without creating the database', async () => {
    const code = await runImportCli(
      ['--dry-run', '--database', database, join(fixtures, 'storefront-api-sample/products.json')],
      io,
    );
    expect(code).toBe(0);
    expect(out).toContain('Would import 5 documents:');
    expect(existsSync(database)).toBe(false);
  });
});
