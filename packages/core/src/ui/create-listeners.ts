export type Listener<T> = (value: T) => void;

export interface Listeners<T> {
  subscribe(listener: Listener<T>): () => void;
  notify(value: T): void;
}

/** The subscribe half of a small external store, shaped for React's useSyncExternalStore. */
export function createListeners<T>(): Listeners<T> {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(value) {
      // One broken view must not keep the others stale, so every listener runs before the first error surfaces.
      let failure: { error: unknown } | undefined;
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
  };
}
