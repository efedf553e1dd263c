/** The shape of an ISO 8601 date-time with a time zone; `parseBookingInstant` also checks the calendar. */
export const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Days of a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year, month (1-12), day, hour, minute, second. */
type DateTimeNumbers = [number, number, number, number, number, number];

/**
 * Milliseconds of an ISO 8601 date-time that names an instant (`Z` or an offset such as `+02:00`), or undefined.
 * A date-time without an offset is refused: on a server it would silently mean the server's own time zone. Calendar
 * overflow (`2026-02-30`, `24:00`) is refused too, where `Date.parse` would roll it into the next day or month.
 */
export function parseBookingInstant(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_INSTANT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as DateTimeNumbers;
  const zone = match[7]!;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 23 || Number(zone.slice(4, 6)) > 59)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}
