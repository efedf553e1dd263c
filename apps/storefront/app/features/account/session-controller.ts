import {
  GUEST_SESSION,
  type AuthElem,
  type NotificationStore,
  type SessionState,
  type TaskQueue,
} from '@storefront/core';
import type { AccountSettings } from './account-settings';
import type { Session } from './session-types';

type Listener = () => void;

/**
 * One shopper's session in the browser tab: the state components render, the token the task queues send, the
 * queues themselves (their token-invalidation machine is created with the first queue, `use-task-queue.ts`), and
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
}

const loadActions = () => import('./session-actions');

export function createSessionController(options: {
  initial: SessionState;
  settings: AccountSettings;
  notifications: NotificationStore;
}): SessionController {
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
      state = next.token ? next : GUEST_SESSION;
      for (const listener of listeners) listener();
    },
    getToken: () => state.token,
    settings: options.settings,
    notifications: options.notifications,
    session: {
      login: async (username, password) => (await loadActions()).login(controller, username, password),
      register: async (registration) => (await loadActions()).register(controller, registration),
      logout: async () => (await loadActions()).endSession(controller, { silent: false }),
      refreshProfile: async () => (await loadActions()).refreshProfile(controller),
      updateProfile: async (update) => (await loadActions()).updateProfile(controller, update),
      changePassword: async (current, next) => (await loadActions()).changePassword(controller, current, next),
      requestPasswordReset: async (email) => (await loadActions()).requestPasswordReset(controller, email),
      createPassword: async (input) => (await loadActions()).createPassword(controller, input),
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
  };
  return controller;
}
