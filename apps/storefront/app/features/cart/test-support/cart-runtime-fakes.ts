import { vi } from 'vitest';

/** What the browser storage holds, under `collection/key`: the test seeds and reads it. */
export const stored = new Map<string, unknown>();

/**
 * The `lib/browser-storage` module in memory over `stored` (the real one needs IndexedDB), for `vi.mock`: one storage
 * shared by the runtime and the test, even across `vi.resetModules()`.
 */
export const memoryBrowserStorage = {
  SESSION_SAVED_EVENT: 'sf:session-saved',
  browserStorage: () => ({
    collection: (name: string) => ({
      getItem: async (key: string) => stored.get(`${name}/${key}`) ?? null,
      setItem: async (key: string, value: unknown) => void stored.set(`${name}/${key}`, value),
      removeItem: async (key: string) => void stored.delete(`${name}/${key}`),
    }),
  }),
};

/** A cart server of spies that answers nothing by default; `create` answers `createdCart`. */
export function fakeCartServer(createdCart: string | number) {
  return {
    create: vi.fn(async (): Promise<string | number> => createdCart),
    pull: vi.fn(async () => []),
    update: vi.fn(),
    remove: vi.fn(),
    totals: vi.fn(async () => ({ segments: [], coupon: null, items: [] })),
    merge: vi.fn(),
    isInStock: vi.fn(),
    applyCoupon: vi.fn(),
    removeCoupon: vi.fn(),
  };
}
