import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIndexedDbBackend } from './indexeddb-backend.js';
import { freshIndexedDB } from './test-support/idb-fakes.js';

const entry = (value: unknown) => ({ value, writtenAt: 0, ttlSeconds: null });

describe('IndexedDB durability', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes in strict-durability transactions and reads in plain ones', async () => {
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const backend = createIndexedDbBackend({
      factory: freshIndexedDB(),
      databaseName: 'shop',
      collection: 'orders',
      storeNames: [],
    });
    await backend.set('o1', entry({ order_id: 'o1' }));
    await backend.remove('o2');
    await backend.clear();
    expect(await backend.get('o1')).toBeUndefined();
    await backend.entries();
    const calls = (transaction.mock.calls as unknown as Array<[unknown, string, unknown]>)
      .map(([, mode, options]) => [mode, options])
      .filter(([mode]) => mode !== 'versionchange');
    expect(calls).toEqual([
      ['readwrite', { durability: 'strict' }],
      ['readwrite', { durability: 'strict' }],
      ['readwrite', { durability: 'strict' }],
      ['readonly', undefined],
      ['readonly', undefined],
    ]);
    backend.dispose();
  });
});
