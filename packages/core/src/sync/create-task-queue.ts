import { errorNotificationFor } from './error-notification.js';
import { fireCallbackEvent } from './fire-callback-event.js';
import { isUnauthorizedReply } from './is-unauthorized-reply.js';
import { createPendingTasks } from './pending-tasks.js';
import type { ErrorReporter } from './pending-tasks.js';
import { readEnvelope } from './read-envelope.js';
import { assertTaskParams, resolveTaskRequest } from './resolve-task-request.js';
import { createSyncTask } from './sync-task.js';
import type { SyncTask } from './sync-task.js';
import { createTaskIdGenerator } from './create-task-id.js';
import type { FlushReport, TaskQueue, TaskQueueDeps } from './task-queue-types.js';

export const DEFAULT_SYNC_TASK_STORAGE_KEY = 'sync-tasks';

const reportToConsole: ErrorReporter = (error, context) => console.error(`[${context}]`, error);

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

function replyOf(task: SyncTask) {
  return { resultCode: task.resultCode ?? 0, result: task.result };
}

/**
 * docs/behaviour.md#sync-task-queue and docs/behaviour.md#sync-task-queue "Sync task". One queue per shopper session: on the
 * server each request builds its own, so sessions never share tokens, carts or pending tasks.
 */
export function createTaskQueue(deps: TaskQueueDeps): TaskQueue {
  const now = deps.now ?? (() => Date.now());
  const identity = { now, newId: deps.newId ?? createTaskIdGenerator(now) };
  const report = deps.onError ?? reportToConsole;
  const pending = createPendingTasks({
    storage: deps.storage,
    key: deps.storageKey ?? DEFAULT_SYNC_TASK_STORAGE_KEY,
    report,
  });
  let flushing: Promise<FlushReport> | undefined;

  async function send(task: SyncTask): Promise<{ sent: SyncTask; token: string }> {
    // Read at send time, not at creation time: a queued task must go out with the session of the moment it is sent.
    const token = deps.getToken() ?? '';
    const request = resolveTaskRequest(task, {
      token,
      cartId: deps.getCartId(),
      storeCode: deps.multistore ? deps.getStoreCode() : undefined,
      multistore: deps.multistore,
      tokenInHeader: deps.tokenInHeader,
    });
    const envelope = await readEnvelope(await deps.fetch(request.url, request.init), task.expect);
    const at = now();
    const sent: SyncTask = {
      ...task,
      transmited: true,
      transmited_at: at,
      updated_at: at,
      result: envelope.result,
      resultCode: envelope.code,
      code: envelope.code,
      acknowledged: false,
    };
    if (envelope.meta) sent.meta = envelope.meta;
    else delete sent.meta;
    return { sent, token };
  }

  async function transmit(task: SyncTask): Promise<SyncTask> {
    const { sent, token } = await send(task);
    let outcome = sent;
    if (deps.onUnauthorized && token !== '' && isUnauthorizedReply(replyOf(sent))) {
      const retry = async () => (await send(task)).sent;
      outcome = (await deps.onUnauthorized({ task: sent, token, retry })) ?? sent;
    }
    const notification = errorNotificationFor(replyOf(outcome), {
      silent: outcome.silent,
      refreshingToken: deps.isRefreshingToken?.() ?? false,
    });
    if (notification) deps.notify(notification);
    return outcome;
  }

  function announce(task: SyncTask): void {
    // The task is already transmitted; a failing handler must neither undo that nor stop a flush.
    try {
      const handled = fireCallbackEvent(task, deps);
      if (isThenable(handled)) Promise.resolve(handled).catch((error: unknown) => report(error, 'sync-tasks:callback'));
    } catch (error) {
      report(error, 'sync-tasks:callback');
    }
  }

  /**
   * Before each task the stored list is read again: another tab may have sent it already (it is removed from storage
   * as soon as it is transmitted) or queued more. The lock keeps tabs from sending the same stored task at once.
   */
  async function drain(): Promise<FlushReport> {
    const transmitted: SyncTask[] = [];
    for (let task = await next(); task; task = await next()) {
      let sent: SyncTask;
      try {
        sent = await transmit(task);
      } catch (error) {
        return { transmitted, remaining: pending.list().length, error, failedTask: task };
      }
      await pending.remove(task.task_id);
      announce(sent);
      transmitted.push(sent);
    }
    return { transmitted, remaining: 0 };
  }

  async function next(): Promise<SyncTask | undefined> {
    await pending.reload();
    return pending.list()[0];
  }

  const exclusively = deps.lock ?? ((work) => work());

  return {
    async execute(input) {
      const sent = await transmit(createSyncTask(input, identity));
      announce(sent);
      return sent;
    },
    async queue(input) {
      const task = createSyncTask(input, identity);
      assertTaskParams(task);
      await pending.add(task);
      return task;
    },
    flush() {
      flushing ??= exclusively(drain)
        // Only the lock itself can fail here (drain never rejects): the tasks stay for the next flush.
        .catch((error: unknown): FlushReport => ({ transmitted: [], remaining: pending.list().length, error }))
        .finally(() => {
          flushing = undefined;
        });
      return flushing;
    },
    async restore() {
      await pending.reload();
      return pending.list();
    },
    pending: () => pending.list(),
    clearNotTransmitted: () => pending.clear(),
  };
}
