// The account feature's face: the shopper's session, its task queue and the sign-in dialogs; pages use `useSession`.
export { AccountButton } from './AccountButton';
export { AuthModalHost } from './AuthModalHost';
export { CreatePasswordPage } from './CreatePasswordPage';
export { SessionProvider } from './SessionProvider';
export type { SessionController } from './session-controller';
export { createSessionQueue, sessionOutbox, useTaskQueue } from './session-queue';
export type { Session, SessionOutcome } from './session-types';
export { flushSyncTasks } from './sync-task-outbox';
export { useSession, useSessionController } from './use-session';
