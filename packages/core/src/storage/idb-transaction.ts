import type { IdbDatabaseLike, IdbObjectStoreLike } from './idb-types.js';

/**
 * Resolves on `complete`, not on the request's `success`: a write is only durable, and a quota error only reported,
 * when the transaction commits. `body` issues the requests and returns how to read the result afterwards. Writes ask
 * for strict durability: Chromium's default ('relaxed') may report `complete` before the data reaches the disk, and a
 * queued order or task must survive the browser being closed right after.
 */
export function runTransaction<T>(
  db: IdbDatabaseLike,
  storeName: string,
  mode: 'readonly' | 'readwrite',
  body: (store: IdbObjectStoreLike) => () => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const transaction =
      mode === 'readwrite'
        ? db.transaction(storeName, mode, { durability: 'strict' })
        : db.transaction(storeName, mode);
    const result = body(transaction.objectStore(storeName));
    const fail = () => reject(transaction.error ?? new Error(`IndexedDB transaction on "${storeName}" failed`));
    transaction.oncomplete = () => resolve(result());
    transaction.onerror = fail;
    transaction.onabort = fail;
  });
}
