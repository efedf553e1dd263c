import { formatBookingPeriod, formatLocalTimeWithZone, isTimeZone, parseBookingInstant } from '@storefront/core';

/** A booking line's period as the microcart, the cart page and the checkout say it: once, on the spot's clock. */
export interface BookingPeriodView {
  mode: 'Hourly' | 'Monthly';
  /** 'Sun 29 Nov, 10:00–13:00 EST'. */
  text: string;
  /** '10:42 EST': when the place stops being held, while it is. */
  heldUntil?: string;
}

/**
 * The period of a line on the clock `timeZone` (the spot's, `spotTimeZone`), or undefined for a line that is no
 * booking or whose instants do not read. A hold already over is not shown: the next pull says what became of it.
 */
export function bookingPeriodView(
  line: { book_from?: string | null; book_to?: string | null; is_monthly?: boolean | null; hold_expires_at?: string },
  timeZone: string,
  locale: string,
  now: number,
): BookingPeriodView | undefined {
  const from = parseBookingInstant(line.book_from);
  const to = parseBookingInstant(line.book_to);
  if (from === undefined || to === undefined) return undefined;
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const view: BookingPeriodView = {
    mode: line.is_monthly ? 'Monthly' : 'Hourly',
    text: formatBookingPeriod(from, to, zone, { locale, now }),
  };
  const held = line.hold_expires_at ? Date.parse(line.hold_expires_at) : Number.NaN;
  if (Number.isFinite(held) && held > now) view.heldUntil = formatLocalTimeWithZone(held, zone, locale);
  return view;
}
