import type { Database } from 'better-sqlite3';
import type { SqlDatabase } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

/** The SQL port over what a caller passed: itself, or a raw better-sqlite3 handle wrapped (the caller closes it). */
export function asSqlDatabase(database: SqlDatabase | Database): SqlDatabase {
  return 'dialect' in database ? database : new SqliteDatabase(database, false);
}

/**
 * The better-sqlite3 handle under an embedded database, for code not yet written over the port. Temporary: it goes
 * once every repository is on the port (issue 12).
 */
export function legacyHandle(db: SqlDatabase): Database {
  if (db instanceof SqliteDatabase) return db.handle;
  return new Proxy({} as Database, {
    get(_target, property) {
      throw new Error(
        `This part of the API still needs the embedded SQLite database (used ${String(property)} on ${db.dialect})`,
      );
    },
  });
}
