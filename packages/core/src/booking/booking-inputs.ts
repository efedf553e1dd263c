import { addBookingMonths } from './booking-months.js';
import {
  BOOKING_DATES_INVALID,
  BOOKING_END_BEFORE_START,
  BOOKING_IN_THE_PAST,
  BOOKING_NOT_WHOLE_MONTHS,
  BOOKING_ZERO_LENGTH,
} from './booking-period.js';
import { instantOfLocalInputs, isOnLocalStep, localInputsOf } from './local-time.js';

export type BookingMode = 'hourly' | 'monthly';

/**
 * A booking period as a driver types it, on the spot's clock: the day, the start time and either the end time
 * (hourly) or the number of months (monthly). What `<input type="date">`, `type="time"` and `type="number"` hold.
 */
export interface BookingInputs {
  mode: BookingMode;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`; a monthly booking may leave it empty (midnight). */
  start: string;
  /** `HH:mm`, hourly only. */
  end: string;
  /** Monthly only: a whole number, as typed. */
  months: string;
}

export type BookingField = 'date' | 'start' | 'end' | 'months';

export const BOOKING_DATE_REQUIRED = 'Choose the day the booking starts.';
export const BOOKING_START_REQUIRED = 'Choose the time the booking starts.';
export const BOOKING_END_REQUIRED = 'Choose the time the booking ends.';
export const BOOKING_MONTHS_INVALID = 'Choose a whole number of months, from 1 to 12.';

/** The longest monthly booking the form offers: the API's horizon is a year. */
export const MAX_BOOKING_MONTHS = 12;

export interface BookingInputsResult {
  /** The period as the API takes it (ISO instants), when every field reads. */
  period?: { from: string; to: string; isMonthly: boolean };
  /** What is wrong with the fields, by field: shown next to the field. */
  errors: Partial<Record<BookingField, string>>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

/**
 * The period the fields name on the spot's clock (`timeZone`), or why a field cannot be read. An hourly end at or
 * before its start on the clock is the next day's (22:00–02:00 is a night), except an end equal to the start, which
 * the period rules refuse as empty. The period rules themselves (length, step, the past, the horizon) are the API's:
 * it answers them with its own messages, which `bookingMessageField` places next to a field.
 */
export function bookingInputsPeriod(inputs: BookingInputs, timeZone: string): BookingInputsResult {
  const errors: BookingInputsResult['errors'] = {};
  const isMonthly = inputs.mode === 'monthly';
  if (inputs.date.trim() === '') errors.date = BOOKING_DATE_REQUIRED;
  if (!isMonthly && inputs.start.trim() === '') errors.start = BOOKING_START_REQUIRED;
  if (!isMonthly && inputs.end.trim() === '') errors.end = BOOKING_END_REQUIRED;
  const months = Number(inputs.months);
  if (isMonthly && !(Number.isInteger(months) && months >= 1 && months <= MAX_BOOKING_MONTHS))
    errors.months = BOOKING_MONTHS_INVALID;
  if (Object.keys(errors).length > 0) return { errors };

  const from = instantOfLocalInputs(inputs.date, inputs.start, timeZone);
  if (from === undefined) return { errors: { date: BOOKING_DATES_INVALID } };
  if (isMonthly)
    return { period: { from: iso(from), to: iso(addBookingMonths(from, months, timeZone)), isMonthly }, errors };
  const sameDay = instantOfLocalInputs(inputs.date, inputs.end, timeZone);
  if (sameDay === undefined) return { errors: { end: BOOKING_DATES_INVALID } };
  let to = sameDay;
  if (inputs.end < inputs.start) {
    // The next day on the clock, read anew: a day across a daylight-saving change is not 24 hours long.
    const next = localInputsOf(instantOfLocalInputs(inputs.date, '12:00', timeZone)! + DAY_MS, timeZone).date;
    to = instantOfLocalInputs(next, inputs.end, timeZone)!;
  }
  return { period: { from: iso(from), to: iso(to), isMonthly }, errors };
}

/** The fields of a period read back from its instants on the spot's clock: the form opened on a chosen period. */
export function bookingInputsOf(
  period: { fromMs: number; toMs: number; isMonthly: boolean; months?: number },
  timeZone: string,
): BookingInputs {
  const start = localInputsOf(period.fromMs, timeZone);
  return {
    mode: period.isMonthly ? 'monthly' : 'hourly',
    date: start.date,
    start: start.time,
    end: localInputsOf(period.toMs, timeZone).time,
    months: String(period.months ?? 1),
  };
}

/**
 * The field a period rule's message belongs next to, or undefined for a message about the whole booking (no place
 * left, a rule of the spot): the form shows those by its button.
 */
export function bookingMessageField(
  message: string,
  inputs: Pick<BookingInputs, 'mode'>,
  period?: { from: string },
  timeZone = 'UTC',
): BookingField | undefined {
  const isMonthly = inputs.mode === 'monthly';
  if (message === BOOKING_DATES_INVALID) return 'date';
  if (message === BOOKING_IN_THE_PAST) return isMonthly ? 'date' : 'start';
  if (message === BOOKING_NOT_WHOLE_MONTHS) return 'months';
  if (message === BOOKING_END_BEFORE_START || message === BOOKING_ZERO_LENGTH) return 'end';
  if (/^The booking cannot end more than \d+ days from now\.$/.test(message)) return isMonthly ? 'months' : 'date';
  if (/^An hourly booking must last at least \d+ minutes\.$/.test(message)) return 'end';
  const step = /^An hourly booking must start and end on a multiple of (\d+) minutes\.$/.exec(message);
  if (step) {
    const from = period ? Date.parse(period.from) : Number.NaN;
    return Number.isFinite(from) && !isOnLocalStep(from, Number(step[1]), timeZone) ? 'start' : 'end';
  }
  return undefined;
}
