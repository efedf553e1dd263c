import { afterEach, describe, expect, it } from 'vitest';
import { createTaskQueue, createTokenRefresh, type Notification, type SyncTask } from '@storefront/core';
import { postJson } from '../test-support/start-test-api.js';
import { startUserApi, type UserTestApi } from './test-support/start-user-api.js';

const PASSWORD = 'correct horse 1';
let api: UserTestApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * The token-invalidation machine of docs/behaviour.md#token-refresh from core, with the API's real replies: a VSF-style client (refresh
 * token in the body) whose access token expired sends twenty tasks at once.
 */
async function shopperWithExpiredToken() {
  api = await startUserApi();
  const base = api.url;
  const email = `twenty-${Date.now()}@example.com`;
  await postJson(`${base}/api/user/create`, {
    customer: { email, firstname: 'Ann', lastname: 'Lee' },
    password: PASSWORD,
  });
  const login = await postJson(`${base}/api/user/login`, { username: email, password: PASSWORD });
  expect(login.status).toBe(200);
  const session = { token: login.body.result as string, refreshToken: login.body.meta.refreshToken as string };
  const notifications: Notification[] = [];
  const ended = { logout: 0, showLogin: 0 };
  const machine = createTokenRefresh({
    autoRefresh: true,
    maxAttempts: 20,
    retryMs: 20,
    getToken: () => session.token,
    refresh: async () => {
      const reply = await postJson(`${base}/api/user/refresh`, { refreshToken: session.refreshToken });
      if (reply.body.code !== 200) return undefined;
      session.refreshToken = reply.body.meta.refreshToken;
      return reply.body.result as string;
    },
    setToken: (token) => (session.token = token),
    logout: () => {
      ended.logout++;
    },
    clearQueue: () => undefined,
    showLogin: () => {
      ended.showLogin++;
    },
    notify: (notification) => notifications.push(notification),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  const queue = createTaskQueue({
    fetch: (url, init) => fetch(new URL(url, base), init as RequestInit),
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
  const twentyProfileReads = (): Promise<SyncTask[]> =>
    Promise.all(
      Array.from({ length: 20 }, () =>
        queue.execute({ url: '/api/user/me?token={{token}}', payload: { method: 'GET' } }),
      ),
    );
  return { api, session, notifications, ended, twentyProfileReads };
}

/** Counts the refresh requests this process sends, whoever sends them (global fetch, restored afterwards). */
async function countingRefreshRequests<T>(run: () => Promise<T>): Promise<{ result: T; refreshes: number }> {
  let refreshes = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    if (String(input instanceof Request ? input.url : input).includes('/api/user/refresh')) refreshes++;
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    return { result: await run(), refreshes };
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('twenty tasks refused at once, over HTTP', () => {
  it('cost exactly one refresh request, and all twenty read the profile with the new token', async () => {
    const shopper = await shopperWithExpiredToken();
    const expired = shopper.session.token;
    shopper.api.advance(3_601_000);
    const { result: tasks, refreshes } = await countingRefreshRequests(shopper.twentyProfileReads);
    expect(refreshes).toBe(1);
    expect(tasks.map((task) => task.resultCode)).toEqual(Array(20).fill(200));
    expect(tasks.every((task) => (task.result as { email: string }).email.startsWith('twenty-'))).toBe(true);
    expect(shopper.session.token).not.toBe(expired);
    expect(shopper.notifications).toEqual([]);
    expect(shopper.ended).toEqual({ logout: 0, showLogin: 0 });
  });

  it('after a revoked session: one refresh attempt, all twenty aborted with the spec text, one silent logout', async () => {
    const shopper = await shopperWithExpiredToken();
    const logout = await postJson(`${shopper.api.url}/api/user/logout`, { refreshToken: shopper.session.refreshToken });
    expect(logout.status).toBe(200);
    const { result: tasks, refreshes } = await countingRefreshRequests(shopper.twentyProfileReads);
    expect(refreshes).toBe(1);
    expect(tasks.map((task) => [task.resultCode, task.result])).toEqual(
      Array(20).fill([401, 'Error refreshing user token. User is not authorized to access the resource']),
    );
    expect(shopper.ended).toEqual({ logout: 1, showLogin: 1 });
  });
});
