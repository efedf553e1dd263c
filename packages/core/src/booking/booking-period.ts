import { interpolate } from '../i18n/interpolate.js';
import { parseBookingInstant } from './booking-instant.js';
import { wholeBookingMonths } from './booking-months.js';
import { BOOKING_BEYOND_HORIZON, BOOKING_OFF_STEP, BOOKING_TOO_SHORT } from './rule-messages.js';
import type { BookingPeriod, BookingRules } from './booking-rules.js';
import { isOnLocalStep } from './local-time.js';

export const BOOKING_DATES_INVALID =
  'The booking dates are not valid: use ISO 8601 date-times with a time zone, e.g. 2026-05-01T10:00:00Z.';
export const BOOKING_END_BEFORE_START = 'The booking must end after it starts.';
export const BOOKING_ZERO_LENGTH = 'The booking must not start and end at the same time.';
export const BOOKING_IN_THE_PAST = 'The booking cannot start in the past.';
export const BOOKING_NOT_WHOLE_MONTHS = 'A monthly booking must run a whole number of calendar months from its start.';

export function bookingBeyondHorizon(horizonDays: number): string {
  return interpolate(BOOKING_BEYOND_HORIZON, { days: horizonDays });
}

export function bookingTooShort(minMinutes: number): string {
  return interpolate(BOOKING_TOO_SHORT, { minutes: minMinutes });
}

export function bookingOffStep(stepMinutes: number): string {
  return interpolate(BOOKING_OFF_STEP, { minutes: stepMinutes });
}

const MINUTE = 60_000;

/**
 * The problems of a period that no spot's clock or rules change: unparsable dates, end before start, zero length,
 * start in the past (beyond `pastGraceMinutes`), end beyond the horizon; the first of them, or undefined. The
 * availability of many spots refuses the whole call for these and answers the rest spot by spot.
 */
export function bookingPeriodBoundsProblem(
  period: BookingPeriod,
  now: number,
  rules: BookingRules,
): string | undefined {
  const from = parseBookingInstant(period.from);
  const to = parseBookingInstant(period.to);
  if (from === undefined || to === undefined) return BOOKING_DATES_INVALID;
  if (to < from) return BOOKING_END_BEFORE_START;
  if (to === from) return BOOKING_ZERO_LENGTH;
  if (from < now - rules.pastGraceMinutes * MINUTE) return BOOKING_IN_THE_PAST;
  if (to > now + rules.horizonDays * 24 * 60 * MINUTE) return bookingBeyondHorizon(rules.horizonDays);
  return undefined;
}

/**
 * Why a booking period cannot be booked, or undefined when it can. One message per case, checked in this order:
 * unparsable dates, end before start, zero length, start in the past (beyond `pastGraceMinutes`), end beyond the
 * horizon, then the mode's own rule. Hourly: at least `hourlyMinMinutes`, both ends on a multiple of
 * `hourlyStepMinutes` of the spot's clock, `timeZone` (the price rounds the hours up, see `spotPrice`). Monthly: a
 * whole number of calendar months from the start on that clock (`addBookingMonths`), any start time.
 */
export function validateBookingPeriod(
  period: BookingPeriod,
  now: number,
  rules: BookingRules,
  timeZone = 'UTC',
): string | undefined {
  const bounds = bookingPeriodBoundsProblem(period, now, rules);
  if (bounds) return bounds;
  const from = parseBookingInstant(period.from)!;
  const to = parseBookingInstant(period.to)!;
  if (period.isMonthly) {
    return wholeBookingMonths(from, to, timeZone) === undefined ? BOOKING_NOT_WHOLE_MONTHS : undefined;
  }
  if (to - from < rules.hourlyMinMinutes * MINUTE) return bookingTooShort(rules.hourlyMinMinutes);
  const step = rules.hourlyStepMinutes;
  if (!isOnLocalStep(from, step, timeZone) || !isOnLocalStep(to, step, timeZone)) return bookingOffStep(step);
  return undefined;
}
