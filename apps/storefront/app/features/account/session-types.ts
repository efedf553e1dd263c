import type { Customer, CustomerProfileUpdate, CustomerRegistration, MessageKey } from '@storefront/core';

/** What a session action answers: done, or the message to show (a spec message key or the server's own text). */
export type SessionOutcome = { ok: true } | { ok: false; message: MessageKey | string };

/**
 * The shopper's session as pages and components see it (see docs/behaviour.md#entities, docs/behaviour.md#user-session). The provider
 * (`SessionProvider`) owns the tokens, the token-invalidation machine and the storage; components only call these.
 */
export interface Session {
  /** The logged-in customer, or null for a guest. Rendered on the server too (no flash of the guest state). */
  user: Customer | null;
  /** The access token the task queue sends (`?token=`), or null for a guest. Never the refresh token. */
  token: string | null;
  login(username: string, password: string): Promise<SessionOutcome>;
  /** Creates the account, then logs in on code 200 (see docs/behaviour.md#calls). */
  register(registration: CustomerRegistration): Promise<SessionOutcome>;
  /** Revokes the refresh-token family, clears cart token, user, wishlist, checkout details and cart; "You're logged out". */
  logout(): Promise<void>;
  /** `GET /api/user/me` again (after login, or when the profile may have changed elsewhere). */
  refreshProfile(): Promise<SessionOutcome>;
  /** `POST /api/user/me`, queued (see docs/behaviour.md#calls); with the current password (an e-mail change) sent at once. */
  updateProfile(update: CustomerProfileUpdate): Promise<SessionOutcome>;
  changePassword(currentPassword: string, newPassword: string): Promise<SessionOutcome>;
  /** `POST /api/user/reset-password`; 'Reset password feature does not work while offline!' when offline. */
  requestPasswordReset(email: string): Promise<SessionOutcome>;
  /** `POST /api/user/create-password` from the e-mailed link; then logs in when `users.loginAfterCreatePassword`. */
  createPassword(input: { email: string; resetToken: string; newPassword: string }): Promise<SessionOutcome>;
}
