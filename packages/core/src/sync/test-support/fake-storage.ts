import type { SyncTaskStorage } from '../pending-tasks.js';

export interface FakeStorage extends SyncTaskStorage {
  data: Map<string, string>;
}

export function createFakeStorage(initial: Record<string, string> = {}): FakeStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => {
      data.set(key, value);
    },
    removeItem: async (key) => {
      data.delete(key);
    },
  };
}
