import type { Notification } from '../ui/notification.js';
import type { TaskResponse } from './read-envelope.js';
import type { ErrorReporter, SyncTaskStorage } from './pending-tasks.js';
import type { SyncTask, SyncTaskInput, SyncTaskPayload } from './sync-task.js';

/** The global fetch fits this type; tests pass a fake. */
export type TaskFetch = (url: string, init: SyncTaskPayload) => Promise<TaskResponse>;

/**
 * Handed to `onUnauthorized` when a reply says the token is not valid (see docs/behaviour.md#token-refresh).
 * `task` is the transmitted task holding the failed reply.
 */
export interface UnauthorizedEvent {
  task: SyncTask;
  /** The token that was refused. */
  token: string;
  /**
   * Sends the same task again, reading the token and cart id afresh. A retry does not call `onUnauthorized` again,
   * so the hook owns the attempt count (docs/behaviour.md#constants-and-limits: at most 20). It resolves with the transmitted retry, which has
   * not yet fired its callback event, and rejects like `execute` does.
   */
  retry(): Promise<SyncTask>;
}

export interface TaskQueueDeps {
  fetch: TaskFetch;
  getToken(): string | null | undefined;
  getCartId(): string | null | undefined;
  getStoreCode(): string | null | undefined;
  multistore: boolean;
  tokenInHeader: boolean;
  /** Receives the generic error notification of docs/behaviour.md#reply-errors. */
  notify(notification: Notification): void;
  /** For `store:<action>` callback events; gets the action name without the prefix. */
  dispatch(action: string, payload: SyncTask): unknown;
  /** For every other callback event (the event bus). */
  emit(event: string, payload: SyncTask): unknown;
  /** True while a token refresh runs; error notifications are held back meanwhile (see docs/behaviour.md#token-refresh). */
  isRefreshingToken?(): boolean;
  /**
   * Extension point for the token refresh (a later issue). Called for a non-200 reply that says the token is not
   * valid while a token was sent. Return a task (usually from `event.retry()` after refreshing the token) to make it
   * the outcome instead of the refused reply. Return undefined to keep the refused reply as the outcome. Either way
   * the generic error rule (consulting `isRefreshingToken` after the hook) and the callback event apply to the
   * outcome only, once. A rejection of the hook rejects `execute` and keeps a queued task for the next flush.
   * Without the hook, such replies are ordinary replies.
   */
  onUnauthorized?(event: UnauthorizedEvent): Promise<SyncTask | undefined> | SyncTask | undefined;
  /**
   * Keeps queued tasks across reloads and closed tabs, one entry per task; without it they live in memory only (e.g. on
   * the server). Queues sharing a storage and key share their tasks: a flush sends every stored one.
   */
  storage?: SyncTaskStorage;
  /** Prefix of the stored tasks' keys; default 'sync-tasks'. Give each store view its own when their queues differ. */
  storageKey?: string;
  /**
   * Runs a whole flush exclusively (in the browser a Web Lock shared by the tabs), so that two tabs never send the
   * same stored task. Default: no lock.
   */
  lock?<T>(work: () => Promise<T>): Promise<T>;
  /** Epoch milliseconds; default Date.now. */
  now?(): number;
  /** Default: time plus a per-queue counter plus randomness. */
  newId?(): string;
  /** Failures that must not break the queue: storage errors and throwing or rejecting callback handlers. Default console.error. */
  onError?: ErrorReporter;
}

export interface FlushReport {
  /** The tasks sent in this flush, in order, including those whose reply was an error code. */
  transmitted: SyncTask[];
  /** Tasks still waiting, the failed one first. */
  remaining: number;
  /** Why the flush stopped early: the fetch error or a SyncTaskError. Absent when the queue was emptied. */
  error?: unknown;
  failedTask?: SyncTask;
}

export interface TaskQueue {
  /** Sends a task now and resolves with it transmitted. Rejects without a reply (network, format, no cart id). */
  execute(input: SyncTaskInput): Promise<SyncTask>;
  /** Stores a task untransmitted and resolves with it; `flush` sends it. Rejects at once when a URL param is missing. */
  queue(input: SyncTaskInput): Promise<SyncTask>;
  /**
   * Sends the queued tasks one at a time in creation order, each with the token and cart id of its own moment. Stops
   * at the first task that gets no reply and keeps it and those after it for the next flush, so the order holds.
   * A call while a flush runs joins that flush. Each task leaves storage as soon as it is transmitted. Never rejects.
   */
  flush(): Promise<FlushReport>;
  /** Reads the stored tasks (an earlier session's, another tab's) and resolves with everything waiting. */
  restore(): Promise<readonly SyncTask[]>;
  /** The untransmitted tasks in creation order. */
  pending(): readonly SyncTask[];
  /** Drops every untransmitted task (docs/behaviour.md#token-refresh: after a failed token refresh). */
  clearNotTransmitted(): Promise<void>;
}
