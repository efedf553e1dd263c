import {
  IDBCursor,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBObjectStore,
  IDBRequest,
  IDBTransaction,
} from 'fake-indexeddb';
import type { IdbDatabaseLike, IdbFactoryLike, IdbOpenRequestLike } from '../idb-types.js';

// idb recognises IndexedDB objects by the browser's global classes. Node has none: the tests lend it fake-indexeddb's,
// and only those (no global `indexedDB`, so the storage manager's own detection still finds no browser).
const scope = globalThis as Record<string, unknown>;
for (const [name, type] of Object.entries({
  IDBCursor,
  IDBDatabase,
  IDBIndex,
  IDBObjectStore,
  IDBRequest,
  IDBTransaction,
}))
  scope[name] ??= type;

export function freshIndexedDB(): IdbFactoryLike {
  return new IDBFactory() as IdbFactoryLike;
}

/** An IndexedDB whose open never answers (VSF #1347): neither success nor error ever fires. */
export function hangingIndexedDB(): IdbFactoryLike & { opens: number } {
  const factory = {
    opens: 0,
    open(): IdbOpenRequestLike {
      factory.opens += 1;
      return {
        result: undefined as never,
        error: null,
        onsuccess: null,
        onerror: null,
        onupgradeneeded: null,
        onblocked: null,
      };
    },
  };
  return factory;
}

export interface ScriptedIndexedDB extends IdbFactoryLike {
  /** Opens requested so far. */
  opens: number;
}

/**
 * Wraps a real fake-indexeddb factory. `hangFirstOpen`: the first open never answers. `breakFirstConnection`: the
 * first connection refuses every transaction, as a connection the browser has torn down does.
 */
export function scriptedIndexedDB(
  inner: IdbFactoryLike,
  script: { hangFirstOpen?: boolean; breakFirstConnection?: boolean },
): ScriptedIndexedDB {
  let connections = 0;
  const factory: ScriptedIndexedDB = {
    opens: 0,
    open(name, version) {
      factory.opens += 1;
      if (script.hangFirstOpen && factory.opens === 1) return hangingIndexedDB().open(name);
      const request = version === undefined ? inner.open(name) : inner.open(name, version);
      (request as unknown as EventTarget).addEventListener('success', () => {
        connections += 1;
        if (script.breakFirstConnection && connections === 1) breakConnection(request.result);
      });
      return request;
    },
  };
  return factory;
}

function breakConnection(db: IdbDatabaseLike): void {
  db.transaction = () => {
    throw new Error('The database connection is closing.');
  };
}

export function readIndexedDB(factory: IdbFactoryLike, database: string, store: string, key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = factory.open(database);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        resolve(undefined);
        return;
      }
      const get = db.transaction(store, 'readonly').objectStore(store).get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result);
      };
      get.onerror = () => reject(get.error);
    };
  });
}
