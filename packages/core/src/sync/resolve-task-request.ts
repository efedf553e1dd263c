import { removeQueryParam, setQueryParam } from './query-params.js';
import type { SyncTask, SyncTaskPayload } from './sync-task.js';
import { SyncTaskError } from './sync-task-error.js';
import { findPlaceholders, taskUrl } from './task-url.js';

/** The shopper's session at the moment a task is sent. */
export interface TaskContext {
  token?: string | null | undefined;
  cartId?: string | null | undefined;
  storeCode?: string | null | undefined;
  multistore: boolean;
  tokenInHeader: boolean;
}

export interface TaskRequest {
  url: string;
  init: SyncTaskPayload;
}

const SESSION_PLACEHOLDERS = new Set(['token', 'cartId']);

/** Placeholders the task's own params must fill; rejected up front since no later session change can fill them. */
export function assertTaskParams(task: Pick<SyncTask, 'url' | 'params'>): void {
  const params = task.params ?? {};
  const missing = findPlaceholders(task.url).filter(
    (name) => !SESSION_PLACEHOLDERS.has(name) && !Object.hasOwn(params, name),
  );
  if (missing.length > 0) {
    throw new SyncTaskError(
      'MISSING_PARAM',
      `Sync task ${task.url} has no value for ${missing.map((name) => `{{${name}}}`).join(', ')}`,
    );
  }
}

function withBearer(headers: Record<string, string> | undefined, token: string): Record<string, string> {
  // Header names are case-insensitive; a stale 'authorization' beside ours would be merged into one invalid value.
  const kept = Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'authorization');
  return { ...Object.fromEntries(kept), Authorization: `Bearer ${token}` };
}

/**
 * docs/behaviour.md#calls / docs/behaviour.md#sync-task-queue: turns a task into the request actually sent, with the session read at send time.
 * The token and cart id always come from the session (a task's params cannot override them); missing ones become ''
 * except that a URL needing a cart id is refused while there is none, because the server would otherwise act on the
 * wrong cart.
 */
export function resolveTaskRequest(
  task: Pick<SyncTask, 'url' | 'params' | 'payload'>,
  context: TaskContext,
): TaskRequest {
  assertTaskParams(task);
  const placeholders = findPlaceholders(task.url);
  if (placeholders.includes('cartId') && !context.cartId) {
    throw new SyncTaskError('NO_CART_ID', `Sync task ${task.url} needs a cart id and there is no cart yet`);
  }
  const token = context.token ?? '';
  let url = taskUrl(task.url, { ...task.params, token, cartId: context.cartId ?? '' });
  let init = task.payload;
  if (context.tokenInHeader) {
    url = removeQueryParam(url, 'token');
    if (token !== '') init = { ...init, headers: withBearer(init.headers, token) };
  }
  if (context.multistore && context.storeCode) url = setQueryParam(url, 'storeCode', context.storeCode);
  return { url, init };
}
