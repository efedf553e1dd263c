import type { ApiConfig } from '../config.js';
import { openDatabase } from './open-database.js';
import { PostgresDatabase } from './postgres-database.js';
import type { SqlDatabase } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';
import { migrateSqlDatabase } from './migrate-sql-database.js';

/**
 * The shop's database: PostgreSQL when `DATABASE_URL` is set (with `DATABASE_REPLICA_URL` for catalogue reads),
 * otherwise the embedded SQLite file, opened exactly as `openDatabase` always did. Either way the schema is brought
 * up to date before it is returned.
 */
export async function openSqlDatabase(
  config: Pick<ApiConfig, 'databaseFile' | 'databaseUrl' | 'databaseReplicaUrl'>,
): Promise<SqlDatabase> {
  if (!config.databaseUrl) return new SqliteDatabase(openDatabase(config.databaseFile));
  const db = await PostgresDatabase.open({ url: config.databaseUrl, replicaUrl: config.databaseReplicaUrl });
  try {
    await migrateSqlDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
