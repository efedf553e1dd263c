/** Values for the `{{placeholders}}` of a task URL other than `{{token}}` and `{{cartId}}`. */
export type TaskParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The request part of a task: the subset of fetch's RequestInit that survives JSON, so a queued task can be persisted
 * and sent after a reload.
 */
export interface SyncTaskPayload {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  mode?: 'cors' | 'no-cors' | 'same-origin';
}

/**
 * docs/behaviour.md#sync-task-queue. The misspelling `transmited` is the spec's field name. Times are epoch milliseconds so a
 * task stays plain JSON.
 */
export interface SyncTask {
  task_id: string;
  /** The endpoint template, e.g. `/api/cart/pull?token={{token}}&cartId={{cartId}}`; substituted only when sent. */
  url: string;
  payload: SyncTaskPayload;
  params?: TaskParams;
  transmited: boolean;
  transmited_at?: number;
  created_at: number;
  updated_at: number;
  /** The reply's `result`, unchecked: the caller that knows the endpoint narrows it. */
  result?: unknown;
  resultCode?: number;
  /** Same value as resultCode, kept under the name fetch-style callers read. */
  code?: number;
  meta?: Record<string, unknown>;
  acknowledged?: boolean;
  /** `store:<action>` dispatches a store action, any other name is emitted on the event bus. */
  callback_event?: string;
  /** Suppresses the generic error notification (see docs/behaviour.md#reply-errors). */
  silent?: boolean;
  /** Carried for the result cache; the queue itself does not cache. */
  is_result_cacheable?: boolean;
  /**
   * 'envelope' (default): the reply must be `{code, result}`. 'json': the catalogue search answers in Elasticsearch's
   * own shape, so the whole JSON body is the result and the HTTP status is the code; the content type is still checked.
   */
  expect?: ReplyShape;
}

export type ReplyShape = 'envelope' | 'json';

/** What a caller hands to the queue; the queue fills in identity, state and timestamps. */
export interface SyncTaskInput {
  url: string;
  payload?: SyncTaskPayload;
  params?: TaskParams;
  callback_event?: string;
  silent?: boolean;
  is_result_cacheable?: boolean;
  expect?: ReplyShape;
  /** Keeps an existing id, e.g. when a caller re-sends a task it already holds. */
  task_id?: string;
}

export interface TaskIdentity {
  now(): number;
  newId(): string;
}

/** docs/behaviour.md#sync-task-queue step 1: a task is born untransmitted. */
export function createSyncTask(input: SyncTaskInput, identity: TaskIdentity): SyncTask {
  const at = identity.now();
  const task: SyncTask = {
    task_id: input.task_id ?? identity.newId(),
    url: input.url,
    payload: input.payload ?? {},
    transmited: false,
    created_at: at,
    updated_at: at,
  };
  if (input.params !== undefined) task.params = input.params;
  if (input.callback_event !== undefined) task.callback_event = input.callback_event;
  if (input.silent !== undefined) task.silent = input.silent;
  if (input.is_result_cacheable !== undefined) task.is_result_cacheable = input.is_result_cacheable;
  if (input.expect !== undefined) task.expect = input.expect;
  return task;
}
