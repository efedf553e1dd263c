import { describe, expect, it } from 'vitest';
import type { IdbDatabaseLike, IdbFactoryLike } from './idb-types.js';
import { createIndexedDbBackend } from './indexeddb-backend.js';
import { freshIndexedDB, readIndexedDB } from './test-support/idb-fakes.js';

function open(factory: IdbFactoryLike, name: string, version?: number, create?: string): Promise<IdbDatabaseLike> {
  return new Promise((resolve, reject) => {
    const request = version === undefined ? factory.open(name) : factory.open(name, version);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(create);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const entry = (value: unknown) => ({ value, writtenAt: 0, ttlSeconds: null });

describe('createIndexedDbBackend', () => {
  it('adds its store to a database an older build created, keeping the data there', async () => {
    const factory = freshIndexedDB();
    const old = await open(factory, 'shop', 1, 'elasticCache');
    await new Promise<void>((resolve) => {
      const transaction = old.transaction('elasticCache', 'readwrite');
      transaction.objectStore('elasticCache').put(entry('hits'), 'q1');
      transaction.oncomplete = () => resolve();
    });
    old.close();

    const backend = createIndexedDbBackend({ factory, databaseName: 'shop', collection: 'products', storeNames: [] });
    await backend.set('WS12', entry({ sku: 'WS12' }));

    expect(await backend.get('WS12')).toEqual(entry({ sku: 'WS12' }));
    expect(await readIndexedDB(factory, 'shop', 'elasticCache', 'q1')).toEqual(entry('hits'));
    backend.dispose();
  });

  it('lets another tab upgrade the database, then reconnects (VSF #1990)', async () => {
    const factory = freshIndexedDB();
    const backend = createIndexedDbBackend({
      factory,
      databaseName: 'shop',
      collection: 'products',
      storeNames: ['products'],
    });
    await backend.set('WS12', entry(1));

    const otherTab = await open(factory, 'shop', 2, 'wishlist');
    otherTab.close();

    expect(await backend.get('WS12')).toEqual(entry(1));
    expect((await backend.entries()).map(([key]) => key)).toEqual(['WS12']);
    backend.dispose();
  });

  it('closes a connection that opens after it was discarded', async () => {
    const factory = freshIndexedDB();
    const backend = createIndexedDbBackend({ factory, databaseName: 'shop', collection: 'products', storeNames: [] });
    const pending = backend.get('WS12');
    backend.dispose();

    await expect(pending).rejects.toThrow(/discarded/);
    // A version change would block forever if the discarded connection were still open.
    const upgraded = await open(factory, 'shop', 2, 'wishlist');
    expect(upgraded.version).toBe(2);
    upgraded.close();
  });
});
