import type { Database } from 'better-sqlite3';
import type { SqlDatabase } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

/** The SQL port over what a caller passed: itself, or a raw better-sqlite3 handle wrapped (the caller closes it). */
export function asSqlDatabase(database: SqlDatabase | Database): SqlDatabase {
  return 'dialect' in database ? database : new SqliteDatabase(database, false);
}
