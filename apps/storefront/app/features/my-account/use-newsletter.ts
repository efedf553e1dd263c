import { useCallback, useState } from 'react';
import { newsletterTask } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useTaskQueue } from '../account';

const FAILED = 'Something went wrong. Try again in a few seconds.';

/**
 * The shopper's newsletter subscription (docs/behaviour.md#newsletter: subscribed or unsubscribed), starting from the state the
 * server read. A change is a POST or a DELETE; the notice says how it went (the server's message when it says one).
 */
export function useNewsletter(endpoint: string, email: string, subscribedAtLoad: boolean) {
  const queue = useTaskQueue();
  const notifications = useNotifications();
  const [subscribed, setSubscribed] = useState(subscribedAtLoad);
  const [busy, setBusy] = useState(false);
  const change = useCallback(
    async (subscribe: boolean) => {
      setBusy(true);
      try {
        const task = await queue
          .execute(newsletterTask(endpoint, email, subscribe ? 'subscribe' : 'unsubscribe'))
          .catch(() => undefined);
        if (task?.resultCode === 200) {
          setSubscribed(subscribe);
          notifications.add({
            type: 'success',
            message: subscribe
              ? 'You have been successfully subscribed to our newsletter!'
              : 'You have been successfully unsubscribed from our newsletter!',
          });
          return;
        }
        const message = typeof task?.result === 'string' && task.result !== '' ? task.result : FAILED;
        notifications.add({ type: 'error', message, action1: { label: 'OK' } });
      } finally {
        setBusy(false);
      }
    },
    [queue, notifications, endpoint, email],
  );
  return { subscribed, busy, change };
}
