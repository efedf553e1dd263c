import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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
        copyFileSync(migratedSqliteTemplate(), file);
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
            await database.release();
          },
        };
      },
    },
  ];
}

let sqliteTemplate: string | undefined;

/**
 * A SQLite file migrated once per test process, which each fresh SQLite database starts as a copy of (`openDatabase`
 * then finds every migration applied): migrating an empty file cost about 16 ms of CPU a database, a copy about 2.
 * The SQLite pass of the unit tests went from 213-226 to 208 CPU-seconds on a 2-core machine (docs/testing.md#ci).
 * The copy is of the schema this run's code migrates to, made at the first use; migrating from an empty file is what
 * `migrate-sql-database.test.ts` and the migrations' own tests do, and what every shop's first start does.
 */
function migratedSqliteTemplate(): string {
  if (sqliteTemplate) return sqliteTemplate;
  const dir = mkdtempSync(join(tmpdir(), 'sql-template-'));
  const file = join(dir, 'storefront.sqlite');
  // Closed, the last connection checkpoints the WAL into the file and removes it: the file alone is the database.
  openDatabase(file).close();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  sqliteTemplate = file;
  return file;
}
