// The account feature's face: the shopper's session, its task queue and the sign-in dialogs; pages use `useSession`.
export { AccountButton } from './AccountButton';
export { AuthModalHost } from './AuthModalHost';
export { CreatePasswordPage } from './CreatePasswordPage';
export { SessionProvider } from './SessionProvider';
export type { AccountSettings } from './account-settings';
export { createSessionController, type SessionActions, type SessionController } from './session-controller';
export { createSessionQueue, currentOutbox, sessionOutbox, useTaskQueue } from './session-queue';
export type { Session, SessionOutcome } from './session-types';
export { flushSyncTasks, startSyncTaskOutbox } from './sync-task-outbox';
export { SYNC_TASKS_LOCK, withSyncTasksLock } from './sync-task-outbox-lock';
export { SessionContext, useSession, useSessionController } from './use-session';
