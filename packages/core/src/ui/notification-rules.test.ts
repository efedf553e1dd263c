import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from './notification.js';
import { entriesAfterAdd, entriesOnNewPage, entriesWithoutGroup, repeatsLast } from './notification-rules.js';

let nextId = 1;
const entry = (message: string, extra: Partial<NotificationEntry> = {}): NotificationEntry => ({
  id: nextId++,
  createdAt: 0,
  type: 'info',
  message,
  ...extra,
});
const texts = (entries: readonly NotificationEntry[]) => entries.map((e) => e.message);

describe('repeatsLast', () => {
  it('is true only for the same type and message as the last entry', () => {
    const list = [entry('a'), entry('b', { type: 'error' })];
    expect(repeatsLast(list, { type: 'error', message: 'b' })).toBe(true);
    expect(repeatsLast(list, { type: 'info', message: 'b' })).toBe(false);
    expect(repeatsLast(list, { type: 'info', message: 'a' })).toBe(false);
    expect(repeatsLast([], { type: 'info', message: 'a' })).toBe(false);
  });
});

describe('entriesAfterAdd', () => {
  it('appends the newest last', () => {
    expect(texts(entriesAfterAdd([entry('a')], entry('b')))).toEqual(['a', 'b']);
  });

  it('drops the oldest beyond the maximum (three by default)', () => {
    const list = [entry('a'), entry('b'), entry('c')];
    expect(texts(entriesAfterAdd(list, entry('d')))).toEqual(['b', 'c', 'd']);
    expect(texts(entriesAfterAdd(list, entry('d'), 1))).toEqual(['d']);
    expect(texts(entriesAfterAdd(list, entry('d'), 0))).toEqual(['d']);
  });

  it('drops one that closes itself before one the shopper must answer', () => {
    const list = [entry('Order waiting!', { hasNoTimeout: true }), entry('b'), entry('c')];
    expect(texts(entriesAfterAdd(list, entry('d')))).toEqual(['Order waiting!', 'c', 'd']);
    const persistent = [entry('x', { hasNoTimeout: true }), entry('y', { hasNoTimeout: true })];
    expect(texts(entriesAfterAdd(persistent, entry('z', { hasNoTimeout: true }), 2))).toEqual(['y', 'z']);
  });

  it('replaces the entries of the same group, and only those', () => {
    const list = [entry("You're logged out", { group: 'session' }), entry('a'), entry('p', { group: 'order' })];
    const next = entriesAfterAdd(list, entry('You need to be logged in to see this page', { group: 'session' }));
    expect(texts(next)).toEqual(['a', 'p', 'You need to be logged in to see this page']);
    expect(texts(entriesAfterAdd(list, entry('b')))).toEqual(['a', 'p', 'b']);
  });
});

describe('entriesWithoutGroup', () => {
  it('removes the entries of the group', () => {
    const list = [entry("You're logged out", { group: 'session' }), entry('a')];
    expect(texts(entriesWithoutGroup(list, 'session'))).toEqual(['a']);
    expect(texts(entriesWithoutGroup(list, 'order'))).toEqual(["You're logged out", 'a']);
  });
});

describe('entriesOnNewPage', () => {
  it('keeps the entries added after the mark and those that outlive their page', () => {
    const old = entry('Product has been added to the cart!');
    const kept = entry('Order waiting!', { outlivesPage: true });
    const mark = kept.id;
    const redirected = entry(
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    );
    expect(texts(entriesOnNewPage([old, kept, redirected], mark))).toEqual([
      'Order waiting!',
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    ]);
    expect(entriesOnNewPage([old], old.id - 1)).toEqual([old]);
  });

  it('keeps a notice written for the next page through one change of page, then lets it go with that page', () => {
    const sent = entry('Choose the period of your booking on the spot listing.', { forNextPage: true });
    // The mark was taken after the notice: the navigation started after it was added.
    const arrived = entriesOnNewPage([sent], sent.id);
    expect(texts(arrived)).toEqual(['Choose the period of your booking on the spot listing.']);
    expect(arrived[0]!.forNextPage).toBe(false);
    expect(entriesOnNewPage(arrived, sent.id)).toEqual([]);
  });
});
