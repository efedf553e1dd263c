import { daysInMonth } from './booking-instant.js';

/**
 * The instant `months` calendar months after `fromMs`, counted in UTC: same day of the month and same time of day,
 * the day clamped to the month's last day (31 January + 1 month = 28 or 29 February, + 2 months = 31 March: each end
 * is counted from the start, never chained). UTC rather than a shop time zone keeps the server and every browser on
 * one answer without a time-zone database; the spot listing computes the end of "N months" with this same function.
 */
export function addBookingMonths(fromMs: number, months: number): number {
  const start = new Date(fromMs);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month + 1));
  return Date.UTC(
    year,
    month,
    day,
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
}

/** How many whole calendar months (by `addBookingMonths`) run from `fromMs` to `toMs`; undefined when not whole. */
export function wholeBookingMonths(fromMs: number, toMs: number): number | undefined {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (months < 1) return undefined;
  return addBookingMonths(fromMs, months) === toMs ? months : undefined;
}
