import { MAX_VISIBLE_NOTIFICATIONS } from './notification.js';
import type { Notification, NotificationEntry } from './notification.js';

/** docs/behaviour.md#notifications: a notification equal to the last one (type and message) is skipped. */
export function repeatsLast(entries: readonly NotificationEntry[], next: Notification): boolean {
  const last = entries[entries.length - 1];
  return Boolean(last && last.type === next.type && last.message === next.message);
}

/**
 * The list once `entry` is added: the entries of its group go (the newer state contradicts them), then, beyond `max`,
 * the oldest go, those that close themselves first: one the shopper must answer ('Order waiting!') stays longest.
 */
export function entriesAfterAdd(
  entries: readonly NotificationEntry[],
  entry: NotificationEntry,
  max: number = MAX_VISIBLE_NOTIFICATIONS,
): NotificationEntry[] {
  const next = [...entries.filter((old) => entry.group === undefined || old.group !== entry.group), entry];
  const limit = Math.max(1, max);
  while (next.length > limit) {
    const older = next.slice(0, -1);
    const drop = older.find((old) => !old.hasNoTimeout) ?? older[0]!;
    next.splice(next.indexOf(drop), 1);
  }
  return next;
}

/** The list once the group's state changed (a login ends "You're logged out"): the group's entries go. */
export function entriesWithoutGroup(entries: readonly NotificationEntry[], group: string): NotificationEntry[] {
  return entries.filter((entry) => entry.group !== group);
}

/**
 * The list on another page: entries shown up to `mark` (the newest id when the shopper set off) go, unless they
 * outlive their page; those added since (the new page's own, a redirect's notice) stay, and so do those written for
 * the page now reached (`forNextPage`), which from now on belong to it.
 */
export function entriesOnNewPage(entries: readonly NotificationEntry[], mark: number): NotificationEntry[] {
  return entries
    .filter((entry) => entry.outlivesPage || entry.forNextPage || entry.id > mark)
    .map((entry) => (entry.forNextPage ? { ...entry, forNextPage: false } : entry));
}
