/** One booking as `GET /api/ext/bookings/:id` answers it (the API's `BookingView`). */
export interface BookingView {
  id: string;
  orderNumber: string;
  status: 'booked' | 'cancelled';
  phase: 'upcoming' | 'current' | 'past';
  spot: { sku: string; name: string; timeZone: string };
  from: string;
  to: string;
  period: string;
  isMonthly: boolean;
  qty: number;
  plate: string | null;
  pass: { code: string; qrSvg: string };
  currency: string;
  paid: number;
  due: number;
  paymentMethod: string;
  cancellation: {
    policy: { freeUntilHours: number; keptPercent: number; text: string };
    cancellable: boolean;
    free: boolean;
    refund: number;
    kept: number;
  };
  cancelled: null | { at: string; refund: number; refundState: 'none' | 'pending' | 'refunded' };
  extendable: boolean;
  link: string;
  calendarUrl: string;
}

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
