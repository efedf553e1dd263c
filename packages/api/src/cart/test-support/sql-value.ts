import type { Sql, SqlExecutor } from '../../db/sql.js';

/** The first column of the first row of a query (what better-sqlite3's `.pluck().get()` gave), for assertions. */
export async function sqlValue(db: SqlExecutor, query: Sql): Promise<unknown> {
  const row = await db.get<Record<string, unknown>>(query);
  return row === undefined ? undefined : Object.values(row)[0];
}

/** The first column of every row (`.pluck().all()`). */
export async function sqlValues(db: SqlExecutor, query: Sql): Promise<unknown[]> {
  const rows = await db.all<Record<string, unknown>>(query);
  return rows.map((row) => Object.values(row)[0]);
}
