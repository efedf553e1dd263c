import { wrap, type IDBPObjectStore } from 'idb';
import type { IdbDatabaseLike } from './idb-types.js';

type Mode = 'readonly' | 'readwrite';

/** An object store of one transaction, with idb's promise-returning requests (writes only in a 'readwrite' one). */
export type TransactionStore<M extends Mode> = IDBPObjectStore<unknown, [string], string, M>;

/**
 * Runs `body` in one transaction through idb and resolves on the transaction's `complete` (`tx.done`), not on a
 * request's `success`: a write is only durable, and a quota error only reported, when the transaction commits. Writes
 * ask for strict durability: Chromium's default ('relaxed') may report `complete` before the data reaches the disk,
 * and a queued order or task must survive the browser being closed right after.
 */
export async function runTransaction<T, M extends Mode>(
  db: IdbDatabaseLike,
  storeName: string,
  mode: M,
  body: (store: TransactionStore<M>) => Promise<T>,
): Promise<T> {
  const connection = wrap(db as never);
  const transaction =
    mode === 'readwrite'
      ? connection.transaction(storeName, mode, { durability: 'strict' })
      : connection.transaction(storeName, mode);
  // Both awaited together: a failed request also aborts the transaction, and neither rejection may go unhandled.
  const [result] = await Promise.all([
    body(transaction.objectStore(storeName) as TransactionStore<M>),
    transaction.done,
  ]);
  return result;
}
