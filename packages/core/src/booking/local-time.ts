/**
 * A spot's local clock. Bookings are stored and sent as instants (ISO 8601 with `Z` or an offset); a driver enters
 * and reads them on the clock of the car park, which has an IANA time zone (`America/New_York`). Everything here
 * goes through `Intl` and the time-zone database the runtime ships (Node and every current browser), so no offset is
 * ever computed by hand and daylight-saving changes come out as the runtime knows them.
 */

/** The time zone a spot falls back to when its document names none and the config names none either. */
export const DEFAULT_SPOT_TIME_ZONE = 'UTC';

/** A wall-clock reading: year, month 1-12, day, hour 0-23, minute, second. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

// Constructing an Intl.DateTimeFormat costs far more than formatting with it; pages and the API format many times.
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows `value` as an IANA time zone (`Europe/Berlin`, `UTC`); a time zone is never guessed. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    partsFormat(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a time zone. */
export function localDateTimeOf(ms: number, timeZone: string): Required<LocalDateTime> {
  const values: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
    second: values.second!,
  };
}

function asUtc(local: LocalDateTime): number {
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0);
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutesAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((asUtc(localDateTimeOf(whole, timeZone)) - whole) / 60_000);
}

/**
 * The instant a wall-clock reading names in a time zone. A reading the clock skips (02:30 on the night clocks go
 * forward) is moved forward by the gap (03:30), and a reading the clock shows twice (01:30 on the night clocks go
 * back) is the first of the two: the rule calendars and `Temporal`'s "compatible" disambiguation follow.
 */
export function instantOfLocal(local: LocalDateTime, timeZone: string): number {
  const wall = asUtc(local);
  const before = offsetMinutesAt(wall - 86_400_000, timeZone);
  const after = offsetMinutesAt(wall + 86_400_000, timeZone);
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(
    (ms) => asUtc(localDateTimeOf(ms, timeZone)) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // Skipped by a forward change: read it with the offset from before the change, which lands after the gap.
  return wall - before * 60_000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` and `HH:mm` of an instant on the zone's clock: what `<input type="date">` and `type="time"` hold. */
export function localInputsOf(ms: number, timeZone: string): { date: string; time: string } {
  const local = localDateTimeOf(ms, timeZone);
  return {
    date: `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant of a date (`YYYY-MM-DD`) and a time (`HH:mm`, default midnight) read on the zone's clock, or undefined
 * when either is not a real date or time. `24:00` is refused: the end of a day is the next day's `00:00`.
 */
export function instantOfLocalInputs(date: string, time: string, timeZone: string): number | undefined {
  const d = LOCAL_DATE.exec(date);
  const t = LOCAL_TIME.exec(time || '00:00');
  if (!d || !t) return undefined;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  return instantOfLocal({ year, month, day, hour, minute }, timeZone);
}

/** Whether an instant falls on a multiple of `stepMinutes` of the zone's clock (10:15 in Kolkata, not 10:15 UTC). */
export function isOnLocalStep(ms: number, stepMinutes: number, timeZone: string): boolean {
  if (ms % 1000 !== 0) return false;
  const local = localDateTimeOf(ms, timeZone);
  return local.second === 0 && (local.hour * 60 + local.minute) % stepMinutes === 0;
}

/** How many whole hours, rounded up, really pass in `[fromMs, toMs)`: a night the clocks go back has 25. */
export function elapsedHours(fromMs: number, toMs: number): number {
  return Math.ceil((toMs - fromMs) / 3_600_000);
}

// Formatting: one formatter per locale, zone and shape.
const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    displayFormats.set(key, format);
  }
  return format;
}

function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** The zone's short name at an instant, in the locale's words: `EST`, `EDT`, `MEZ`, or `GMT+1` where it has none. */
export function zoneAbbreviation(ms: number, timeZone: string, locale = 'en-US'): string {
  const parts = displayFormat(locale, timeZone, { timeZoneName: 'short' }).formatToParts(new Date(ms));
  return partOf(parts, 'timeZoneName');
}

/** `10:00` on the zone's clock: 24 hours, as car parks and timetables write it. */
export function formatLocalTime(ms: number, timeZone: string): string {
  const local = localDateTimeOf(ms, timeZone);
  return `${pad(local.hour)}:${pad(local.minute)}`;
}

/**
 * The day of an instant on the zone's clock: `Sun 29 Nov` in English, the locale's own short form elsewhere
 * (`So., 29. Nov.`). With `withYear`, the year follows (`Sun 29 Nov 2026`).
 */
export function formatLocalDay(ms: number, timeZone: string, locale = 'en-US', withYear = false): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
  if (withYear) options.year = 'numeric';
  const format = displayFormat(locale, timeZone, options);
  if (!locale.toLowerCase().startsWith('en')) return format.format(new Date(ms));
  // English locales order these differently (`Sun, Nov 29` in en-US); the shop writes them one way in every English.
  const parts = format.formatToParts(new Date(ms));
  const day = `${partOf(parts, 'weekday')} ${partOf(parts, 'day')} ${partOf(parts, 'month')}`;
  return withYear ? `${day} ${partOf(parts, 'year')}` : day;
}

export interface FormatPeriodOptions {
  locale?: string;
  /** Show the years; by default they show when a period does not lie in the year of `now`. */
  withYear?: boolean;
  now?: number;
}

/**
 * A booking period on the spot's clock, said once: `Sun 29 Nov, 10:00–13:00 EST` within a day,
 * `Sun 29 Nov, 22:00 – Mon 30 Nov, 02:00 EST` across midnight, and both zone names when a daylight-saving change
 * falls inside (`Sat 31 Oct, 22:00 EDT – Sun 1 Nov, 02:00 EST`). Midnight at the end of a period is the end of the
 * day before it only in the sense of the clock: `Sun 29 Nov, 22:00 – Mon 30 Nov, 00:00 EST` stays exact.
 */
export function formatBookingPeriod(
  fromMs: number,
  toMs: number,
  timeZone: string,
  options: FormatPeriodOptions = {},
): string {
  const locale = options.locale ?? 'en-US';
  const thisYear = localDateTimeOf(options.now ?? Date.now(), timeZone).year;
  const from = localDateTimeOf(fromMs, timeZone);
  const to = localDateTimeOf(toMs, timeZone);
  const withYear = options.withYear ?? (from.year !== thisYear || to.year !== thisYear);
  const fromZone = zoneAbbreviation(fromMs, timeZone, locale);
  const toZone = zoneAbbreviation(toMs, timeZone, locale);
  const fromDay = formatLocalDay(fromMs, timeZone, locale, withYear);
  const fromTime = formatLocalTime(fromMs, timeZone);
  const toTime = formatLocalTime(toMs, timeZone);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  if (fromZone !== toZone) {
    const toDay = formatLocalDay(toMs, timeZone, locale, withYear);
    return `${fromDay}, ${fromTime} ${fromZone} – ${sameDay ? '' : `${toDay}, `}${toTime} ${toZone}`;
  }
  if (sameDay) return `${fromDay}, ${fromTime}–${toTime} ${toZone}`;
  return `${fromDay}, ${fromTime} – ${formatLocalDay(toMs, timeZone, locale, withYear)}, ${toTime} ${toZone}`;
}

/** `10:42` with the zone when the shopper's own clock may differ: `10:42 EST`. */
export function formatLocalTimeWithZone(ms: number, timeZone: string, locale = 'en-US'): string {
  return `${formatLocalTime(ms, timeZone)} ${zoneAbbreviation(ms, timeZone, locale)}`;
}
