import { describe, expect, it, vi } from 'vitest';
import { createTaskQueue } from '../sync/create-task-queue.js';
import { deferred, jsonResponse } from '../sync/test-support/fake-fetch.js';
import type { Notification } from '../ui/notification.js';
import { createTokenRefresh, TOKEN_REFRESH_ABORTED, TOKEN_REFRESH_EXHAUSTED } from './token-refresh.js';
import type { TokenRefreshDeps } from './token-refresh.js';

/** Lets every pending promise chain run to its next real wait. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function setup(options: { autoRefresh?: boolean; accepted?: (token: string) => boolean } = {}) {
  const session = { token: 'old' as string | null };
  const accepted = options.accepted ?? ((token: string) => token !== 'old');
  const sentTokens: string[] = [];
  const sleeps: Array<{ ms: number; wake: () => void }> = [];
  const notifications: Notification[] = [];
  const refreshes: Array<ReturnType<typeof deferred<string | undefined>>> = [];
  const deps: TokenRefreshDeps = {
    autoRefresh: options.autoRefresh ?? true,
    maxAttempts: 20,
    retryMs: 1000,
    getToken: () => session.token,
    refresh: vi.fn(() => {
      const next = deferred<string | undefined>();
      refreshes.push(next);
      return next.promise;
    }),
    setToken: (token) => {
      session.token = token;
    },
    logout: vi.fn(() => {
      session.token = null;
    }),
    clearQueue: vi.fn(async () => queue.clearNotTransmitted()),
    showLogin: vi.fn(),
    notify: (notification) => notifications.push(notification),
    sleep: (ms) => new Promise<void>((wake) => sleeps.push({ ms, wake })),
  };
  const machine = createTokenRefresh(deps);
  const queue = createTaskQueue({
    fetch: async (url) => {
      const token = new URL(url, 'http://shop').searchParams.get('token') ?? '';
      sentTokens.push(token);
      return jsonResponse(
        token && accepted(token) ? { code: 200, result: `ok with ${token}` } : { code: 401, result: 'not authorized' },
      );
    },
    getToken: () => session.token,
    getCartId: () => undefined,
    getStoreCode: () => undefined,
    multistore: false,
    tokenInHeader: false,
    notify: (notification) => notifications.push(notification),
    dispatch: () => undefined,
    emit: () => undefined,
    onUnauthorized: machine.onUnauthorized,
    isRefreshingToken: machine.isRefreshingToken,
  });
  const wakeAll = () => sleeps.splice(0).forEach((sleep) => sleep.wake());
  return { session, deps, machine, queue, sentTokens, sleeps, notifications, refreshes, wakeAll };
}

const task = (n: number) => ({ url: `/api/cart/pull?token={{token}}&n=${n}` });

describe('token-invalidation machine (spec point 4)', () => {
  it('answers twenty tasks refused at once with exactly one refresh, then all twenty succeed with the new token', async () => {
    const t = setup();
    const results = Promise.all(Array.from({ length: 20 }, (_, n) => t.queue.execute(task(n))));
    await settle();
    expect(t.deps.refresh).toHaveBeenCalledTimes(1);
    expect(t.machine.state()).toEqual({ lock: 1, attempts: 1 });
    expect(t.machine.isRefreshingToken()).toBe(true);
    // The other nineteen wait the configured 1000 ms, as often as needed while the lock is held.
    expect(t.sleeps.map((sleep) => sleep.ms)).toEqual(Array(19).fill(1000));
    t.wakeAll();
    await settle();
    expect(t.sleeps).toHaveLength(19);
    t.refreshes[0]!.resolve('new');
    await settle();
    t.wakeAll();
    const done = await results;
    expect(done.map((sent) => [sent.resultCode, sent.result])).toEqual(Array(20).fill([200, 'ok with new']));
    expect(t.deps.refresh).toHaveBeenCalledTimes(1);
    expect(t.sentTokens.filter((token) => token === 'old')).toHaveLength(20);
    expect(t.sentTokens.filter((token) => token === 'new')).toHaveLength(20);
    expect(t.notifications).toEqual([]);
    expect(t.machine.state()).toEqual({ lock: 0, attempts: 0 });
    expect(t.deps.logout).not.toHaveBeenCalled();
  });

  it('aborts all twenty with the 401 text when the refresh fails, logs out silently, clears the queue, shows the login', async () => {
    const t = setup();
    await t.queue.queue({ url: '/api/user/me?token={{token}}', payload: { method: 'POST', body: '{}' } });
    const results = Promise.all(Array.from({ length: 20 }, (_, n) => t.queue.execute(task(n))));
    await settle();
    t.refreshes[0]!.resolve(undefined);
    await settle();
    t.wakeAll();
    const done = await results;
    expect(done.map((sent) => [sent.resultCode, sent.result])).toEqual(Array(20).fill([401, TOKEN_REFRESH_ABORTED]));
    expect(t.deps.refresh).toHaveBeenCalledTimes(1);
    expect(t.deps.logout).toHaveBeenCalledTimes(1);
    expect(t.deps.clearQueue).toHaveBeenCalledTimes(1);
    expect(t.deps.showLogin).toHaveBeenCalledTimes(1);
    expect(t.queue.pending()).toEqual([]);
    expect(t.session.token).toBeNull();
    expect(t.machine.state().lock).toBe(-1);
    // The generic error rule shows the abort text; the notification store skips the identical repeats.
    expect(new Set(t.notifications.map((n) => n.message))).toEqual(new Set([TOKEN_REFRESH_ABORTED]));
    expect(t.sentTokens).toHaveLength(20);
  });

  it('treats a rejected refresh request like a failed one', async () => {
    const t = setup();
    const result = t.queue.execute(task(1));
    await settle();
    t.refreshes[0]!.reject(new Error('offline'));
    expect((await result).result).toBe(TOKEN_REFRESH_ABORTED);
    expect(t.deps.showLogin).toHaveBeenCalledTimes(1);
  });

  it('gives up after 20 refreshes that the API keeps refusing: lock -1, logout, login modal, the internal error', async () => {
    const t = setup({ accepted: () => false });
    const result = t.queue.execute(task(1));
    for (let n = 1; n <= 20; n += 1) {
      await settle();
      expect(t.deps.refresh).toHaveBeenCalledTimes(n);
      t.refreshes[n - 1]!.resolve(`token-${n}`);
    }
    const sent = await result;
    expect(t.deps.refresh).toHaveBeenCalledTimes(20);
    expect([sent.resultCode, sent.result]).toEqual([401, TOKEN_REFRESH_ABORTED]);
    expect(t.machine.state().lock).toBe(-1);
    expect(t.deps.logout).toHaveBeenCalledTimes(1);
    expect(t.deps.showLogin).toHaveBeenCalledTimes(1);
    expect(t.notifications.map((n) => n.message)).toContain(TOKEN_REFRESH_EXHAUSTED);
  });

  it('resets the counter when a refreshed token works, so a long session never reaches the limit', async () => {
    const t = setup();
    for (let hour = 1; hour <= 25; hour += 1) {
      const token = `token-${hour}`;
      t.session.token = 'old';
      const result = t.queue.execute(task(hour));
      await settle();
      t.refreshes[hour - 1]!.resolve(token);
      expect((await result).result).toBe(`ok with ${token}`);
      expect(t.machine.state()).toEqual({ lock: 0, attempts: 0 });
    }
    expect(t.deps.logout).not.toHaveBeenCalled();
  });

  it('starts over on a new login after a failed refresh', async () => {
    const t = setup();
    const result = t.queue.execute(task(1));
    await settle();
    t.refreshes[0]!.resolve(undefined);
    await result;
    expect(t.machine.state().lock).toBe(-1);
    t.machine.reset();
    t.session.token = 'fresh';
    expect(t.machine.state()).toEqual({ lock: 0, attempts: 0 });
    expect((await t.queue.execute(task(2))).result).toBe('ok with fresh');
  });

  it('with automatic refresh off logs out and shows the login modal without refreshing; the reply stands', async () => {
    const t = setup({ autoRefresh: false });
    const sent = await t.queue.execute(task(1));
    expect([sent.resultCode, sent.result]).toEqual([401, 'not authorized']);
    expect(t.deps.refresh).not.toHaveBeenCalled();
    expect(t.deps.logout).toHaveBeenCalledTimes(1);
    expect(t.deps.showLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves guests alone: a task sent without a token never reaches the machine', async () => {
    const t = setup();
    t.session.token = null;
    const sent = await t.queue.execute(task(1));
    expect(sent.resultCode).toBe(401);
    expect(t.deps.refresh).not.toHaveBeenCalled();
  });

  it.each([true, false])(
    'keeps the refused reply of a task sent with the token this tab is logging out (automatic refresh %s): no refresh, no second logout, no login modal',
    async (autoRefresh) => {
      const t = setup({ autoRefresh });
      // The logout's request revoked the refresh token; the tab still holds the old token until it turns guest.
      t.machine.retire('old');
      const sent = await t.queue.execute(task(1));
      expect([sent.resultCode, sent.result]).toEqual([401, 'not authorized']);
      expect(t.deps.refresh).not.toHaveBeenCalled();
      expect(t.deps.logout).not.toHaveBeenCalled();
      expect(t.deps.showLogin).not.toHaveBeenCalled();
      expect(t.machine.state()).toEqual({ lock: 0, attempts: 0 });
    },
  );

  it('retires only the token named: a task refused with an older token than the retired one is not refreshed either, another session is', async () => {
    const t = setup({ accepted: (token) => token === 'new' });
    t.session.token = 'current';
    t.machine.retire('current');
    // Sent with a token that is no longer the session's, refused while the current one is being logged out.
    const stale = t.queue.execute({ url: '/api/cart/pull?token=stale' });
    expect((await stale).resultCode).toBe(401);
    expect(t.deps.refresh).not.toHaveBeenCalled();
    // A new login: its token is not retired, and a refusal of it refreshes as usual.
    t.machine.reset();
    t.session.token = 'other';
    const result = t.queue.execute(task(2));
    await settle();
    expect(t.deps.refresh).toHaveBeenCalledTimes(1);
    t.refreshes[0]!.resolve('new');
    expect((await result).result).toBe('ok with new');
  });
});
