import { extensionInputsEnd, type ExtendedBooking, type ExtensionField, type ExtensionInputs } from '@storefront/core';
import type { BookingView } from './booking-view';
import { extendBooking, quoteExtension } from './bookings.server';
import { EXTENSION_NEEDS_SCRIPT, type ExtensionState } from './extension-state';

type Shopper = Parameters<typeof quoteExtension>[0];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export const extendedBookingOf = (booking: BookingView): ExtendedBooking => ({
  fromMs: Date.parse(booking.from),
  toMs: Date.parse(booking.to),
  isMonthly: booking.isMonthly,
  timeZone: booking.spot.timeZone,
});

/**
 * The booking page's extension posts, with or without JavaScript: `extend-quote` reads the fields into a new end
 * and asks the API what it costs (the refusals of the fields beside them, the others by the button); `extend`
 * takes the quoted end. An extension paid online is confirmed in the provider's window instead, by the page's
 * script; without one the page says it needs it.
 */
export async function extensionAction(
  shopper: Shopper,
  booking: BookingView,
  link: string | null,
  form: FormData,
): Promise<{ status: number; state: ExtensionState }> {
  const inputs: ExtensionInputs = { date: text(form, 'date'), end: text(form, 'end'), months: text(form, 'months') };
  const state: ExtensionState = { inputs, errors: {}, message: null, quote: null, extended: null };
  // A refusal of the period (400) belongs by the field that names the end; anything else (no place, cancelled) by
  // the button.
  const field: ExtensionField = booking.isMonthly ? 'months' : 'end';
  const refused = (status: number, message: string) =>
    status === 400
      ? { status, state: { ...state, errors: { [field]: message } } }
      : { status: status >= 400 ? status : 409, state: { ...state, message } };

  if (text(form, 'intent') === 'extend-quote') {
    const read = extensionInputsEnd(extendedBookingOf(booking), inputs);
    if (!read.to) return { status: 400, state: { ...state, errors: read.errors } };
    const quote = await quoteExtension(shopper, booking.id, link, read.to);
    if (!quote.ok) return refused(quote.status, quote.message);
    return { status: 200, state: { ...state, quote: quote.quote } };
  }
  const to = text(form, 'to');
  const done = await extendBooking(shopper, booking.id, link, to);
  if (done.outcome === 'extended') return { status: 200, state: { ...state, extended: done.booking.period } };
  if (done.outcome === 'payment') return { status: 400, state: { ...state, message: EXTENSION_NEEDS_SCRIPT } };
  return refused(done.status, done.message);
}
