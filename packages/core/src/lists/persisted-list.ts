import type { StorageCollection, StorageLogger } from '../storage/types.js';

export interface PersistedList<T> {
  /** Reads storage the first time (or when forced); later calls return the loaded array without reading. */
  load(force?: boolean): Promise<readonly T[]>;
  /** Remembers the items at once and writes them to storage. */
  save(items: readonly T[]): Promise<void>;
  /** load, apply a transition, save when it returned a different array (see docs/behaviour.md#wishlist). */
  update(transition: (items: readonly T[]) => readonly T[]): Promise<readonly T[]>;
}

export interface PersistedListOptions<T> {
  /** Drops stored entries that are not list items (an older format, a hand-edited storage). */
  readonly isItem?: (value: unknown) => value is T;
  /** docs/behaviour.md#error-messages: a wishlist storage failure is only logged. */
  readonly logger?: StorageLogger;
}

/** The shape every list item has: a sku. */
export function hasStringSku(value: unknown): value is { sku: string } {
  return typeof value === 'object' && value !== null && typeof (value as { sku?: unknown }).sku === 'string';
}

/**
 * docs/behaviour.md#wishlist: the list loads once from browser storage, a forced reload is possible, and it is saved after
 * each change. Concurrent first loads share one read. A save made while a load is under way wins over what the load
 * read, so a quick add right after page start is not lost.
 */
export function createPersistedList<T = { sku: string }>(
  collection: StorageCollection,
  key: string,
  options: PersistedListOptions<T> = {},
): PersistedList<T> {
  const isItem = options.isItem ?? (hasStringSku as unknown as (value: unknown) => value is T);
  let items: readonly T[] | undefined;
  let pending: Promise<readonly T[]> | undefined;
  let version = 0;

  const read = async (): Promise<readonly T[]> => {
    const startedAt = version;
    let stored: unknown;
    try {
      stored = await collection.getItem<unknown>(key);
    } catch (error) {
      options.logger?.warn(`Could not read ${collection.name}/${key}`, { error: String(error) });
    }
    if (version === startedAt) items = Array.isArray(stored) ? stored.filter(isItem) : [];
    return items ?? [];
  };

  const list: PersistedList<T> = {
    load(force = false) {
      if (items && !force) return Promise.resolve(items);
      if (!pending || force) {
        const current = read().finally(() => {
          if (pending === current) pending = undefined;
        });
        pending = current;
      }
      return pending;
    },

    async save(next) {
      items = next;
      version += 1;
      try {
        await collection.setItem(key, next);
      } catch (error) {
        options.logger?.warn(`Could not save ${collection.name}/${key}`, { error: String(error) });
      }
    },

    async update(transition) {
      const current = await list.load();
      const next = transition(current);
      if (next !== current) await list.save(next);
      return next;
    },
  };
  return list;
}
