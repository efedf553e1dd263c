import type { SyncTask } from './sync-task.js';

const STORE_PREFIX = 'store:';

export interface CallbackTargets {
  dispatch(action: string, payload: SyncTask): unknown;
  emit(event: string, payload: SyncTask): unknown;
}

/**
 * docs/behaviour.md#sync-task-queue step 3. Returns what the handler returned (a store action may return a promise) so the
 * caller can watch it for failures.
 */
export function fireCallbackEvent(task: SyncTask, targets: CallbackTargets): unknown {
  const name = task.callback_event;
  if (!name) return undefined;
  // Only the prefix is cut, so action names that contain ':' themselves survive.
  if (name.startsWith(STORE_PREFIX)) return targets.dispatch(name.slice(STORE_PREFIX.length), task);
  return targets.emit(name, task);
}
