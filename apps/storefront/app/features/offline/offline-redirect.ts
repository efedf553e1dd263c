import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOfflineDataError, OFFLINE_PAGE_MESSAGE, OFFLINE_REDIRECT_FLAG, storeHomePath } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { isOnline } from './use-online';

// Storage can be refused (private modes, a full quota): the notice is then lost, never the page.
function flag(action: 'set' | 'take'): boolean {
  try {
    if (action === 'set') {
      sessionStorage.setItem(OFFLINE_REDIRECT_FLAG, '1');
      return true;
    }
    const set = sessionStorage.getItem(OFFLINE_REDIRECT_FLAG) === '1';
    sessionStorage.removeItem(OFFLINE_REDIRECT_FLAG);
    return set;
  } catch {
    return false;
  }
}

const isFlagged = (): boolean => {
  try {
    return sessionStorage.getItem(OFFLINE_REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
};

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

let redirecting = false;

/**
 * True while the app takes the shopper home after an offline data error. The root loader then keeps its data (the
 * locale, the session, the dictionary did not change and cannot be fetched), so only the home page needs its own.
 */
export const offlineRedirectInProgress = (): boolean => redirecting;

/**
 * Decision 6 of issue 11, client-side navigation: a page whose data cannot be loaded offline is replaced by the home
 * page of the current store; the notice rides along in sessionStorage, as on a document load (the service worker's
 * offline page sets the same flag). When the home page cannot be shown either, a document load asks the service
 * worker for its copy. Returns whether `error` is such an error (the error boundary then draws nothing).
 */
export function useOfflineRedirect(error: unknown, storePrefix: string): boolean {
  const offlineError = isOfflineDataError(error, isOnline());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!offlineError) return;
    const home = storeHomePath(storePrefix);
    const homeFailedToo = isFlagged() && withoutTrailingSlash(pathname) === withoutTrailingSlash(home);
    flag('set');
    if (homeFailedToo) {
      window.location.replace(home);
      return;
    }
    redirecting = true;
    void Promise.resolve(navigate(home, { replace: true })).finally(() => (redirecting = false));
  }, [offlineError, storePrefix, pathname, navigate]);
  return offlineError;
}

/**
 * Shows the offline notice handed over by an offline redirect (this tab's sessionStorage flag), once: at app start
 * after the offline page sent the shopper home, or when the page shell returns after a client-side redirect.
 */
export function OfflineRedirectNotice(): null {
  const notifications = useNotifications();
  useEffect(() => {
    if (flag('take')) notifications.add({ type: 'warning', message: OFFLINE_PAGE_MESSAGE, action1: { label: 'OK' } });
  }, [notifications]);
  return null;
}
