import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { Dialect, SqlDatabase } from '../db/sql.js';
import { type OpenedTestDatabase, sqlTestEngines } from './sql-test-databases.js';

/**
 * The engine the whole suite runs on: `TEST_DATABASE=postgres` (the second pass of `npm test`) or SQLite (default).
 * A PostgreSQL pass without a PostgreSQL to run on fails loudly rather than passing on SQLite unnoticed.
 */
export function testDialect(): Dialect {
  const wanted = process.env.TEST_DATABASE ?? 'sqlite';
  if (wanted !== 'sqlite' && wanted !== 'postgres')
    throw new Error(`TEST_DATABASE must be "sqlite" or "postgres", not ${JSON.stringify(wanted)}`);
  return wanted;
}

/** A fresh, migrated database of the suite's engine (see `testDialect`), with the env a child process needs. */
export async function openTestDatabase(): Promise<OpenedTestDatabase> {
  const dialect = testDialect();
  const engine = sqlTestEngines().find((candidate) => candidate.dialect === dialect)!;
  if (engine.skip) throw new Error(`TEST_DATABASE=${dialect}, but PostgreSQL cannot run here (see the warning above)`);
  return engine.open();
}

/** A fresh database of the suite's engine and an empty data directory named after `prefix`; `close` removes both. */
export async function openTestDatabaseAndDir(
  prefix: string,
): Promise<{ db: SqlDatabase; dir: string; close(): Promise<void> }> {
  const opened = await openTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    db: opened.db,
    dir,
    close: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file of the catalogue repository: a factory of fresh databases of the suite's engine with a
 * `SqlCatalogRepository` over each, all closed after each test.
 */
export function catalogRepositoriesForEachTest(): () => Promise<{ db: SqlDatabase; repo: SqlCatalogRepository }> {
  const opened: OpenedTestDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  return async () => {
    const database = await openTestDatabase();
    opened.push(database);
    return { db: database.db, repo: new SqlCatalogRepository(database.db) };
  };
}

/**
 * One suite per engine (SQLite, and PostgreSQL where it can run), each test on a fresh, migrated database that
 * `opened()` hands out and that is closed after the test: for repositories that must behave alike on both.
 */
export function describeOnEachEngine(name: string, suite: (opened: () => OpenedTestDatabase) => void): void {
  for (const engine of sqlTestEngines()) {
    describe.skipIf(engine.skip)(`${name} on ${engine.dialect}`, () => {
      let current: OpenedTestDatabase | undefined;
      beforeEach(async () => {
        current = await engine.open();
      });
      afterEach(async () => {
        await current?.close();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error('opened() is for tests and their hooks: no database is open outside them');
        return current;
      });
    });
  }
}
