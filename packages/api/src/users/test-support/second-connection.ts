import { openSqlDatabase } from '../../db/open-sql-database.js';
import type { SqlDatabase } from '../../db/sql.js';
import type { OpenedTestDatabase } from '../../test-support/sql-test-databases.js';

/**
 * Another connection to an opened test database, as a second server process would have: a second pool on
 * PostgreSQL. On SQLite the same connection: a second handle in this process would block the event loop in its
 * busy wait while the first holds the write lock across an await, so it can only be shown with two processes; in
 * one process the adapter's mutex is what interleaves the callers.
 */
export async function secondConnection(
  opened: OpenedTestDatabase,
): Promise<{ db: SqlDatabase; close(): Promise<void> }> {
  if (opened.db.dialect === 'sqlite') return { db: opened.db, close: async () => undefined };
  const db = await openSqlDatabase({ databaseFile: '', databaseUrl: opened.env.DATABASE_URL });
  return { db, close: () => db.close() };
}

/**
 * Starts `count` calls at once, alternating between the opened database and a second connection to it (see
 * `secondConnection`), and answers how each settled.
 */
export async function settledOnTwoConnections<T>(
  opened: OpenedTestDatabase,
  count: number,
  call: (db: SqlDatabase, index: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const other = await secondConnection(opened);
  try {
    return await Promise.allSettled(Array.from({ length: count }, (_, i) => call(i % 2 ? other.db : opened.db, i)));
  } finally {
    await other.close();
  }
}
