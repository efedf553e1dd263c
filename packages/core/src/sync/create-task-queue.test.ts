import { describe, expect, it, vi } from 'vitest';
import { createTaskQueue } from './create-task-queue.js';
import type { SyncTask, SyncTaskInput } from './sync-task.js';
import { SyncTaskError } from './sync-task-error.js';
import type { TaskFetch, TaskQueueDeps } from './task-queue-types.js';
import { createFakeStorage, type FakeStorage } from './test-support/fake-storage.js';
import { deferred, jsonResponse, textResponse } from './test-support/fake-fetch.js';
import type { RecordedCall } from './test-support/fake-fetch.js';
import type { TaskResponse } from './read-envelope.js';

// The platform fetch must be usable as the queue's fetch without an adapter.
const platformFetch: TaskFetch = globalThis.fetch;
void platformFetch;

const ok = (result: unknown = 'OK', meta?: Record<string, unknown>) =>
  jsonResponse(meta ? { code: 200, result, meta } : { code: 200, result });

function setup(overrides: Partial<TaskQueueDeps> = {}) {
  const session: { token: string | undefined; cartId: string | undefined; storeCode: string | undefined } = {
    token: 'tok',
    cartId: 'cart1',
    storeCode: 'de',
  };
  const calls: RecordedCall[] = [];
  let reply: (call: RecordedCall) => TaskResponse | Promise<TaskResponse> = () => ok();
  let clock = 1_000;
  let ids = 0;
  const deps: TaskQueueDeps = {
    fetch: vi.fn(async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return reply(call);
    }),
    getToken: () => session.token,
    getCartId: () => session.cartId,
    getStoreCode: vi.fn(() => session.storeCode),
    multistore: false,
    tokenInHeader: false,
    notify: vi.fn(),
    dispatch: vi.fn(),
    emit: vi.fn(),
    now: () => clock,
    newId: () => `task-${++ids}`,
    onError: vi.fn(),
    ...overrides,
  };
  const queue = createTaskQueue(deps);
  return {
    session,
    calls,
    deps,
    queue,
    replyWith(next: typeof reply) {
      reply = next;
    },
    /** Queues `task` and starts a flush whose answers wait for `held`. */
    async flushHeld(task: SyncTaskInput) {
      const held = deferred<TaskResponse>();
      reply = () => held.promise;
      await queue.queue(task);
      return { held, flushing: queue.flush() };
    },
    tick(ms: number) {
      clock += ms;
    },
  };
}

