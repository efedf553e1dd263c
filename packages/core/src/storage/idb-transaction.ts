import type { IdbDatabaseLike, IdbObjectStoreLike } from './idb-types.js';

/**
 * Resolves on `complete`, not on the request's `success`: a write is only durable, and a quota error only reported,
 * when the transaction commits. `body` issues the requests and returns how to read the result afterwards.
 */
export function runTransaction<T>(
  db: IdbDatabaseLike,
  storeName: string,
  mode: 'readonly' | 'readwrite',
  body: (store: IdbObjectStoreLike) => () => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const result = body(transaction.objectStore(storeName));
    const fail = () => reject(transaction.error ?? new Error(`IndexedDB transaction on "${storeName}" failed`));
    transaction.oncomplete = () => resolve(result());
    transaction.onerror = fail;
    transaction.onabort = fail;
  });
}
