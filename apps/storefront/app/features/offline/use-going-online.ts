import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hasQueuedWork, type GoingOnlineRequest } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useSessionController } from '../account';
import type { GoingOnlinePage } from './going-online';
import type { OrderSettings } from '../checkout';
import { rememberOrderSettings } from '../checkout';

/** docs/behaviour.md#offline-orders: the worker's request to run the queues (worker start, the orderSync background sync). */
const PROCESS_QUEUES = 'storefront:process-queues';
/** docs/behaviour.md#offline-orders: the worker's notification opens the shop with this query: the shopper confirmed the orders. */
export const CONFIRM_QUERY = 'confirm-offline-orders';

// A browser that refuses storage may still keep work in the procedure's memory fallback: let the procedure look.
function mayHaveQueuedWork(): boolean {
  try {
    return hasQueuedWork(window.localStorage);
  } catch {
    return true;
  }
}

/**
 * The triggers of docs/behaviour.md#going-online, mounted once for the app: the `online` event, the app start (when online), the worker's
 * message and the worker notification's query. The procedure itself loads only when a trigger fires, after the
 * page is interactive.
 */
export function useGoingOnline(settings: OrderSettings | undefined): void {
  const controller = useSessionController();
  const t = useTranslate();
  const navigate = useNavigate();
  // What the procedure reads of the page at each run; it builds its notices and the session's task queue itself
  // when it loads, so the page downloads none of that code.
  const current = useRef<GoingOnlinePage | undefined>(undefined);
  const page: GoingOnlinePage | undefined = settings && { settings, translate: t, navigate };
  // Runs read the latest session, translation and settings (and route client loaders the settings).
  useEffect(() => {
    current.current = page;
    rememberOrderSettings(settings);
  });

  useEffect(() => {
    if (!settings) return;
    let trigger: Promise<(request?: GoingOnlineRequest) => Promise<void>> | undefined;
    const run = (request?: GoingOnlineRequest) => {
      trigger ??= import('./going-online').then(({ createGoingOnline }) =>
        createGoingOnline(controller, () => current.current!),
      );
      void trigger.then((start) => start(request));
    };
    const onOnline = () => run();
    const onMessage = (event: MessageEvent) => {
      // The worker asks at each of its starts: only a page with something stored loads the procedure for it.
      if ((event.data as { type?: unknown } | null)?.type === PROCESS_QUEUES && navigator.onLine && mayHaveQueuedWork())
        run();
    };
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onMessage);

    const url = new URL(window.location.href);
    const confirmed = url.searchParams.has(CONFIRM_QUERY);
    if (confirmed) {
      url.searchParams.delete(CONFIRM_QUERY);
      void navigate(url.pathname + url.search + url.hash, { replace: true, preventScrollReset: true });
    }
    // The app start: after hydration and once the page is idle, and only when storage holds something to send, so
    // a catalogue page with nothing waiting downloads none of the procedure's code.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      if (!navigator.onLine) return;
      if (confirmed) run({ confirmed: true });
      else if (mayHaveQueuedWork()) run({ appStart: true });
    });
    return () => {
      cancelIdle(handle);
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
    // The settings are the shop's and do not change within a document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
