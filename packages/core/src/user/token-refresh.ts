import type { MessageKey } from '../i18n/message-key.js';
import { isUnauthorizedReply } from '../sync/is-unauthorized-reply.js';
import type { SyncTask } from '../sync/sync-task.js';
import type { UnauthorizedEvent } from '../sync/task-queue-types.js';
import type { Notification } from '../ui/notification.js';

export const TOKEN_REFRESH_ABORTED: MessageKey =
  'Error refreshing user token. User is not authorized to access the resource';
export const TOKEN_REFRESH_EXHAUSTED: MessageKey =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';

/** docs/behaviour.md#token-refresh: 0 free, 1 a refresh is running, -1 the refresh failed (the session is over). */
export type TokenRefreshLock = 0 | 1 | -1;

export interface TokenRefreshDeps {
  /** `users.autoRefreshTokens`. */
  autoRefresh: boolean;
  /** `users.tokenRefreshMaxAttempts` (20). */
  maxAttempts: number;
  /** `users.tokenRefreshRetryMs` (1000). */
  retryMs: number;
  /** The token the queue sends now. */
  getToken(): string | null | undefined;
  /** Asks the API for a new access token; undefined or a rejection means the refresh failed. */
  refresh(): Promise<string | undefined>;
  setToken(token: string): void;
  /** The silent logout: ends the session and clears its data, without "You're logged out". */
  logout(): Promise<void> | void;
  /** Drops the untransmitted sync tasks (the queue's `clearNotTransmitted`). */
  clearQueue(): Promise<void> | void;
  /** Opens the sign-up modal on its login view. */
  showLogin(): void;
  notify(notification: Notification): void;
  sleep(ms: number): Promise<void>;
}

export interface TokenRefreshMachine {
  /** The task queue's `onUnauthorized` hook. */
  onUnauthorized(event: UnauthorizedEvent): Promise<SyncTask | undefined>;
  /** The task queue's `isRefreshingToken`: error notifications wait while a refresh runs. */
  isRefreshingToken(): boolean;
  state(): { lock: TokenRefreshLock; attempts: number };
  /** A new login starts over: lock free, counter zero. */
  reset(): void;
  /**
   * This tab is ending the session of `token` on purpose (a logout): the API revokes its refresh token before the
   * tab turns guest, so a task refused with it meanwhile keeps its reply. Refreshing would fail and end the session a
   * second time, with the login modal over the page the shopper just logged out on.
   */
  retire(token: string): void;
}

function aborted(task: SyncTask): SyncTask {
  return { ...task, resultCode: 401, code: 401, result: TOKEN_REFRESH_ABORTED };
}

/**
 * The token-invalidation machine of docs/behaviour.md#token-refresh. One refresh serves every task refused meanwhile: the first refused
 * task takes the lock and refreshes, the others wait `retryMs` at a time and then retry with the new token.
 *
 * The attempt counter counts refreshes that have not yet produced a token the API accepts. It goes back to zero when
 * a retry with a refreshed token succeeds and on a new login, so a long session refreshing every hour never reaches
 * the limit; only an API that keeps refusing fresh tokens does (the loop the limit exists to stop).
 */
export function createTokenRefresh(deps: TokenRefreshDeps): TokenRefreshMachine {
  let lock: TokenRefreshLock = 0;
  let attempts = 0;
  const retired = new Set<string>();

  async function endSession(exhausted: boolean): Promise<void> {
    await deps.logout();
    await deps.clearQueue();
    deps.showLogin();
    if (exhausted) deps.notify({ type: 'error', message: TOKEN_REFRESH_EXHAUSTED, action1: { label: 'OK' } });
  }

  async function refreshedToken(): Promise<string | undefined> {
    try {
      return await deps.refresh();
    } catch {
      return undefined;
    }
  }

  async function onUnauthorized(event: UnauthorizedEvent): Promise<SyncTask | undefined> {
    if (retired.has(event.token)) return event.task;
    if (!deps.autoRefresh) {
      // docs/behaviour.md#token-refresh step 7: no refresh; the first refused task ends the session, the others keep their reply.
      if (lock !== -1) {
        lock = -1;
        await endSession(false);
      }
      return undefined;
    }
    let refused = event.token;
    let outcome = event.task;
    for (;;) {
      if (lock === -1) return aborted(outcome);
      if (lock === 1) {
        await deps.sleep(deps.retryMs);
        continue;
      }
      const current = deps.getToken();
      // Logged out (by the shopper) while the task was on its way, or logging out now: its refused reply stands.
      if (!current || retired.has(current)) return outcome;
      if (current === refused) {
        if (attempts >= deps.maxAttempts) {
          lock = -1;
          attempts = 0;
          await endSession(true);
          return aborted(outcome);
        }
        lock = 1;
        attempts += 1;
        const token = await refreshedToken();
        if (!token) {
          lock = -1;
          await endSession(false);
          return aborted(outcome);
        }
        deps.setToken(token);
        lock = 0;
      }
      // Either this task refreshed, or another one did while this one was waiting: retry with the token of now.
      const sentWith = deps.getToken();
      const next = await event.retry();
      if (!isUnauthorizedReply({ resultCode: next.resultCode ?? 0, result: next.result })) {
        attempts = 0;
        return next;
      }
      refused = sentWith ?? '';
      outcome = next;
    }
  }

  return {
    onUnauthorized,
    isRefreshingToken: () => lock === 1,
    state: () => ({ lock, attempts }),
    reset() {
      lock = 0;
      attempts = 0;
    },
    retire(token) {
      retired.add(token);
    },
  };
}
