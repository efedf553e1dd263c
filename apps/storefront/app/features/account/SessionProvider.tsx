import { useEffect, useState, type ReactNode } from 'react';
import {
  GUEST_SESSION,
  initialSession,
  SESSION_NOTIFICATION_GROUP,
  USER_STORAGE,
  USER_TOKEN_STORAGE,
  webStorageKey,
  type SessionState,
} from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import type { AccountSettings } from './account-settings';
import { createSessionController } from './session-controller';
import { SessionContext } from './use-session';

const TOKEN_KEY = webStorageKey(USER_TOKEN_STORAGE);
// A login elsewhere writes the token before the customer: only both together make a session, so either key counts.
const SESSION_KEYS = new Set([TOKEN_KEY, webStorageKey(USER_STORAGE)]);
/** Returning to the tab re-reads the profile at most this often. */
const PROFILE_RECHECK_MS = 10_000;

function hasStoredToken(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Provides the shopper's session, seeded from the root loader (the server read the session cookies, so the first
 * render already shows the customer). `server` undefined means the page did not come from the server's session check;
 * the session then starts from browser storage (see docs/behaviour.md#user-session).
 */
export function SessionProvider({
  server,
  settings,
  children,
}: {
  server: SessionState | null | undefined;
  settings: AccountSettings;
  children: ReactNode;
}) {
  const notifications = useNotifications();
  const [controller] = useState(() =>
    // Storage is read after hydration (adoptSession): the first render must match the server's HTML.
    createSessionController({
      initial: initialSession(server, GUEST_SESSION),
      settings,
      notifications,
      loadActions: () => import('./session-actions'),
    }),
  );

  // The server's answer wins: a revalidation after login, logout or a refresh elsewhere brings the truth.
  useEffect(() => {
    if (server !== undefined) controller.set(server ?? GUEST_SESSION);
    // Storage follows (for the task queue and other tabs); a guest with nothing stored needs no storage code at all.
    if (server === undefined || server || hasStoredToken())
      void controller.actions().then((actions) => actions.adoptSession(controller, server));
  }, [controller, server]);

  // docs/behaviour.md#notifications: a login, here or in another tab, contradicts "You're logged out" and 'You need to
  // be logged in to see this page': the session's notices go.
  useEffect(() => {
    let loggedIn = controller.getSnapshot().user != null;
    return controller.subscribe(() => {
      const now = controller.getSnapshot().user != null;
      if (now && !loggedIn) notifications.dismissGroup(SESSION_NOTIFICATION_GROUP);
      loggedIn = now;
    });
  }, [controller, notifications]);

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
      void controller.actions().then((actions) => actions.followOtherTab(controller));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [controller]);

  // A shopper coming back to the tab sees the profile as it is now (it may have changed on another device). This is
  // also where an access token that expired meanwhile is refreshed, by the token-invalidation machine.
  useEffect(() => {
    let lastCheck = 0;
    const recheck = () => {
      if (document.visibilityState !== 'visible' || !controller.getToken()) return;
      if (Date.now() - lastCheck < PROFILE_RECHECK_MS) return;
      lastCheck = Date.now();
      void controller.session.refreshProfile();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [controller]);

  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}