const pull: SyncTaskInput = { url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' } };
const me: SyncTaskInput = { url: '/api/user/me?token={{token}}', payload: { method: 'GET' } };
const flushed = (tasks: readonly SyncTask[]) => tasks.map((task) => task.url);

describe('createTaskQueue: execute', () => {
  it('sends the task with the session substituted and maps the reply onto the task', async () => {
    const { queue, calls, replyWith, tick } = setup();
    replyWith(() => ok([{ sku: 'a' }], { refreshToken: 'r' }));
    tick(5);
    const task = await queue.execute(pull);
    expect(calls).toEqual([{ url: '/api/cart/pull?token=tok&cartId=cart1', init: { method: 'GET' } }]);
    expect(task).toEqual({
      task_id: 'task-1',
      url: pull.url,
      payload: { method: 'GET' },
      transmited: true,
      transmited_at: 1_005,
      created_at: 1_005,
      updated_at: 1_005,
      result: [{ sku: 'a' }],
      resultCode: 200,
      code: 200,
      meta: { refreshToken: 'r' },
      acknowledged: false,
    });
  });

  it('keeps an error reply as a transmitted task', async () => {
    const { queue, replyWith } = setup();
    replyWith(() => jsonResponse({ code: 500, result: { errorMessage: 'x', code: 401 } }));
    const task = await queue.execute(me);
    expect(task).toMatchObject({
      transmited: true,
      resultCode: 500,
      code: 500,
      result: { errorMessage: 'x', code: 401 },
    });
    expect(task).not.toHaveProperty('meta');
  });

  it('passes params and keeps the caller flags on the task', async () => {
    const { queue, calls } = setup();
    const task = await queue.execute({
      url: '/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}',
      params: { coupon: 'SAVE10' },
      payload: { method: 'POST' },
      silent: true,
      is_result_cacheable: true,
    });
    expect(calls[0]?.url).toBe('/api/cart/apply-coupon?token=tok&cartId=cart1&coupon=SAVE10');
    expect(task).toMatchObject({ silent: true, is_result_cacheable: true, params: { coupon: 'SAVE10' } });
  });

  it('sends an empty token for a guest', async () => {
    const { queue, calls, session } = setup();
    session.token = undefined;
    await queue.execute({ url: '/api/cart/create?token={{token}}', payload: { method: 'POST' } });
    expect(calls[0]?.url).toBe('/api/cart/create?token=');
  });

  it('refuses a cart call without a cart id and sends nothing', async () => {
    const { queue, deps, session } = setup();
    session.cartId = undefined;
    const error = await queue.execute(pull).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SyncTaskError);
    expect(error).toMatchObject({ code: 'NO_CART_ID' });
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('adds storeCode only in multistore', async () => {
    const single = setup();
    await single.queue.execute(pull);
    expect(single.calls[0]?.url).toBe('/api/cart/pull?token=tok&cartId=cart1');
    expect(single.deps.getStoreCode).not.toHaveBeenCalled();

    const multi = setup({ multistore: true });
    await multi.queue.execute(pull);
    expect(multi.calls[0]?.url).toBe('/api/cart/pull?token=tok&cartId=cart1&storeCode=de');
  });

  it('sends the token as a bearer header when tokenInHeader is on', async () => {
    const { queue, calls } = setup({ tokenInHeader: true });
    await queue.execute({ ...me, payload: { method: 'GET', headers: { Accept: 'application/json' } } });
    expect(calls[0]).toEqual({
      url: '/api/user/me',
      init: { method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer tok' } },
    });
  });

  it('rejects a non-JSON reply with the exact message', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => textResponse('<html>offline</html>'));
    await expect(queue.execute(me)).rejects.toMatchObject({ message: 'Error with response - bad content-type!' });
    expect(deps.dispatch).not.toHaveBeenCalled();
  });

  it('rejects a reply in the wrong format with the exact message', async () => {
    const { queue, replyWith } = setup();
    replyWith(() => jsonResponse({ result: 'no code' }));
    await expect(queue.execute(me)).rejects.toMatchObject({ message: 'Unhandled error, wrong response format!' });
  });

  it('rejects with the network error itself', async () => {
    const { queue, replyWith } = setup();
    const offline = new TypeError('Failed to fetch');
    replyWith(() => Promise.reject(offline));
    await expect(queue.execute(me)).rejects.toBe(offline);
  });

  it('does not change the caller input', async () => {
    const { queue } = setup();
    const input = { ...pull, payload: { method: 'GET' } };
    await queue.execute(input);
    expect(input).toEqual({ url: pull.url, payload: { method: 'GET' } });
  });
});

describe('createTaskQueue: generic error rule', () => {
  it('notifies a non-200 reply with a message, with an OK action', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => jsonResponse({ code: 500, result: 'Internal validation error' }));
    await queue.execute(me);
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: 'Internal validation error',
      action1: { label: 'OK' },
    });
  });

  it('notifies an object result with result or message', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => jsonResponse({ code: 400, result: { message: 'Bad address' } }));
    await queue.execute(me);
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Bad address' }));
  });

  it('stays quiet for a 200 reply', async () => {
    const { queue, deps } = setup();
    await queue.execute(me);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('stays quiet for a silent task', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => jsonResponse({ code: 500, result: 'boom' }));
    await queue.execute({ ...me, silent: true });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('stays quiet for a not-found host error', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => jsonResponse({ code: 500, result: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND m2' } }));
    await queue.execute(me);
    replyWith(() => jsonResponse({ code: 500, result: 'getaddrinfo ENOTFOUND m2' }));
    await queue.execute(me);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('stays quiet while a token refresh is in progress', async () => {
    let refreshing = true;
    const { queue, replyWith, deps } = setup({ isRefreshingToken: () => refreshing });
    replyWith(() => jsonResponse({ code: 500, result: 'boom' }));
    await queue.execute(me);
    expect(deps.notify).not.toHaveBeenCalled();
    refreshing = false;
    await queue.execute(me);
    expect(deps.notify).toHaveBeenCalledOnce();
  });
});

describe('createTaskQueue: callback events', () => {
  it("dispatches a 'store:' event as a store action without the prefix", async () => {
    const { queue, deps } = setup();
    const task = await queue.execute({ ...pull, callback_event: 'store:cart/servercartAfterPulled' });
    expect(deps.dispatch).toHaveBeenCalledExactlyOnceWith('cart/servercartAfterPulled', task);
    expect(deps.emit).not.toHaveBeenCalled();
  });

  it('emits any other event on the bus', async () => {
    const { queue, deps } = setup();
    const task = await queue.execute({ ...pull, callback_event: 'servercart-after-pulled' });
    expect(deps.emit).toHaveBeenCalledExactlyOnceWith('servercart-after-pulled', task);
    expect(deps.dispatch).not.toHaveBeenCalled();
  });

  it('fires after transmission, with the reply on the task, also for an error reply', async () => {
    const { queue, deps, replyWith } = setup();
    replyWith(() => jsonResponse({ code: 500, result: 'boom' }));
    await queue.execute({ ...me, callback_event: 'after-me' });
    expect(deps.emit).toHaveBeenCalledWith('after-me', expect.objectContaining({ transmited: true, resultCode: 500 }));
  });

  it('fires nothing without a callback event or without a reply', async () => {
    const { queue, deps, replyWith } = setup();
    await queue.execute(me);
    replyWith(() => textResponse('x'));
    await queue.execute({ ...me, callback_event: 'never' }).catch(() => undefined);
    expect(deps.emit).not.toHaveBeenCalled();
    expect(deps.dispatch).not.toHaveBeenCalled();
  });

  it('reports a failing handler without failing the task', async () => {
    const thrown = new Error('handler broke');
    const rejected = new Error('action rejected');
    const { queue, deps } = setup({
      emit: () => {
        throw thrown;
      },
      dispatch: () => Promise.reject(rejected),
    });
    await expect(queue.execute({ ...me, callback_event: 'bus' })).resolves.toMatchObject({ transmited: true });
    await expect(queue.execute({ ...me, callback_event: 'store:user/me' })).resolves.toMatchObject({
      transmited: true,
    });
    await vi.waitFor(() => expect(deps.onError).toHaveBeenCalledTimes(2));
    expect(deps.onError).toHaveBeenCalledWith(thrown, 'sync-tasks:callback');
    expect(deps.onError).toHaveBeenCalledWith(rejected, 'sync-tasks:callback');
  });
});

describe('createTaskQueue: queue and flush', () => {
  it('queues a task untransmitted without sending it', async () => {
    const { queue, deps } = setup();
    const task = await queue.queue(me);
    expect(task).toMatchObject({ task_id: 'task-1', transmited: false, created_at: 1_000, updated_at: 1_000 });
    expect(queue.pending()).toEqual([task]);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('refuses at once a task whose URL params are missing', async () => {
    const { queue } = setup();
    await expect(
      queue.queue({ url: '/api/cart/apply-coupon?coupon={{coupon}}', payload: { method: 'POST' } }),
    ).rejects.toMatchObject({ code: 'MISSING_PARAM' });
    expect(queue.pending()).toEqual([]);
  });

  it('sends queued tasks one at a time in creation order, each with the token of its moment', async () => {
    const { queue, calls, replyWith, session } = setup();
    const first = deferred<TaskResponse>();
    replyWith((call) => (call.url.startsWith('/api/user/me') ? first.promise : ok()));
    await queue.queue(me);
    await queue.queue(pull);
    await queue.queue({ url: '/api/cart/totals?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' } });

    const flushing = queue.flush();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The queue and these fakes run on promise jobs alone, no timers: once every job has run (one macrotask turn),
    // a send that did not wait for the first answer would already be in `calls`.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.map((call) => call.url)).toEqual(['/api/user/me?token=tok']);

    session.token = 'fresh';
    session.cartId = 'cart2';
    first.resolve(ok({ email: 'a@b.c' }));
    const report = await flushing;

    expect(calls.map((call) => call.url)).toEqual([
      '/api/user/me?token=tok',
      '/api/cart/pull?token=fresh&cartId=cart2',
      '/api/cart/totals?token=fresh&cartId=cart2',
    ]);
    expect(report.remaining).toBe(0);
    expect(report.error).toBeUndefined();
    expect(flushed(report.transmitted)).toEqual([
      me.url,
      pull.url,
      '/api/cart/totals?token={{token}}&cartId={{cartId}}',
    ]);
    expect(report.transmitted.every((task) => task.transmited)).toBe(true);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a task whose request failed, with those after it, and retries it on the next flush', async () => {
    const { queue, calls, replyWith } = setup();
    const offline = new TypeError('Failed to fetch');
    replyWith(() => Promise.reject(offline));
    const first = await queue.queue(me);
    await queue.queue(pull);

    const failed = await queue.flush();
    expect(failed).toMatchObject({ transmitted: [], remaining: 2, error: offline, failedTask: first });
    expect(calls).toHaveLength(1);
    expect(queue.pending().map((task) => [task.task_id, task.transmited])).toEqual([
      ['task-1', false],
      ['task-2', false],
    ]);

    replyWith(() => ok());
    const retried = await queue.flush();
    expect(flushed(retried.transmitted)).toEqual([me.url, pull.url]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/user/me?token=tok',
      '/api/user/me?token=tok',
      '/api/cart/pull?token=tok&cartId=cart1',
    ]);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a cart task queued until there is a cart id', async () => {
    const { queue, session, deps } = setup();
    session.cartId = undefined;
    await queue.queue(pull);
    const report = await queue.flush();
    expect(report.error).toMatchObject({ code: 'NO_CART_ID' });
    expect(deps.fetch).not.toHaveBeenCalled();
    session.cartId = 'cart9';
    expect((await queue.flush()).transmitted).toHaveLength(1);
  });

  it('removes a task answered with an error code, after notifying it', async () => {
    const { queue, replyWith, deps } = setup();
    replyWith(() => jsonResponse({ code: 500, result: 'boom' }));
    await queue.queue(me);
    const report = await queue.flush();
    expect(report.transmitted[0]).toMatchObject({ resultCode: 500, transmited: true });
    expect(queue.pending()).toEqual([]);
    expect(deps.notify).toHaveBeenCalledOnce();
  });

  it('fires the callback event of a flushed task once it is off the queue', async () => {
    const { queue, deps } = setup();
    let pendingDuringCallback = -1;
    vi.mocked(deps.emit).mockImplementation(() => {
      pendingDuringCallback = queue.pending().length;
    });
    await queue.queue({ ...me, callback_event: 'me-synced' });
    await queue.flush();
    expect(deps.emit).toHaveBeenCalledWith('me-synced', expect.objectContaining({ transmited: true }));
    expect(pendingDuringCallback).toBe(0);
  });

  it('joins a running flush instead of starting a second one', async () => {
    const { queue, calls, flushHeld } = setup();
    const { held, flushing: one } = await flushHeld(me);
    const two = queue.flush();
    expect(two).toBe(one);
    held.resolve(ok());
    await one;
    expect(calls).toHaveLength(1);
  });

  it('sends a task queued during a flush in the same flush', async () => {
    const { queue, replyWith, calls, flushHeld } = setup();
    const { held, flushing } = await flushHeld(me);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queue.queue(pull);
    replyWith(() => ok());
    held.resolve(ok());
    expect(flushed((await flushing).transmitted)).toEqual([me.url, pull.url]);
  });

  it('resolves an empty flush at once', async () => {
    const { queue } = setup();
    expect(await queue.flush()).toEqual({ transmitted: [], remaining: 0 });
  });

  it('clears the untransmitted tasks', async () => {
    const storage = createFakeStorage();
    const { queue, deps } = setup({ storage });
    await queue.queue(me);
    await queue.clearNotTransmitted();
    expect(queue.pending()).toEqual([]);
    expect(storage.data.size).toBe(0);
    await queue.flush();
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});

describe('createTaskQueue: persistence', () => {
  const storedIds = (storage: FakeStorage) =>
    [...storage.data.values()].map((task) => (task as SyncTask).task_id).sort();

  it('restores the queued tasks of an earlier session and sends them', async () => {
    const storage = createFakeStorage();
    const before = setup({ storage });
    const queued = [await before.queue.queue(me), await before.queue.queue({ ...pull, callback_event: 'pulled' })];
    expect(storedIds(storage)).toEqual(['task-1', 'task-2']);

    const after = setup({ storage });
    expect(await after.queue.restore()).toEqual(queued);
    const report = await after.queue.flush();
    expect(report.transmitted.map((task) => task.task_id)).toEqual(['task-1', 'task-2']);
    expect(after.deps.emit).toHaveBeenCalledWith('pulled', expect.objectContaining({ task_id: 'task-2' }));
    expect(storage.data.size).toBe(0);
  });

  it('keeps creation order across tabs sharing the storage, also within one millisecond', async () => {
    const storage = createFakeStorage();
    const one = setup({ storage, newId: () => `one-${Math.random()}` });
    const two = setup({ storage, newId: () => 'two' });
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
    for (const task_id of ids) await one.queue.queue({ ...me, task_id });
    two.tick(1);
    await two.queue.queue(pull);
    expect((await one.queue.restore()).map((task) => task.task_id)).toEqual([...ids, 'two']);
    expect((await two.queue.restore()).map((task) => task.task_id)).toEqual([...ids, 'two']);
  });

  it('removes each task from storage as soon as it is transmitted', async () => {
    const storage = createFakeStorage();
    const { queue, replyWith } = setup({ storage });
    await queue.queue(me);
    await queue.queue(pull);
    const held = deferred<TaskResponse>();
    let calls = 0;
    replyWith(() => (++calls === 1 ? ok() : held.promise));
    const flushing = queue.flush();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(storedIds(storage)).toEqual(['task-2']);
    held.resolve(ok());
    await flushing;
    expect(storage.data.size).toBe(0);
  });

  it('never sends a stored task twice when two tabs flush one storage under the lock', async () => {
    const storage = createFakeStorage();
    let held = Promise.resolve();
    // One lock for both tabs, like a Web Lock: each flush waits for the previous one.
    const lock = <T>(work: () => Promise<T>): Promise<T> => {
      const run = held.then(work);
      held = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const one = setup({ storage, lock });
    const two = setup({ storage, lock, newId: () => 'other' });
    await one.queue.queue(me);
    await one.queue.queue(pull);
    // The second tab read the stored tasks before the first one sent them.
    expect(await two.queue.restore()).toHaveLength(2);
    const [first, second] = await Promise.all([one.queue.flush(), two.queue.flush()]);
    expect(first.transmitted.map((task) => task.task_id)).toEqual(['task-1', 'task-2']);
    expect(second.transmitted).toEqual([]);
    expect(one.calls.length + two.calls.length).toBe(2);
  });

  it('skips a task another tab sent meanwhile, even without a lock', async () => {
    const storage = createFakeStorage();
    const one = setup({ storage });
    await one.queue.queue(me);
    const two = setup({ storage });
    expect(await two.queue.restore()).toHaveLength(1);
    await one.queue.flush();
    expect((await two.queue.flush()).transmitted).toEqual([]);
    expect(two.calls).toEqual([]);
  });

  it('clears the stored tasks of every tab', async () => {
    const storage = createFakeStorage();
    const one = setup({ storage });
    const two = setup({ storage, newId: () => 'other' });
    await one.queue.queue(me);
    await two.queue.queue(pull);
    await one.queue.clearNotTransmitted();
    expect(storage.data.size).toBe(0);
    expect(await two.queue.restore()).toEqual([]);
  });

  it('reports a flush whose lock failed and keeps the tasks', async () => {
    const storage = createFakeStorage();
    const broken = new Error('lock refused');
    const { queue, calls } = setup({ storage, lock: () => Promise.reject(broken) });
    await queue.queue(me);
    expect(await queue.flush()).toEqual({ transmitted: [], remaining: 1, error: broken });
    expect(calls).toEqual([]);
    expect(storage.data.size).toBe(1);
  });

  it('uses the configured storage key as the prefix of the task keys', async () => {
    const storage = createFakeStorage();
    const { queue } = setup({ storage, storageKey: 'de/sync-tasks' });
    await queue.queue(me);
    expect([...storage.data.keys()]).toEqual([expect.stringMatching(/^de\/sync-tasks\/.+-task-1$/)]);
    const other = setup({ storage, storageKey: 'sync-tasks' });
    expect(await other.queue.restore()).toEqual([]);
  });

  it('drops unreadable stored entries and reports them', async () => {
    const good = { task_id: 'a', url: '/api/user/me', payload: {}, transmited: false, created_at: 1, updated_at: 1 };
    const storage = createFakeStorage({
      'sync-tasks/1-a': good,
      'sync-tasks/2-b': { task_id: 'b' },
      'sync-tasks/3-c': { ...good, task_id: 'c', transmited: true },
    });
    const { queue, deps } = setup({ storage });
    expect((await queue.restore()).map((task) => task.task_id)).toEqual(['a']);
    expect(deps.onError).toHaveBeenCalledTimes(2);
    expect([...storage.data.keys()]).toEqual(['sync-tasks/1-a']);
  });

  it('keeps working in memory when the storage fails', async () => {
    const broken = new Error('quota exceeded');
    const storage = {
      getItem: () => Promise.reject(broken),
      setItem: () => Promise.reject(broken),
      removeItem: () => Promise.reject(broken),
      keys: () => Promise.reject(broken),
    };
    const { queue, deps } = setup({ storage });
    await queue.queue(me);
    expect(queue.pending()).toHaveLength(1);
    expect((await queue.flush()).transmitted).toHaveLength(1);
    expect(deps.onError).toHaveBeenCalledWith(broken, 'sync-tasks:restore');
    expect(deps.onError).toHaveBeenCalledWith(broken, 'sync-tasks:persist');
  });
});

describe('createTaskQueue: onUnauthorized extension point', () => {
  const refused = () => jsonResponse({ code: 401, result: "The consumer isn't authorized to access self." });

  it('lets the hook retry with a refreshed token and makes the retry the outcome', async () => {
    const { calls, replyWith, session, deps } = setup();
    replyWith(() => refused());
    const onUnauthorized = vi.fn(async ({ retry }: { retry(): Promise<SyncTask> }) => {
      session.token = 'refreshed';
      replyWith(() => ok({ email: 'a@b.c' }));
      return retry();
    });
    const q = createTaskQueue({ ...deps, onUnauthorized });
    const task = await q.execute({ ...me, callback_event: 'me-loaded' });

    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok', task: expect.objectContaining({ resultCode: 401, transmited: true }) }),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/user/me?token=tok', '/api/user/me?token=refreshed']);
    expect(task).toMatchObject({ resultCode: 200, result: { email: 'a@b.c' } });
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.emit).toHaveBeenCalledExactlyOnceWith('me-loaded', task);
  });

  it('keeps the refused reply as the outcome when the hook returns nothing', async () => {
    const { replyWith, deps } = setup();
    replyWith(() => refused());
    const q = createTaskQueue({ ...deps, onUnauthorized: () => undefined });
    expect(await q.execute(me)).toMatchObject({ resultCode: 401 });
    expect(deps.notify).toHaveBeenCalledOnce();
  });

  it('is not called for a guest or for other errors', async () => {
    const { replyWith, deps, session } = setup();
    const onUnauthorized = vi.fn(() => undefined);
    const q = createTaskQueue({ ...deps, onUnauthorized });
    replyWith(() => jsonResponse({ code: 500, result: 'boom' }));
    await q.execute(me);
    session.token = undefined;
    replyWith(() => refused());
    await q.execute(me);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createTaskQueue: defaults', () => {
  it('creates unique ids and timestamps without injected ones', async () => {
    const { deps } = setup();
    const { now: _now, newId: _newId, ...rest } = deps;
    const queue = createTaskQueue(rest);
    const a = await queue.queue(me);
    const b = await queue.queue(me);
    expect(a.task_id).not.toBe(b.task_id);
    expect(a.created_at).toBeGreaterThan(1_600_000_000_000);
  });

  it('keeps separate queues apart', async () => {
    const one = setup();
    const two = setup();
    await one.queue.queue(me);
    expect(two.queue.pending()).toEqual([]);
  });
});
