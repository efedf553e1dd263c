// The shopper's session (tokens, login, logout, profile calls) and the sign-in dialogs; pages use `useSession`.
export { AccountButton } from './AccountButton';
export { AuthModalHost } from './AuthModalHost';
export { CreatePasswordPage } from './CreatePasswordPage';
export { SessionProvider } from './SessionProvider';
export type { AccountSettings } from './account-settings';
export { createSessionController, type SessionController } from './session-controller';
export type { SessionOutcome } from './session-types';
export { useSession, useSessionController } from './use-session';
