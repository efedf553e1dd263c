import { useContext, useEffect } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { isOfflineDataError, OFFLINE_REDIRECT_FLAG, storeHomePath } from '@storefront/core';
import { NotificationsContext } from '../../lib/notifications-context';
import type { ShopSettings } from '../../lib/shop-settings';
import { OFFLINE_NOTICE } from './offline-redirect-notice';
import { isOnline } from './use-online';

// Storage can be refused (private modes, a full quota): the notice is then lost, never the page.
function setFlag(): void {
  try {
    sessionStorage.setItem(OFFLINE_REDIRECT_FLAG, '1');
  } catch {
    // Nothing to hand over.
  }
}

const samePath = (a: string, b: string) => (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/');

/**
 * docs/behaviour.md#pages-not-available-offline, client-side navigation: a page whose data cannot be loaded offline is replaced by the home
 * page of the current store, which then shows the notice. Inside the shop's frame (the layout's error boundary) the
 * notice is added once home is reached; from the root's boundary, whose frame is gone, it rides along in
 * sessionStorage like the offline page's. When the home page itself cannot be shown, a document load asks the
 * service worker for its copy. Returns whether `error` is such an error (the boundary then draws nothing).
 */
export function useOfflineRedirect(error: unknown): boolean {
  const offlineError = isOfflineDataError(error, isOnline());
  const storePrefix = (useRouteLoaderData('root') as { shop?: ShopSettings } | undefined)?.shop?.storePrefix ?? '';
  const notifications = useContext(NotificationsContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!offlineError) return;
    const home = storeHomePath(storePrefix);
    if (samePath(pathname, home)) {
      setFlag();
      window.location.replace(home);
      return;
    }
    if (!notifications) setFlag();
    void Promise.resolve(navigate(home, { replace: true })).then(() => notifications?.add(OFFLINE_NOTICE));
  }, [offlineError, storePrefix, pathname, navigate, notifications]);
  return offlineError;
}
