/** docs/behaviour.md#one-tab-at-a-time: one tab at a time sends the stored sync tasks. */
export const SYNC_TASKS_LOCK = 'storefront-sync-tasks';

/** Runs `work` holding the tabs' shared lock; without Web Locks (old browsers), unlocked. */
export function withSyncTasksLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SYNC_TASKS_LOCK, work) : work();
}
