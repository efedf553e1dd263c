import { MIGRATIONS, migrate } from './migrations.js';
import { PG_NOW_ISO } from './migrations/migration.js';
import type { Migration } from './migrations/migration.js';
import { sql, trustedSql, type SqlDatabase } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

/** Serialises schema changes of every process that starts against one PostgreSQL database. */
const MIGRATION_LOCK = 'storefront:schema_migrations';

/**
 * Brings the schema up to date; returns the versions it ran. SQLite: the synchronous `migrate` of `openDatabase`.
 * PostgreSQL: each missing migration in its own transaction (DDL is transactional there) under an advisory lock, so
 * processes starting together run each migration once and a failed one leaves nothing half-done.
 */
export async function migrateSqlDatabase(
  db: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  if (db instanceof SqliteDatabase) {
    return db.withHandle((handle) => migrate(handle, migrations));
  }
  await db.transaction(
    (tx) =>
      tx.run(
        trustedSql(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version BIGINT PRIMARY KEY, name TEXT NOT NULL,
          applied_at TEXT NOT NULL DEFAULT (${PG_NOW_ISO}))`),
      ),
    { locks: [MIGRATION_LOCK] },
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const applied = await db.transaction(
      async (tx) => {
        // Read under the lock: another process may have run it while this one waited.
        const done = await tx.get(sql`SELECT 1 AS done FROM schema_migrations WHERE version = ${migration.version}`);
        if (done) return false;
        await tx.run(trustedSql(migration.postgres));
        await tx.run(
          sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`,
        );
        return true;
      },
      { locks: [MIGRATION_LOCK] },
    );
    if (applied) ran.push(migration.version);
  }
  return ran;
}
