import { useEffect } from 'react';
import { useNotifications } from '../notifications-context';
import { registerServiceWorker, type WorkerSettings } from './sw-register';

/**
 * Mounts the service worker once the page is idle, after hydration. Every page registers it by network idle, so its
 * code comes with the start-up code rather than as one more request. The guard against failed chunk loads starts
 * before hydration, in `entry.client.tsx`.
 */
export function useServiceWorker(settings: WorkerSettings): void {
  const notifications = useNotifications();
  const { backgroundSyncTag, notification } = settings;
  const { enabled, title, message, icon } = notification;
  useEffect(() => {
    const start = () =>
      void registerServiceWorker(notifications, {
        backgroundSyncTag,
        notification: { enabled, title, message, icon },
      });
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [notifications, backgroundSyncTag, enabled, title, message, icon]);
}
