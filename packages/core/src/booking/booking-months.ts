import { daysInMonth } from './booking-instant.js';
import { instantOfLocal, localDateTimeOf } from './local-time.js';

/**
 * The instant `months` calendar months after `fromMs` on the clock of `timeZone` (the spot's): same day of the month
 * and same wall-clock time, the day clamped to the month's last day (31 January + 1 month = 28 or 29 February,
 * + 2 months = 31 March: each end is counted from the start, never chained). A month that crosses a daylight-saving
 * change therefore ends at the same local time, an hour more or less after the start than a UTC month would.
 */
export function addBookingMonths(fromMs: number, months: number, timeZone = 'UTC'): number {
  const start = localDateTimeOf(fromMs, timeZone);
  const monthIndex = start.month - 1 + months;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(start.day, daysInMonth(year, month));
  const end = instantOfLocal({ ...start, year, month, day }, timeZone);
  return end + (fromMs % 1000);
}

/** How many whole calendar months (by `addBookingMonths`) run from `fromMs` to `toMs`; undefined when not whole. */
export function wholeBookingMonths(fromMs: number, toMs: number, timeZone = 'UTC'): number | undefined {
  const from = localDateTimeOf(fromMs, timeZone);
  const to = localDateTimeOf(toMs, timeZone);
  const months = (to.year - from.year) * 12 + to.month - from.month;
  if (months < 1) return undefined;
  return addBookingMonths(fromMs, months, timeZone) === toMs ? months : undefined;
}
