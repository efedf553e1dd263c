import { useEffect, useRef } from 'react';
import { needsOfflineListingNotice, OFFLINE_LISTING_MESSAGE } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useOnline } from './use-online';

/**
 * docs/behaviour.md#pages-not-available-offline: a listing with nothing to show while offline (a category or search result that is empty or could not
 * be loaded) says 'No products synchronized for this category. Please come back while online!' as a warning, once
 * for each listing and each time the connection goes. `listing` names what is listed (a URL, a search term), or is
 * undefined while there is nothing to judge yet.
 */
export function useOfflineListingNotice(listing: string | undefined, shown: number): void {
  const online = useOnline();
  const notifications = useNotifications();
  const notified = useRef<string | undefined>(undefined);
  const due = listing !== undefined && needsOfflineListingNotice({ online, shown });
  useEffect(() => {
    if (!due) {
      notified.current = undefined;
      return;
    }
    if (notified.current === listing) return;
    notified.current = listing;
    notifications.add({ type: 'warning', message: OFFLINE_LISTING_MESSAGE, action1: { label: 'OK' } });
  }, [due, listing, notifications]);
}
