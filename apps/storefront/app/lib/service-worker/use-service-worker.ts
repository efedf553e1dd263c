import { useEffect } from 'react';
import { useNotifications } from '../notifications-context';
import { watchChunkErrors } from './chunk-reload';
import type { WorkerSettings } from '../../features/offline/sw-register';

/**
 * Mounts the service worker once the page is idle (its code is a separate chunk, so the catalogue pages' start-up
 * JavaScript does not grow) and guards against failed chunk loads at once.
 */
export function useServiceWorker(settings: WorkerSettings): void {
  const notifications = useNotifications();
  const { backgroundSyncTag, notification } = settings;
  const { enabled, title, message, icon } = notification;
  useEffect(() => {
    const stopWatching = watchChunkErrors();
    const start = () =>
      void import('../../features/offline/sw-register').then(({ registerServiceWorker }) =>
        registerServiceWorker(notifications, {
          backgroundSyncTag,
          notification: { enabled, title, message, icon },
        }),
      );
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      stopWatching();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [notifications, backgroundSyncTag, enabled, title, message, icon]);
}
