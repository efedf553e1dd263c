import { createListeners } from './create-listeners.js';
import type { Listener } from './create-listeners.js';
import { DEFAULT_NOTIFICATION_TTL_MS, MAX_VISIBLE_NOTIFICATIONS } from './notification.js';
import type { Notification, NotificationEntry } from './notification.js';
import { entriesAfterAdd, entriesOnNewPage, entriesWithoutGroup, repeatsLast } from './notification-rules.js';

export interface NotificationClock {
  now?(): number;
  // Method syntax on purpose: it lets the platform's own setTimeout/clearTimeout (whose handle types differ between
  // Node and the browser) be passed in unchanged.
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  /** How many notifications show at once; MAX_VISIBLE_NOTIFICATIONS when absent. */
  maxVisible?: number;
}

export interface NotificationStore {
  /**
   * Returns the new entry's id, or undefined when skipped as a repeat of the last notification. The entries of its
   * group go, and the oldest go beyond the visible maximum.
   */
  add(notification: Notification): number | undefined;
  remove(id: number): void;
  /** Removes the entries of a group: the state they spoke of has changed (a login ends "You're logged out"). */
  dismissGroup(group: string): void;
  /** The id of the newest entry added so far (0 before any): what `leavePage` keeps the later ones by. */
  mark(): number;
  /** The shopper is on another page: entries up to `mark` go, unless they outlive their page. */
  leavePage(mark: number): void;
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

  /** Commits `next` when it differs, cancelling the timers of the entries it no longer holds. */
  function replace(next: readonly NotificationEntry[]): void {
    if (next.length === entries.length && next.every((entry, i) => entry === entries[i])) return;
    const kept = new Set(next.map((entry) => entry.id));
    for (const [id, timer] of timers) {
      if (kept.has(id)) continue;
      timers.delete(id);
      cancel(timer);
    }
    commit(next);
  }

  return {
    add(notification) {
      if (repeatsLast(entries, notification)) return undefined;
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
      replace(entriesAfterAdd(entries, entry, clock.maxVisible ?? MAX_VISIBLE_NOTIFICATIONS));
      return entry.id;
    },
    remove,
    dismissGroup: (group) => replace(entriesWithoutGroup(entries, group)),
    mark: () => nextId - 1,
    leavePage: (mark) => replace(entriesOnNewPage(entries, mark)),
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
