// The account feature's face: the shopper's session and its task queue, for the rest of the shop.
export type { AccountSettings } from './account-settings';
export { createSessionController, type SessionActions, type SessionController } from './session-controller';
export { createSessionQueue, currentOutbox, sessionOutbox, useTaskQueue } from './session-queue';
export type { Session, SessionOutcome } from './session-types';
export { flushSyncTasks, startSyncTaskOutbox } from './sync-task-outbox';
export { SYNC_TASKS_LOCK, withSyncTasksLock } from './sync-task-outbox-lock';
export { SessionContext, useSession, useSessionController } from './use-session';
