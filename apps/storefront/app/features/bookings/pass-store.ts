import type { KeptPass } from './booking-view';

/**
 * The passes kept on this device, so a pass opens in a car park without signal: one IndexedDB database of its own,
 * read by the offline pass page (`/pass.html`, a plain script the service worker precaches) with the same names. Never
 * the HTTP cache: the API answers passes `private, no-store`. Logging out clears it.
 */
export const PASS_DB = 'storefront-passes';
export const PASS_STORE = 'passes';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PASS_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(PASS_STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function write(work: (store: IDBObjectStore) => void): Promise<void> {
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(PASS_STORE, 'readwrite');
      work(tx.objectStore(PASS_STORE));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

/** Keeps (or updates) passes; a cancelled booking's pass is removed, it opens no gate. */
export function keepPasses(passes: readonly KeptPass[]): Promise<void> {
  if (typeof indexedDB === 'undefined' || passes.length === 0) return Promise.resolve();
  return write((store) => {
    for (const pass of passes) {
      if (pass.status === 'cancelled') store.delete(pass.id);
      else store.put(pass);
    }
  });
}

/** Every pass of this device, soonest first. */
export async function keptPasses(): Promise<KeptPass[]> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await open();
  try {
    const all = await new Promise<KeptPass[]>((resolve, reject) => {
      const request = db.transaction(PASS_STORE).objectStore(PASS_STORE).getAll();
      request.onsuccess = () => resolve(request.result as KeptPass[]);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
    });
    return all.sort((a, b) => a.from.localeCompare(b.from));
  } finally {
    db.close();
  }
}

/** Logging out: the passes were the shopper's. */
export function clearPasses(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return write((store) => store.clear());
}
