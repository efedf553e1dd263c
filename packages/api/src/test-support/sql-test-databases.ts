import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database.js';
import { PostgresDatabase } from '../db/postgres-database.js';
import type { Dialect, SqlDatabase } from '../db/sql.js';
import { SqliteDatabase } from '../db/sqlite-database.js';
import { createPostgresTestDatabase, postgresForTests } from './postgres-test-database.js';

export interface OpenedTestDatabase {
  db: SqlDatabase;
  /** The `DATABASE_FILE`/`DATABASE_URL` a child process would use to open the same database. */
  env: Record<string, string>;
  /** Closes `db` and deletes the database. */
  close(): Promise<void>;
}

export interface SqlTestEngine {
  dialect: Dialect;
  /** True when this engine cannot run here (PostgreSQL not installed); the reason has been printed. */
  skip: boolean;
  /** A fresh, migrated database of this engine. */
  open(): Promise<OpenedTestDatabase>;
}

/**
 * Both engines, for a suite that must hold on each:
 * `for (const engine of sqlTestEngines()) describe.skipIf(engine.skip)(engine.dialect, () => ...)`.
 */
export function sqlTestEngines(): SqlTestEngine[] {
  const adminUrl = postgresForTests();
  return [
    {
      dialect: 'sqlite',
      skip: false,
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'sql-test-'));
        const file = join(dir, 'storefront.sqlite');
        const db = new SqliteDatabase(openDatabase(file));
        return {
          db,
          env: { DATABASE_FILE: file },
          close: async () => {
            await db.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      dialect: 'postgres',
      skip: !adminUrl,
      open: async () => {
        const database = await createPostgresTestDatabase(adminUrl as string);
        const db = await PostgresDatabase.open({ url: database.url, poolSize: 4 });
        return {
          db,
          env: { DATABASE_URL: database.url },
          close: async () => {
            await db.close();
            await database.drop();
          },
        };
      },
    },
  ];
}
