import { useCallback, useEffect, useState } from 'react';
import { createPersistedList, type PersistedList } from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';

const lists = new Map<string, PersistedList<{ sku: string }>>();
const listeners = new Map<string, Set<(items: readonly { sku: string }[]) => void>>();

/** One persisted list per storage location in the browser tab, shared by every component that shows it. */
function listAt(collection: string, key: string): PersistedList<{ sku: string }> | undefined {
  const storage = browserStorage();
  if (!storage) return undefined;
  const id = `${collection}/${key}`;
  let list = lists.get(id);
  if (!list) lists.set(id, (list = createPersistedList(storage.collection(collection), key)));
  return list;
}

/** Follows one list without React: the header's counts load this module when the browser is idle. */
export function subscribeList(
  location: { collection: string; key: string },
  listener: (items: readonly { sku: string }[]) => void,
): () => void {
  const id = `${location.collection}/${location.key}`;
  if (!listeners.has(id)) listeners.set(id, new Set());
  listeners.get(id)!.add(listener);
  void listAt(location.collection, location.key)?.load().then(listener);
  return () => listeners.get(id)?.delete(listener);
}

/** Changes one list from outside React (the wishlist sync) and tells every component that shows it. */
export async function updateShopperList<T extends { sku: string }>(
  location: { collection: string; key: string },
  transition: (items: readonly T[]) => readonly T[],
): Promise<readonly T[]> {
  const list = listAt(location.collection, location.key);
  if (!list) return [];
  const next = await list.update((current) => transition(current as readonly T[]));
  for (const listener of listeners.get(`${location.collection}/${location.key}`) ?? []) listener(next);
  return next as readonly T[];
}

/**
 * Binds a shopper list (wishlist, compare, recently viewed) to components: empty while rendering on the server and
 * hydrating, loaded once from browser storage afterwards, saved after each change (see docs/behaviour.md#wishlist).
 */
export function useShopperList<T extends { sku: string }>(location: { collection: string; key: string }) {
  const id = `${location.collection}/${location.key}`;
  const [items, setItems] = useState<readonly T[]>([]);
  // Pages tell "empty" from "not read yet", so an empty state never flashes before a stored list.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const listener = (next: readonly { sku: string }[]) => {
      if (!live) return;
      setItems(next as readonly T[]);
      setLoaded(true);
    };
    if (!listeners.has(id)) listeners.set(id, new Set());
    listeners.get(id)!.add(listener);
    // Without browser storage the list is empty, and known to be.
    void (listAt(location.collection, location.key)?.load() ?? Promise.resolve([])).then(listener);
    return () => {
      live = false;
      listeners.get(id)?.delete(listener);
    };
  }, [id, location.collection, location.key]);

  const update = useCallback(
    async (transition: (items: readonly T[]) => readonly T[]) => {
      await updateShopperList({ collection: location.collection, key: location.key }, transition);
    },
    [location.collection, location.key],
  );
  return [items, update, loaded] as const;
}
