import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigation } from 'react-router';
import type { NotificationEntry, NotificationStore } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Toast, ToastRegion } from '../../ui/Toast';
import { useToastSlot } from '../../ui/toast-slot';

const none: readonly NotificationEntry[] = [];

/**
 * docs/behaviour.md#notifications: on another page the notifications of the one left behind go. What was shown when
 * the shopper set off goes (the newest id then is the mark); what came since stays: the new page's own, a redirect's
 * notice, a flash message. Only the path counts: a query or a hash changes nothing.
 */
function useLeavePageBehind(store: NotificationStore): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(pathname);
  const mark = useRef<number | undefined>(undefined);
  // React renders the router's state in a transition, so a notice the next page's loader adds (the offline redirect's,
  // a guard's) can render before the navigation does: a mark taken while rendering would count it as the old page's.
  // The data router tells its subscribers synchronously, before any loader runs, so the mark is taken there.
  const router = typeof window === 'undefined' ? undefined : (window as WithDataRouter).__reactRouterDataRouter;
  useEffect(
    () =>
      router?.subscribe((state) => {
        const to = state.navigation.location?.pathname;
        if (state.navigation.state !== 'idle' && to !== undefined && to !== shown.current)
          mark.current ??= store.mark();
        // A navigation that ended where it started (cancelled, or sent back) leaves nothing behind.
        else if (state.navigation.state === 'idle' && state.location.pathname === shown.current)
          mark.current = undefined;
      }),
    [router, store],
  );
  useEffect(() => {
    if (pathname !== shown.current) {
      shown.current = pathname;
      store.leavePage(mark.current ?? store.mark());
      mark.current = undefined;
    }
    if (router) return;
    // Without the data router (a test's memory router): the navigation as React renders it.
    if (navigation.state === 'idle') mark.current = undefined;
    else if (navigation.location.pathname !== pathname) mark.current ??= store.mark();
  });
}

type WithDataRouter = { __reactRouterDataRouter?: DataRouterLike };

/** What the hook reads of React Router's data router (the one `HydratedRouter` keeps on `window`). */
interface DataRouterLike {
  subscribe(
    listener: (state: {
      location: { pathname: string };
      navigation: { state: string; location?: { pathname: string } };
    }) => void,
  ): () => void;
}

/**
 * Renders the notification store (see docs/behaviour.md#notifications) as toasts, each with up to two actions and a
 * close button. Over the page at its bottom; while a dialog is open (the microcart), inside it under its header.
 */
export function Notifications({ store }: { store: NotificationStore }) {
  const t = useTranslate();
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  const slot = useToastSlot();
  useLeavePageBehind(store);
  const region = (
    <ToastRegion label={t('Notifications')} inDialog={slot !== null}>
      {entries.map((entry) => {
        const actions = (['action1', 'action2'] as const).flatMap((which) =>
          entry[which]
            ? [
                <button key={which} type="button" onClick={() => store.runAction(entry.id, which)}>
                  {t(entry[which].label)}
                </button>,
              ]
            : [],
        );
        return (
          <Toast
            key={entry.id}
            tone={entry.type}
            actions={actions.length > 0 ? actions : undefined}
            onClose={() => store.remove(entry.id)}
            closeLabel={t('Dismiss')}
          >
            {t(entry.message)}
          </Toast>
        );
      })}
    </ToastRegion>
  );
  return slot ? createPortal(region, slot) : region;
}
