// @vitest-environment jsdom
import { createStorageManager, type StorageManager } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from './account-settings';
import { createSessionController } from './session-controller';

// One browser storage for every "tab" of a test, in memory (the real one is localStorage).
let storage: StorageManager;
vi.mock('../../lib/browser-storage', () => ({
  SESSION_SAVED_EVENT: 'sf:session-saved',
  browserStorage: () => storage,
}));

const settings = {
  endpoints: { me: '/api/user/me?token={{token}}', logout: '/api/user/logout', refresh: '/api/user/refresh' },
  autoRefreshTokens: true,
  tokenRefreshMaxAttempts: 20,
  tokenRefreshRetryMs: 1000,
  tokenInHeader: false,
  loginAfterCreatePassword: false,
  multistore: false,
  storeCode: '',
} as unknown as AccountSettings;

const tab = () =>
  createSessionController({
    initial: { token: 'tok', user: { id: 5 } as never },
    settings,
    notifications: { add: vi.fn() } as never,
    loadActions: () => import('./session-actions'),
  });

const update = (firstname: string) => ({
  url: settings.endpoints.me,
  payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ firstname }) },
  silent: true,
});

const sent: string[] = [];

beforeEach(() => {
  vi.resetModules();
  storage = createStorageManager({ localStorage: null, indexedDB: null });
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.body && url.startsWith('/api/user/me')) sent.push(String(init.body));
      return new Response(JSON.stringify({ code: 200, result: {} }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the session outbox', () => {
  it('keeps queued tasks for a later page, which sends them in order, once', async () => {
    const { sessionOutbox } = await import('./session-queue');
    const earlier = sessionOutbox(tab());
    await earlier.queue(update('Ada'));
    await earlier.queue(update('Grace'));

    // A reload: new modules, a new session, the same storage.
    vi.resetModules();
    const outbox = await import('./sync-task-outbox');
    await outbox.startSyncTaskOutbox(tab());
    await outbox.flushSyncTasks();
    expect(sent).toEqual(['{"firstname":"Ada"}', '{"firstname":"Grace"}']);
    expect(await storage.collection('syncTasks').keys()).toEqual([]);
  });

  it('drops the queued tasks when the shopper logs out', async () => {
    const { sessionOutbox } = await import('./session-queue');
    const actions = await import('./session-actions');
    const controller = tab();
    await sessionOutbox(controller).queue(update('Ada'));
    await actions.endSession(controller, { silent: true });
    expect(await storage.collection('syncTasks').keys()).toEqual([]);
    expect(controller.getSnapshot()).toMatchObject({ token: null, user: null });
    await sessionOutbox(controller).flush();
    expect(sent).toEqual([]);
  });

  it('drops the queued tasks when the token refresh is refused (spec point 4, token invalidation step 3)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/user/logout')) sent.push('logout');
        const refused = url.startsWith('/api/user/me') || url.startsWith('/api/user/refresh');
        return new Response(JSON.stringify(refused ? { code: 401, result: 'not authorized' } : { code: 200 }), {
          status: refused ? 401 : 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { sessionOutbox } = await import('./session-queue');
    const controller = tab();
    const outbox = sessionOutbox(controller);
    await outbox.queue(update('Ada'));
    await outbox.queue(update('Grace'));
    await outbox.flush();
    await vi.waitFor(() => expect(controller.getSnapshot()).toMatchObject({ token: null, user: null }));
    expect(await storage.collection('syncTasks').keys()).toEqual([]);
    expect(outbox.pending()).toEqual([]);
    expect(sent).toEqual(['logout']);
  });
});
