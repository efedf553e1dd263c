import {
  GUEST_SESSION,
  isLoggedIn,
  type AuthElem,
  type NotificationStore,
  type SessionState,
  type TaskQueue,
} from '@storefront/core';
import type { AccountSettings } from './account-settings';
import type { Session, SessionOutcome } from './session-types';

/**
 * The session's actions (`session-actions.ts`), as the controller and the token machine call them. The module is
 * handed in by whoever creates the controller, so neither this file nor the queue imports it: the actions use the
 * queue, and the arrows run one way.
 */
export interface SessionActions {
  login(controller: SessionController, username: string, password: string): Promise<SessionOutcome>;
  register(controller: SessionController, registration: Parameters<Session['register']>[0]): Promise<SessionOutcome>;
  endSession(controller: SessionController, options: { silent: boolean }): Promise<void>;
  refreshProfile(controller: SessionController): Promise<SessionOutcome>;
  updateProfile(
    controller: SessionController,
    update: Parameters<Session['updateProfile']>[0],
  ): Promise<SessionOutcome>;
  changePassword(controller: SessionController, currentPassword: string, newPassword: string): Promise<SessionOutcome>;
  requestPasswordReset(controller: SessionController, email: string): Promise<SessionOutcome>;
  createPassword(
    controller: SessionController,
    input: Parameters<Session['createPassword']>[0],
  ): Promise<SessionOutcome>;
  /** The token machine's refresh, in cookie mode. */
  refreshToken(controller: SessionController): Promise<string | undefined>;
  /** Writes the session as it is now to storage. */
  persist(controller: SessionController): Promise<void>;
  /** Adopts the server's session answer (or, without one, the stored session) once the page has hydrated. */
  adoptSession(controller: SessionController, server: SessionState | null | undefined): Promise<void>;
  /** Reads the session another tab stored. */
  followOtherTab(controller: SessionController): Promise<void>;
}

type Listener = () => void;

/**
 * One shopper's session in the browser tab: the state components render, the token the task queues send, the
 * queues themselves (their token-invalidation machine is created with the first queue, `session-queue.ts`), and
 * requests to open the sign-up modal. The actions (login, logout, ...) live in `session-actions.ts`, loaded on first use, so a page that only shows
 * the header's account button does not download them.
 */
export interface SessionController {
  getSnapshot(): SessionState;
  subscribe(listener: Listener): () => void;
  /** Replaces the state; `session-actions` persists it. */
  set(state: SessionState): void;
  getToken(): string | null;
  readonly settings: AccountSettings;
  readonly notifications: NotificationStore;
  readonly session: Omit<Session, 'user' | 'token'>;
  /** Queues created for this session; a failed refresh clears their untransmitted tasks. */
  registerQueue(queue: TaskQueue): () => void;
  queues(): readonly TaskQueue[];
  /** Opens the sign-up modal on a view (the header's account button, a failed refresh, the access guard). */
  requestAuth(view: AuthElem): void;
  onAuthRequest(listener: (view: AuthElem) => void): () => void;
  /** The session's actions, loaded on first use (a page that only shows the account button never downloads them). */
  actions(): Promise<SessionActions>;
}

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** Runs an action once its code is loaded; code that cannot be loaded (offline, a new deployment) is an answer too. */
async function actOn(
  load: () => Promise<SessionActions>,
  run: (actions: SessionActions) => Promise<SessionOutcome>,
): Promise<SessionOutcome> {
  let actions: SessionActions;
  try {
    actions = await load();
  } catch {
    return {
      ok: false,
      message: isOffline() ? 'You are offline' : 'Something went wrong. Try again in a few seconds.',
    };
  }
  return run(actions);
}

export function createSessionController(options: {
  initial: SessionState;
  settings: AccountSettings;
  notifications: NotificationStore;
  /** Loads `session-actions.ts`: `() => import('./session-actions')`. */
  loadActions: () => Promise<SessionActions>;
}): SessionController {
  const act = (run: (actions: SessionActions) => Promise<SessionOutcome>) => actOn(options.loadActions, run);
  let state = options.initial;
  const listeners = new Set<Listener>();
  const authListeners = new Set<(view: AuthElem) => void>();
  const queues = new Set<TaskQueue>();

  const controller: SessionController = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (next.token === state.token && next.user === state.user) return;
      state = isLoggedIn(next) ? next : GUEST_SESSION;
      for (const listener of listeners) listener();
    },
    getToken: () => state.token,
    settings: options.settings,
    notifications: options.notifications,
    session: {
      login: (username, password) => act((actions) => actions.login(controller, username, password)),
      register: (registration) => act((actions) => actions.register(controller, registration)),
      logout: async () => {
        const ended = await act(async (actions) => {
          await actions.endSession(controller, { silent: false });
          return { ok: true };
        });
        if (!ended.ok) controller.set(GUEST_SESSION);
      },
      refreshProfile: () => act((actions) => actions.refreshProfile(controller)),
      updateProfile: (update) => act((actions) => actions.updateProfile(controller, update)),
      changePassword: (current, next) => act((actions) => actions.changePassword(controller, current, next)),
      // Checked before anything is loaded: offline, the actions' own code may not be loadable either.
      requestPasswordReset: (email) =>
        isOffline()
          ? Promise.resolve({ ok: false, message: 'Reset password feature does not work while offline!' })
          : act((actions) => actions.requestPasswordReset(controller, email)),
      createPassword: (input) => act((actions) => actions.createPassword(controller, input)),
    },
    registerQueue(queue) {
      queues.add(queue);
      return () => {
        queues.delete(queue);
      };
    },
    queues: () => [...queues],
    requestAuth(view) {
      for (const listener of authListeners) listener(view);
    },
    onAuthRequest(listener) {
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
    actions: options.loadActions,
  };
  return controller;
}
