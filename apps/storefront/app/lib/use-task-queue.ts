import { useMemo } from 'react';
import { createTaskQueue, type TaskQueue } from '@storefront/core';
import { useNotifications } from './notifications-context';

/**
 * The browser's task queue (spec point 7: every call is a task): the generic error rule shows its notifications in
 * the page. Accounts and carts are not there yet, so calls go out as a guest's.
 */
export function useTaskQueue(): TaskQueue {
  const notifications = useNotifications();
  return useMemo(
    () =>
      createTaskQueue({
        fetch: (url, init) => fetch(url, init as RequestInit),
        getToken: () => undefined,
        getCartId: () => undefined,
        getStoreCode: () => undefined,
        multistore: false,
        tokenInHeader: false,
        notify: (notification) => notifications.add(notification),
        dispatch: () => undefined,
        emit: () => undefined,
      }),
    [notifications],
  );
}
