import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { createPostgresTestDatabase, postgresForTests } from '../test-support/postgres-test-database.js';
import { MIGRATIONS } from './migrations.js';
import { openSqlDatabase } from './open-sql-database.js';
import { PostgresDatabase } from './postgres-database.js';
import { sql } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

const dir = mkdtempSync(join(tmpdir(), 'open-sql-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openSqlDatabase', () => {
  it('reads DATABASE_URL and DATABASE_REPLICA_URL from the environment (unset by default)', () => {
    expect(loadApiConfig({ env: {} })).not.toHaveProperty('databaseUrl');
    const config = loadApiConfig({
      env: { DATABASE_URL: 'postgres://shop@db1/shop', DATABASE_REPLICA_URL: 'postgres://shop@db2/shop' },
    });
    expect(config.databaseUrl).toBe('postgres://shop@db1/shop');
    expect(config.databaseReplicaUrl).toBe('postgres://shop@db2/shop');
  });

  it('opens the embedded SQLite file, migrated, when no DATABASE_URL is set', async () => {
    const config = loadApiConfig({ env: { DATABASE_FILE: join(dir, 'shop.sqlite') } });
    const db = await openSqlDatabase(config);
    expect(db).toBeInstanceOf(SqliteDatabase);
    expect(db.replica).toBe(db);
    expect(await db.get(sql`SELECT count(*) AS n FROM schema_migrations`)).toEqual({ n: MIGRATIONS.length });
    await db.close();
  });

  const adminUrl = postgresForTests();
  it.skipIf(!adminUrl)('opens PostgreSQL, migrated, when DATABASE_URL is set', async () => {
    const database = await createPostgresTestDatabase(adminUrl as string, { migrated: false });
    const db = await openSqlDatabase(loadApiConfig({ env: { DATABASE_URL: database.url } }));
    try {
      expect(db).toBeInstanceOf(PostgresDatabase);
      expect(db.replica.dialect).toBe('postgres');
      expect(await db.get(sql`SELECT count(*) AS n FROM schema_migrations`)).toEqual({ n: MIGRATIONS.length });
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
