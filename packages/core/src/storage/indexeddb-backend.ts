import { openDatabase } from './idb-open.js';
import { runTransaction } from './idb-transaction.js';
import type { IdbDatabaseLike, IdbFactoryLike } from './idb-types.js';
import type { PersistentBackend } from './persistent-backend.js';

export interface IndexedDbBackendOptions {
  factory: IdbFactoryLike;
  databaseName: string;
  collection: string;
  /** Every IndexedDB collection, created together so that they rarely need a version upgrade. */
  storeNames: readonly string[];
}

/** Database '<database>', object store '<collection>', plain keys: as localForage laid it out for VSF. */
export function createIndexedDbBackend(options: IndexedDbBackendOptions): PersistentBackend {
  const { factory, databaseName, collection } = options;
  const storeNames = options.storeNames.includes(collection) ? options.storeNames : [...options.storeNames, collection];
  let connection: Promise<IdbDatabaseLike> | undefined;
  let disposed = false;

  const connect = (): Promise<IdbDatabaseLike> => {
    if (connection) return connection;
    const pending: Promise<IdbDatabaseLike> = openDatabase(factory, databaseName, storeNames).then((db) => {
      if (disposed) {
        // The open outlived a time-out; nobody will use this connection.
        db.close();
        throw new Error(`IndexedDB "${databaseName}" was opened after its backend was discarded`);
      }
      const forget = () => {
        if (connection === pending) connection = undefined;
      };
      // VSF #1990: a tab that keeps an old connection blocks every other tab's upgrade. Let go and reopen lazily.
      db.onversionchange = () => {
        db.close();
        forget();
      };
      db.onclose = forget;
      return db;
    });
    pending.catch(() => {
      if (connection === pending) connection = undefined;
    });
    connection = pending;
    return pending;
  };

  return {
    async get(key) {
      return runTransaction(await connect(), collection, 'readonly', (store) => store.get(key));
    },
    async set(key, entry) {
      await runTransaction(await connect(), collection, 'readwrite', (store) => store.put(entry, key));
    },
    async remove(key) {
      await runTransaction(await connect(), collection, 'readwrite', (store) => store.delete(key));
    },
    async entries() {
      return runTransaction(await connect(), collection, 'readonly', async (store) => {
        const rows: Array<[string, unknown]> = [];
        for (let cursor = await store.openCursor(); cursor; cursor = await cursor.continue())
          rows.push([String(cursor.key), cursor.value]);
        return rows;
      });
    },
    async clear() {
      await runTransaction(await connect(), collection, 'readwrite', (store) => store.clear());
    },
    dispose() {
      disposed = true;
      const closing = connection;
      connection = undefined;
      closing?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
}
