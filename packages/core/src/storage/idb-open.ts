import type { IdbDatabaseLike, IdbFactoryLike, IdbOpenRequestLike } from './idb-types.js';

/** Enough for a few tabs racing to add stores; beyond that something else is wrong and the error is counted. */
const MAX_OPEN_ATTEMPTS = 4;

/**
 * Opens the database with every store in `storeNames`. A database created by an older build (or by another
 * collection first) may lack a store; adding one needs a version bump, so we reopen at version + 1.
 */
export async function openDatabase(
  factory: IdbFactoryLike,
  name: string,
  storeNames: readonly string[],
): Promise<IdbDatabaseLike> {
  let version: number | undefined;
  for (let attempt = 0; attempt < MAX_OPEN_ATTEMPTS; attempt += 1) {
    let db: IdbDatabaseLike;
    try {
      db = await whenOpen(version === undefined ? factory.open(name) : factory.open(name, version), storeNames);
    } catch (error) {
      // Another tab upgraded past the version we asked for: its upgrade may already hold our store.
      if (version !== undefined && (error as { name?: unknown } | null)?.name === 'VersionError') {
        version = undefined;
        continue;
      }
      throw error;
    }
    if (storeNames.every((store) => db.objectStoreNames.contains(store))) return db;
    version = db.version + 1;
    db.close();
  }
  throw new Error(`IndexedDB "${name}" could not be upgraded to hold ${storeNames.join(', ')}`);
}

function whenOpen(request: IdbOpenRequestLike, storeNames: readonly string[]): Promise<IdbDatabaseLike> {
  return new Promise((resolve, reject) => {
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const store of storeNames) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    // No onblocked handler: a tab holding the old version closes on versionchange (see indexeddb-backend.ts);
    // one that does not is cut short by the caller's time-out.
  });
}
