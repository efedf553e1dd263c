import { useEffect, useMemo } from 'react';
import {
  createTaskQueue,
  createTokenRefresh,
  withToken,
  type TaskQueue,
  type TokenRefreshMachine,
} from '@storefront/core';
import type { SessionController } from '../features/account/session-controller';
import { useSessionController } from '../features/account/use-session';

const loadActions = () => import('../features/account/session-actions');

// Keyed by the session (one per page render on the server, one per tab in the browser), never shared between them.
const machines = new WeakMap<SessionController, TokenRefreshMachine>();

/**
 * The session's one token-invalidation machine (spec point 4), shared by all its queues so that twenty refused tasks
 * cause one refresh. Created with the first queue: pages that send no task never download it.
 */
export function machineOf(controller: SessionController): TokenRefreshMachine {
  let machine = machines.get(controller);
  if (machine) return machine;
  const { settings, notifications } = controller;
  machine = createTokenRefresh({
    autoRefresh: settings.autoRefreshTokens,
    maxAttempts: settings.tokenRefreshMaxAttempts,
    retryMs: settings.tokenRefreshRetryMs,
    getToken: () => controller.getToken(),
    refresh: async () => (await loadActions()).refreshToken(controller),
    // Synchronously: the machine retries the refused task right after, and it must go out with this token.
    setToken: (token) => {
      controller.set(withToken(controller.getSnapshot(), token));
      void loadActions().then((actions) => actions.persist(controller));
    },
    logout: async () => (await loadActions()).endSession(controller, { silent: true }),
    clearQueue: async () => {
      await Promise.all(controller.queues().map((queue) => queue.clearNotTransmitted()));
    },
    showLogin: () => controller.requestAuth('login'),
    notify: (notification) => notifications.add(notification),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  machines.set(controller, machine);
  return machine;
}

/**
 * A browser task queue bound to the shopper's session (spec point 7: every call is a task): it sends the session's
 * access token and hands refused replies to the session's token-invalidation machine. The cart passes its server
 * cart id for `{{cartId}}`.
 */
export function createSessionQueue(
  controller: SessionController,
  getCartId: () => string | null | undefined = () => undefined,
): TaskQueue {
  const { settings, notifications } = controller;
  const machine = machineOf(controller);
  return createTaskQueue({
    fetch: (url, init) => fetch(url, init as RequestInit),
    getToken: () => controller.getToken(),
    getCartId,
    getStoreCode: () => settings.storeCode,
    multistore: settings.multistore,
    tokenInHeader: settings.tokenInHeader,
    notify: (notification) => notifications.add(notification),
    dispatch: () => undefined,
    emit: () => undefined,
    onUnauthorized: machine.onUnauthorized,
    isRefreshingToken: machine.isRefreshingToken,
  });
}

/** The component's task queue; the generic error rule shows its notifications in the page. */
export function useTaskQueue(): TaskQueue {
  const controller = useSessionController();
  const queue = useMemo(() => createSessionQueue(controller), [controller]);
  useEffect(() => controller.registerQueue(queue), [controller, queue]);
  return queue;
}
