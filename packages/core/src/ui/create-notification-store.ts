import { createListeners } from './create-listeners.js';
import type { Listener } from './create-listeners.js';
import { DEFAULT_NOTIFICATION_TTL_MS } from './notification.js';
import type { Notification, NotificationEntry } from './notification.js';

export interface NotificationClock {
  now?(): number;
  // Method syntax on purpose: it lets the platform's own setTimeout/clearTimeout (whose handle types differ between
  // Node and the browser) be passed in unchanged.
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
}

export interface NotificationStore {
  /** Returns the new entry's id, or undefined when skipped as a repeat of the last notification. */
  add(notification: Notification): number | undefined;
  remove(id: number): void;
  removeAt(index: number): void;
  /** Runs action1 or action2 of a notification, then removes it, as a click on its button does. */
  runAction(id: number, which: 'action1' | 'action2'): void;
  /** Removes everything and cancels the pending auto-close timers. */
  clear(): void;
  /** The same array instance until the list changes, so React can compare snapshots by reference. */
  getSnapshot(): readonly NotificationEntry[];
  subscribe(listener: Listener<readonly NotificationEntry[]>): () => void;
}

function timeToLive(notification: Notification): number {
  const ttl = notification.timeToLive;
  return typeof ttl === 'number' && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_NOTIFICATION_TTL_MS;
}

/** docs/behaviour.md#notifications. One store per shopper session: nothing here is module-level. */
export function createNotificationStore(clock: NotificationClock = {}): NotificationStore {
  const now = clock.now ?? (() => Date.now());
  const schedule = clock.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const cancel =
    clock.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]));
  const listeners = createListeners<readonly NotificationEntry[]>();
  const timers = new Map<number, unknown>();
  let entries: readonly NotificationEntry[] = [];
  let nextId = 1;

  function commit(next: readonly NotificationEntry[]): void {
    entries = next;
    listeners.notify(entries);
  }

  function remove(id: number): void {
    const timer = timers.get(id);
    if (timers.delete(id)) cancel(timer);
    if (!entries.some((entry) => entry.id === id)) return;
    commit(entries.filter((entry) => entry.id !== id));
  }

  return {
    add(notification) {
      const last = entries[entries.length - 1];
      if (last && last.type === notification.type && last.message === notification.message) return undefined;
      const entry: NotificationEntry = { ...notification, id: nextId++, createdAt: now() };
      if (!notification.hasNoTimeout) {
        timers.set(
          entry.id,
          schedule(() => {
            timers.delete(entry.id);
            remove(entry.id);
          }, timeToLive(notification)),
        );
      }
      commit([...entries, entry]);
      return entry.id;
    },
    remove,
    removeAt(index) {
      const entry = entries[index];
      if (entry) remove(entry.id);
    },
    runAction(id, which) {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      try {
        entry[which]?.action?.();
      } finally {
        remove(id);
      }
    },
    clear() {
      for (const timer of timers.values()) cancel(timer);
      timers.clear();
      if (entries.length > 0) commit([]);
    },
    getSnapshot: () => entries,
    subscribe: (listener) => listeners.subscribe(listener),
  };
}
