import { addBookingMonths, wholeBookingMonths } from './booking-months.js';
import { BOOKING_DATES_INVALID } from './booking-period.js';
import { BOOKING_MONTHS_INVALID, MAX_BOOKING_MONTHS } from './booking-inputs.js';
import { instantOfLocalInputs, localInputsOf } from './local-time.js';

/**
 * An extension as a driver types it on the booking's page, on the car park's clock: an hourly booking's new end
 * (a day and a time), or how many more months a monthly booking runs.
 */
export interface ExtensionInputs {
  /** `YYYY-MM-DD`, hourly. */
  date: string;
  /** `HH:mm`, hourly. */
  end: string;
  /** A whole number as typed, monthly. */
  months: string;
}

export type ExtensionField = 'date' | 'end' | 'months';

/** The booking being extended: its period and the clock it was booked on. */
export interface ExtendedBooking {
  fromMs: number;
  toMs: number;
  isMonthly: boolean;
  timeZone: string;
}

export const EXTENSION_END_REQUIRED = 'Choose the new end of the booking.';
export const EXTENSION_END_NOT_LATER = "The new end must be after the booking's current end.";

export interface ExtensionInputsResult {
  /** The new end as the API takes it (an ISO instant), when the fields read. */
  to?: string;
  errors: Partial<Record<ExtensionField, string>>;
}

/**
 * The new end the fields name, or why a field cannot be read. A monthly booking grows by whole calendar months
 * counted from its start on its clock (as it was priced), so 31 January booked for one month and extended by one
 * ends on 31 March. The period rules (the spot's maximum, its hours, a free place) are the API's to answer.
 */
export function extensionInputsEnd(booking: ExtendedBooking, inputs: ExtensionInputs): ExtensionInputsResult {
  if (booking.isMonthly) {
    const more = Number(inputs.months);
    if (inputs.months.trim() === '' || !Number.isInteger(more) || more < 1 || more > MAX_BOOKING_MONTHS)
      return { errors: { months: BOOKING_MONTHS_INVALID } };
    const booked = wholeBookingMonths(booking.fromMs, booking.toMs, booking.timeZone) ?? 0;
    const to = addBookingMonths(booking.fromMs, booked + more, booking.timeZone);
    return { to: new Date(to).toISOString(), errors: {} };
  }
  if (inputs.date.trim() === '') return { errors: { date: EXTENSION_END_REQUIRED } };
  if (inputs.end.trim() === '') return { errors: { end: EXTENSION_END_REQUIRED } };
  const to = instantOfLocalInputs(inputs.date, inputs.end, booking.timeZone);
  if (to === undefined) return { errors: { date: BOOKING_DATES_INVALID } };
  if (to <= booking.toMs) return { errors: { end: EXTENSION_END_NOT_LATER } };
  return { to: new Date(to).toISOString(), errors: {} };
}

/** The fields as the form first shows them: an hour after the current end, or one more month. */
export function extensionInputsDefault(booking: ExtendedBooking): ExtensionInputs {
  const later = localInputsOf(booking.toMs + 3_600_000, booking.timeZone);
  return { date: later.date, end: later.time, months: '1' };
}
