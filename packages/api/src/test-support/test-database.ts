import type { Dialect } from '../db/sql.js';
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
