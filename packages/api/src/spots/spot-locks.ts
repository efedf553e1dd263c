import type { SqlExecutor } from '../db/sql.js';

/**
 * The lock key of a spot's places (`spot:<sku>`): every transaction that counts the places of a spot and then takes
 * some holds it, and so does the database's capacity guard (migration 10) on PostgreSQL.
 */
export const spotLockKey = (sku: string) => `spot:${sku}`;

/**
 * Runs `work` with the spots' places locked: a savepoint of the caller's transaction holding `spot:<sku>` for each
 * sku (PostgreSQL advisory locks until the outer transaction ends, taken in sorted order; SQLite's write lock
 * already serialises every writer). Between the count and the write, no other process can take those places.
 * `others`: more keys taken in the same sorted pass (the holder's, when a client's holds are counted too).
 */
export function withSpotLocks<T>(
  tx: SqlExecutor,
  skus: readonly string[],
  work: (tx: SqlExecutor) => Promise<T>,
  others: readonly string[] = [],
): Promise<T> {
  return tx.transaction(work, { locks: [...skus.map(spotLockKey), ...others] });
}
