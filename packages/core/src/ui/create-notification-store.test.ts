import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './create-notification-store.js';
import { createFakeTimers } from './test-support/fake-timers.js';

function setup(maxVisible?: number) {
  const timers = createFakeTimers(1_000);
  const store = createNotificationStore({ ...timers, ...(maxVisible && { maxVisible }) });
  return { timers, store };
}

const messages = (store: ReturnType<typeof setup>['store']) => store.getSnapshot().map((entry) => entry.message);

describe('createNotificationStore', () => {
  it('adds notifications with an id and the creation time', () => {
    const { store } = setup();
    const id = store.add({ type: 'success', message: 'Product has been added to the cart!' });
    expect(store.getSnapshot()).toEqual([
      { id, type: 'success', message: 'Product has been added to the cart!', createdAt: 1_000 },
    ]);
  });

  it('skips a notification identical to the last one (same type and message)', () => {
    const { store } = setup();
    expect(store.add({ type: 'error', message: 'Out of stock!' })).toBeTypeOf('number');
    expect(store.add({ type: 'error', message: 'Out of stock!', action1: { label: 'OK' } })).toBeUndefined();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('keeps a repeat when the type differs or another notification came in between', () => {
    const { store } = setup(5);
    store.add({ type: 'error', message: 'Out of stock!' });
    store.add({ type: 'warning', message: 'Out of stock!' });
    store.add({ type: 'info', message: 'In stock!' });
    store.add({ type: 'warning', message: 'Out of stock!' });
    expect(store.getSnapshot().map((entry) => entry.type)).toEqual(['error', 'warning', 'info', 'warning']);
  });

  it.each([
    ['after 5000 ms by default', undefined, 5_000],
    ['after 5000 ms for a timeToLive of 0', 0, 5_000],
    ['after 5000 ms for a negative timeToLive', -5, 5_000],
    ['after its own timeToLive, shorter', 1_000, 1_000],
    ['after its own timeToLive, longer', 10_000, 10_000],
  ])('closes a notification %s', (_, timeToLive, lifetime) => {
    const { store, timers } = setup();
    store.add({ type: 'info', message: 'a', timeToLive });
    timers.advance(lifetime - 1);
    expect(messages(store)).toEqual(['a']);
    timers.advance(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a notification with hasNoTimeout until it is removed', () => {
    const { store, timers } = setup();
    const id = store.add({ type: 'warning', message: 'Order waiting!', hasNoTimeout: true });
    expect(timers.pending()).toBe(0);
    timers.advance(60_000);
    expect(messages(store)).toEqual(['Order waiting!']);
    store.remove(id as number);
    expect(messages(store)).toEqual([]);
  });

  it('removes by id and by index and cancels the auto-close timer', () => {
    const { store, timers } = setup();
    const first = store.add({ type: 'info', message: 'a' }) as number;
    store.add({ type: 'info', message: 'b' });
    store.add({ type: 'info', message: 'c' });
    store.remove(first);
    store.removeAt(1);
    expect(messages(store)).toEqual(['b']);
    expect(timers.pending()).toBe(1);
    store.removeAt(5);
    store.remove(999);
    expect(messages(store)).toEqual(['b']);
  });

  it('allows the same message again once the previous one is gone', () => {
    const { store } = setup();
    const id = store.add({ type: 'error', message: 'x' }) as number;
    store.remove(id);
    expect(store.add({ type: 'error', message: 'x' })).toBeTypeOf('number');
  });

  it('runs an action and then removes its notification', () => {
    const { store } = setup();
    const proceed = vi.fn();
    const id = store.add({
      type: 'success',
      message: 'Product has been added to the cart!',
      action1: { label: 'OK' },
      action2: { label: 'Proceed to checkout', action: proceed },
    }) as number;
    store.runAction(id, 'action2');
    expect(proceed).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('removes the notification even when its action throws', () => {
    const { store } = setup();
    const id = store.add({
      type: 'info',
      message: 'x',
      action1: {
        label: 'Go',
        action: () => {
          throw new Error('boom');
        },
      },
    }) as number;
    expect(() => store.runAction(id, 'action1')).toThrow('boom');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('clears everything and cancels the timers', () => {
    const { store, timers } = setup();
    store.add({ type: 'info', message: 'a' });
    store.add({ type: 'info', message: 'b', hasNoTimeout: true });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(timers.pending()).toBe(0);
  });

  it('notifies subscribers with a new snapshot on each change and keeps it stable in between', () => {
    const { store, timers } = setup();
    const seen: string[][] = [];
    const unsubscribe = store.subscribe((list) => seen.push(list.map((entry) => entry.message)));
    const before = store.getSnapshot();
    store.add({ type: 'info', message: 'a' });
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    store.add({ type: 'info', message: 'a' });
    timers.advance(5_000);
    unsubscribe();
    store.add({ type: 'info', message: 'b' });
    expect(seen).toEqual([['a'], []]);
  });

  it('shows at most three: a fourth makes the oldest that closes itself go, and cancels its timer', () => {
    const { store, timers } = setup();
    store.add({ type: 'info', message: 'Order waiting!', hasNoTimeout: true });
    store.add({ type: 'info', message: 'a' });
    store.add({ type: 'info', message: 'b' });
    store.add({ type: 'info', message: 'c' });
    expect(messages(store)).toEqual(['Order waiting!', 'b', 'c']);
    expect(timers.pending()).toBe(2);
  });

  it("replaces a notification of the same group: logging out after 'You need to be logged in' says only the last", () => {
    const { store, timers } = setup();
    store.add({ type: 'error', message: 'You need to be logged in to see this page', group: 'session' });
    store.add({ type: 'info', message: 'other' });
    store.add({ type: 'success', message: "You're logged out", group: 'session' });
    expect(messages(store)).toEqual(['other', "You're logged out"]);
    expect(timers.pending()).toBe(2);
  });

  it('dismisses a group when its state changes (a login ends "You\'re logged out")', () => {
    const { store, timers } = setup();
    store.add({ type: 'success', message: "You're logged out", group: 'session' });
    store.add({ type: 'info', message: 'other' });
    store.dismissGroup('session');
    expect(messages(store)).toEqual(['other']);
    expect(timers.pending()).toBe(1);
    const before = store.getSnapshot();
    store.dismissGroup('session');
    expect(store.getSnapshot()).toBe(before);
  });

  it('leaves the notifications of the page behind on another page, keeping the later ones and those that outlive it', () => {
    const { store, timers } = setup();
    expect(store.mark()).toBe(0);
    store.add({ type: 'success', message: 'Product has been added to the cart!' });
    store.add({ type: 'info', message: 'Order waiting!', hasNoTimeout: true, outlivesPage: true });
    const mark = store.mark();
    store.add({ type: 'warning', message: 'Redirecting to Home.' });
    store.leavePage(mark);
    expect(messages(store)).toEqual(['Order waiting!', 'Redirecting to Home.']);
    expect(timers.pending()).toBe(1);
  });

  it('keeps separate stores independent', () => {
    const timers = createFakeTimers();
    const one = createNotificationStore(timers);
    const two = createNotificationStore(timers);
    one.add({ type: 'info', message: 'only for one' });
    expect(two.getSnapshot()).toEqual([]);
  });

  it('works with the platform timers when none are injected', async () => {
    vi.useFakeTimers();
    try {
      const store = createNotificationStore();
      store.add({ type: 'info', message: 'a' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(store.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
