import { useCallback, type FormEvent } from 'react';
import { useNotifications } from '../../lib/notifications-context';

/** Shown instead of pretending: a booking line needs the server's hold on the spot (see docs/behaviour.md#cart), which offline cannot be. */
export const BOOKING_NEEDS_CONNECTION = 'A spot can only be booked while online: the spot must be held for you first.';

/**
 * The spot listing's add form, offline: refused at once with a clear message and the cart left as it is. Online (or
 * without JavaScript) the form goes to the server, which holds the spot and adds the line.
 */
export function useOfflineBookingGuard(): (event: FormEvent<HTMLFormElement>) => void {
  const notifications = useNotifications();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (navigator.onLine !== false) return;
      event.preventDefault();
      notifications.add({ type: 'error', message: BOOKING_NEEDS_CONNECTION, action1: { label: 'OK' } });
    },
    [notifications],
  );
}
