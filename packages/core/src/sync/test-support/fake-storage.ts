import type { SyncTaskStorage } from '../pending-tasks.js';

export interface FakeStorage extends SyncTaskStorage {
  data: Map<string, unknown>;
}

/** Values go through JSON like they do in browser storage, so a test never shares objects with the queue. */
export function createFakeStorage(initial: Record<string, unknown> = {}): FakeStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: async (key) => data.get(key),
    setItem: async (key, value) => {
      data.set(key, JSON.parse(JSON.stringify(value)) as unknown);
    },
    removeItem: async (key) => {
      data.delete(key);
    },
    keys: async () => [...data.keys()],
  };
}
