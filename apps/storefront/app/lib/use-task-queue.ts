import { useEffect, useMemo } from 'react';
import { createTaskQueue, type TaskQueue } from '@storefront/core';
import type { SessionController } from '../features/account/session-controller';
import { useSessionController } from '../features/account/use-session';

/**
 * A browser task queue bound to the shopper's session (spec point 7: every call is a task): it sends the session's
 * access token and hands refused replies to the session's one token-invalidation machine (spec point 4).
 */
export function createSessionQueue(controller: SessionController): TaskQueue {
  const { settings, machine, notifications } = controller;
  return createTaskQueue({
    fetch: (url, init) => fetch(url, init as RequestInit),
    getToken: () => controller.getToken(),
    getCartId: () => undefined,
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
