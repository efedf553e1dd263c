import { useContext, useEffect } from 'react';
import { OFFLINE_PAGE_MESSAGE, OFFLINE_REDIRECT_FLAG } from '@storefront/core';
import { NotificationsContext } from '../../lib/notifications-context';

// For the home page it sends the shopper to, whichever comes first: the notice or the page.
export const OFFLINE_NOTICE = {
  type: 'warning',
  message: OFFLINE_PAGE_MESSAGE,
  action1: { label: 'OK' },
  forNextPage: true,
} as const;

function takeFlag(): boolean {
  try {
    const set = sessionStorage.getItem(OFFLINE_REDIRECT_FLAG) === '1';
    sessionStorage.removeItem(OFFLINE_REDIRECT_FLAG);
    return set;
  } catch {
    return false;
  }
}

/**
 * Shows the offline notice handed over in this tab's sessionStorage, once: at app start after the offline page sent
 * the shopper home, or when the shop's frame returns after a redirect from the root's error boundary.
 */
export function OfflineRedirectNotice(): null {
  const notifications = useContext(NotificationsContext);
  useEffect(() => {
    if (notifications && takeFlag()) notifications.add(OFFLINE_NOTICE);
  }, [notifications]);
  return null;
}
