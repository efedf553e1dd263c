import type { PersistentBackend } from './persistent-backend.js';

/**
 * A backend whose code loads with its first operation, so a page that never touches a collection of that kind never
 * downloads it (the IndexedDB backend: most pages only use localStorage collections). A failed load is a failed
 * operation: the persistence guard drops this backend and the next acquisition tries the load again.
 */
export function lazyBackend(load: () => Promise<PersistentBackend>): PersistentBackend {
  let loading: Promise<PersistentBackend> | undefined;
  let disposed = false;
  const backend = () =>
    (loading ??= load().then((loaded) => {
      // Discarded while its code was loading (a time-out): release what it opens.
      if (disposed) loaded.dispose();
      return loaded;
    }));
  return {
    get: async (key) => (await backend()).get(key),
    set: async (key, entry) => (await backend()).set(key, entry),
    remove: async (key) => (await backend()).remove(key),
    entries: async () => (await backend()).entries(),
    clear: async () => (await backend()).clear(),
    ready: async () => {
      await backend();
    },
    dispose() {
      disposed = true;
      void loading?.then(
        (loaded) => loaded.dispose(),
        () => undefined,
      );
    },
  };
}
