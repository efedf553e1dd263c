import { useEffect } from 'react';
import { keptPassOf, type BookingView } from './booking-view';

/** Keeps the shown bookings' passes on the device once the page is in the browser (nothing to render). */
export function KeepPasses({ bookings }: { bookings: readonly BookingView[] }) {
  useEffect(() => {
    if (bookings.length === 0) return;
    // The store's code loads with the first pass to keep: no page without one carries it.
    void import('./pass-store')
      .then(({ keepPasses }) => keepPasses(bookings.map(keptPassOf)))
      .catch((error: unknown) => console.warn('[passes] not kept on this device', error));
  }, [bookings]);
  return null;
}
