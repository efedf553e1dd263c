import type { BookingView } from '@storefront/core';

/** One booking as `GET /api/ext/bookings/:id` answers it (core's contract). */
export type { BookingView };

/** What the device keeps of a pass (IndexedDB), enough to show it at the gate without a network. */
export interface KeptPass {
  id: string;
  spotName: string;
  period: string;
  code: string;
  qrSvg: string;
  plate: string | null;
  from: string;
  to: string;
  status: 'booked' | 'cancelled';
  /** The booking's page, with its signed link, for when the network is back. */
  href: string;
}

export const bookingHref = (booking: Pick<BookingView, 'id' | 'link'>) =>
  `/booking/${encodeURIComponent(booking.id)}?link=${encodeURIComponent(booking.link)}`;

export function keptPassOf(booking: BookingView): KeptPass {
  return {
    id: booking.id,
    spotName: booking.spot.name,
    period: booking.period,
    code: booking.pass.code,
    qrSvg: booking.pass.qrSvg,
    plate: booking.plate,
    from: booking.from,
    to: booking.to,
    status: booking.status,
    href: bookingHref(booking),
  };
}
