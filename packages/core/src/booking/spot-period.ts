import { interpolate } from '../i18n/interpolate.js';
import { parseBookingInstant } from './booking-instant.js';
import { bookingPeriodBoundsProblem, validateBookingPeriod } from './booking-period.js';
import type { BookingPeriod, BookingRules } from './booking-rules.js';
import { formatLocalDay, localDateTimeOf } from './local-time.js';
import {
  formatMinutes,
  SPOT_BOOKING_TOO_LONG,
  SPOT_CLOSED_EVERY_DAY,
  SPOT_CLOSED_ON,
  SPOT_OPEN_HOURS,
} from './rule-messages.js';
import { formatOpeningHours, type OpeningHours, type SpotRules } from './spot-rules.js';

/** What `spotPeriodProblem` needs of a spot: its clock and its rules (a `SpotTerms` has both). */
export interface SpotClockAndRules {
  timeZone: string;
  rules: SpotRules;
}

export function spotBookingTooLong(maxMinutes: number): string {
  return interpolate(SPOT_BOOKING_TOO_LONG, { duration: formatMinutes(maxMinutes) });
}

/** `date`: a local date, `YYYY-MM-DD`. */
export function spotClosedOn(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return interpolate(SPOT_CLOSED_ON, { day: formatLocalDay(Date.UTC(year, month - 1, day, 12), 'UTC', 'en-US', true) });
}

export function spotOutsideOpeningHours(hours: OpeningHours): string {
  const open = formatOpeningHours(hours);
  if (open === 'closed every day') return SPOT_CLOSED_EVERY_DAY;
  return interpolate(SPOT_OPEN_HOURS, { hours: open });
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** One local day a period touches, with the minutes of it the period covers, `[start, end)`. */
interface TouchedDay {
  date: string;
  weekday: number;
  start: number;
  end: number;
}

/**
 * The local days `[fromMs, toMs)` touches on the zone's clock. A period ending at 00:00 does not touch the day that
 * starts then. Dates advance on the calendar (a date, not an instant), so a day of 23 or 25 hours is still one day.
 */
function touchedDays(fromMs: number, toMs: number, timeZone: string): TouchedDay[] {
  const from = localDateTimeOf(fromMs, timeZone);
  const to = localDateTimeOf(toMs, timeZone);
  const lastDay = Date.UTC(to.year, to.month - 1, to.day);
  const toMinute = to.hour * 60 + to.minute + (to.second > 0 ? 1 : 0);
  const days: TouchedDay[] = [];
  for (let day = Date.UTC(from.year, from.month - 1, from.day); day <= lastDay; day += 86_400_000) {
    const date = new Date(day);
    const isFirst = days.length === 0;
    const isLast = day === lastDay;
    if (isLast && toMinute === 0 && !isFirst) break;
    days.push({
      date: `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
      weekday: date.getUTCDay(),
      start: isFirst ? from.hour * 60 + from.minute : 0,
      end: isLast ? toMinute : 1440,
    });
  }
  return days;
}

function isCovered(intervals: readonly { open: number; close: number }[], start: number, end: number): boolean {
  if (end <= start) return true;
  return intervals.some((interval) => interval.open <= start && interval.close >= end);
}

/**
 * Why `period` cannot be booked at `spot`, or undefined when it can: the first problem, in this order. The period
 * rules of every booking (`validateBookingPeriod`: dates, order, the past, the horizon, whole months), with the
 * spot's own shortest booking and step on the spot's clock for an hourly one; then, for an hourly booking, the spot's
 * longest booking (the hours that really pass), its closed dates and its opening hours, each on the spot's clock.
 * A monthly booking takes the place day and night for whole months: the spot's hours govern when a car gets in and
 * out, not whether the month can be booked. The buffer between bookings is no rule of the period: it counts when
 * places are counted.
 *
 * The API applies this in availability, the cart, the order and the extension of a booking alike.
 */
export function spotPeriodProblem(
  period: BookingPeriod,
  now: number,
  globalRules: BookingRules,
  spot: SpotClockAndRules,
): string | undefined {
  const { rules, timeZone } = spot;
  const own = { ...globalRules, hourlyMinMinutes: rules.minMinutes, hourlyStepMinutes: rules.stepMinutes };
  const problem = validateBookingPeriod(period, now, own, timeZone);
  if (problem || period.isMonthly) return problem;
  const fromMs = parseBookingInstant(period.from)!;
  const toMs = parseBookingInstant(period.to)!;
  if (rules.maxMinutes !== null && toMs - fromMs > rules.maxMinutes * 60_000)
    return spotBookingTooLong(rules.maxMinutes);
  const days = touchedDays(fromMs, toMs, timeZone);
  const closed = days.find((day) => rules.closedDates.includes(day.date));
  if (closed) return spotClosedOn(closed.date);
  const hours = rules.openingHours;
  if (hours === null) return undefined;
  // A period running past midnight needs the evening open to 24:00 and the morning open from 00:00.
  for (const day of days)
    if (!isCovered(hours[day.weekday] ?? [], day.start, day.end)) return spotOutsideOpeningHours(hours);
  return undefined;
}

/** An extension's new end is not after the booking's end. */
export const BOOKING_EXTENSION_NOT_LATER = 'An extension must end after the booking ends.';

/**
 * Why `booking` cannot be extended to end at `newTo`, or undefined when it can (places aside: the caller counts them
 * under the spot's lock). First the new end: after the old one, and the added stretch `[booking.to, newTo)` within the
 * period rules of every booking at `now` (not starting in the past, so a booking that is over cannot be extended,
 * and not ending beyond the horizon). Then the whole extended booking `[booking.from, newTo)` by the spot's rules on
 * its clock (`spotPeriodProblem`): the longest booking counts the whole, a monthly one stays whole months from its
 * start, the hours and closed dates cover the added stretch. A booking under way started in the past; it is judged
 * as of its start, as the order judges the hold it books.
 */
export function spotExtensionProblem(
  booking: BookingPeriod,
  newTo: string,
  now: number,
  globalRules: BookingRules,
  spot: SpotClockAndRules,
): string | undefined {
  const fromMs = parseBookingInstant(booking.from);
  const toMs = parseBookingInstant(booking.to);
  const newToMs = parseBookingInstant(newTo);
  if (fromMs === undefined || toMs === undefined || newToMs === undefined)
    return bookingPeriodBoundsProblem({ ...booking, to: newTo }, now, globalRules);
  if (newToMs <= toMs) return BOOKING_EXTENSION_NOT_LATER;
  const added = bookingPeriodBoundsProblem(
    { from: booking.to, to: newTo, isMonthly: booking.isMonthly },
    now,
    globalRules,
  );
  if (added) return added;
  return spotPeriodProblem({ ...booking, to: newTo }, Math.min(now, fromMs), globalRules, spot);
}
