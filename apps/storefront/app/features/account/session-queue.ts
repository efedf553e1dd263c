import { useMemo } from 'react';
import {
  SYNC_TASKS_COLLECTION,
  CART_TOKEN_STORAGE,
  createTaskQueue,
  createTokenRefresh,
  webStorageKey,
  withToken,
  type TaskQueue,
  type TaskQueueDeps,
  type TokenRefreshMachine,
} from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';
import type { SessionController } from './session-controller';
import { withSyncTasksLock } from './sync-task-outbox-lock';
import { useSessionController } from './use-session';

// Keyed by the session (one per page render on the server, one per tab in the browser), never shared between them.
const machines = new WeakMap<SessionController, TokenRefreshMachine>();

/**
 * The session's one token-invalidation machine (see docs/behaviour.md#token-refresh), shared by all its queues so that twenty refused tasks
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
    // The actions come through the controller, which loads them on first use: this module never imports them, so
    // the actions may use the queue without a circle.
    refresh: async () => (await controller.actions()).refreshToken(controller),
    // Synchronously: the machine retries the refused task right after, and it must go out with this token.
    setToken: (token) => {
      controller.set(withToken(controller.getSnapshot(), token));
      void controller.actions().then((actions) => actions.persist(controller));
    },
    logout: async () => (await controller.actions()).endSession(controller, { silent: true }),
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
 * A browser task queue bound to the shopper's session (docs/behaviour.md#sync-task-queue: every call is a task): it sends the session's
 * access token and hands refused replies to the session's token-invalidation machine. The cart passes its server
 * cart id for `{{cartId}}`.
 */
export function createSessionQueue(
  controller: SessionController,
  getCartId: () => string | null | undefined = () => undefined,
  durable: Pick<TaskQueueDeps, 'storage' | 'storageKey' | 'lock'> = {},
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
    ...durable,
  });
}

/**
 * The cart id of the moment a task is sent (see docs/behaviour.md#sync-task-queue step 4), read from the stored cart: the cart's
 * own code loads only when the shopper uses the cart.
 */
function storedCartId(): string | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(webStorageKey(CART_TOKEN_STORAGE)) ?? 'null') as {
      value?: unknown;
    } | null;
    const id = entry?.value;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

const outboxes = new WeakMap<SessionController, TaskQueue>();
let lastOutbox: TaskQueue | undefined;

/**
 * The session's queue (one per tab): what it queues must reach the server even after a reload or a closed tab (a
 * profile change, a wishlist change), so each queued task is stored at once, one entry per task under a key per store
 * view, and a flush runs under the tabs' shared lock. Registered for good: a failed token refresh and a logout always
 * find it.
 */
export function sessionOutbox(controller: SessionController): TaskQueue {
  let outbox = outboxes.get(controller);
  if (!outbox) {
    const { storeCode } = controller.settings;
    outbox = createSessionQueue(controller, storedCartId, {
      storage: browserStorage()?.collection(SYNC_TASKS_COLLECTION),
      storageKey: storeCode ? `${storeCode}/sync-tasks` : 'sync-tasks',
      lock: withSyncTasksLock,
    });
    outboxes.set(controller, outbox);
    controller.registerQueue(outbox);
  }
  lastOutbox = outbox;
  return outbox;
}

/** The tab's session queue, once a session used or bound it. */
export const currentOutbox = (): TaskQueue | undefined => lastOutbox;

/** The component's task queue (the session's); the generic error rule shows its notifications in the page. */
export function useTaskQueue(): TaskQueue {
  const controller = useSessionController();
  return useMemo(() => sessionOutbox(controller), [controller]);
}
