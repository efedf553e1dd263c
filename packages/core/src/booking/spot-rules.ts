/**
 * A spot's own booking rules: the shortest and longest hourly booking, the step its ends fall on, the buffer kept
 * free around each booking, opening hours and closed dates, all on the spot's local clock. A catalogue carries them
 * as product attributes (docs/catalogue.md, "Parking spots"); the API's `spots` config gives the defaults for spots
 * that carry none.
 */

import { WEEKDAYS } from './rule-messages.js';

/** Minutes of a local day, `[open, close)`; `close` may be 1440 (midnight at the end of the day). */
export interface OpenInterval {
  open: number;
  close: number;
}

/**
 * Opening hours by weekday of the spot's clock, index 0 = Sunday … 6 = Saturday (as `Date#getUTCDay` numbers a
 * calendar date). A day with no interval is closed. `null` where used means open at all hours.
 */
export type OpeningHours = readonly (readonly OpenInterval[])[];

export interface SpotRules {
  /** The shortest hourly booking, in minutes. */
  minMinutes: number;
  /** The longest hourly booking, in minutes; null: no limit but the horizon. */
  maxMinutes: number | null;
  /** Hourly bookings start and end on multiples of this many minutes of the spot's clock. */
  stepMinutes: number;
  /** Minutes a place stays taken before and after each booking or hold (cleaning, a car late out): 0 for none. */
  bufferMinutes: number;
  /** null: open at all hours. */
  openingHours: OpeningHours | null;
  /** Local dates (`YYYY-MM-DD`) on which no hourly booking may touch the spot, sorted. */
  closedDates: readonly string[];
}

export const DEFAULT_SPOT_RULES: SpotRules = {
  minMinutes: 60,
  maxMinutes: null,
  stepMinutes: 15,
  bufferMinutes: 0,
  openingHours: null,
  closedDates: [],
};

/** The longest buffer a spot may keep around a booking: a day. Beyond it a buffer is a closed day, not a buffer. */
export const MAX_BUFFER_MINUTES = 1440;

/** Weekdays in the order a week is written in opening hours: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function clockMinutes(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return undefined;
  return hour * 60 + minute;
}

function weekdayIndex(text: string): number | undefined {
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === text.slice(0, 3).toLowerCase());
  return index >= 0 && /^[a-z]{3,9}$/i.test(text) ? index : undefined;
}

/** The result of reading a catalogue attribute: its value, or why it cannot be read (for the import's report). */
export type AttributeReading<T> = { value: T } | { error: string };

/**
 * Reads opening hours written as a catalogue carries them: `Mon-Fri 07:00-22:00; Sat 08:00-20:00`. Groups are
 * separated by `;`, each a weekday or a range of weekdays (`Fri-Mon` wraps over the weekend) and one or more
 * intervals separated by `,` (`Mon 07:00-12:00, 13:00-20:00`), or `closed`. A day named nowhere is closed. An
 * interval whose end is not after its start runs past midnight into the next day (`Fri 22:00-02:00`); `24:00` ends a
 * day. An empty text, `24/7` or `always` means open at all hours (null).
 */
export function parseOpeningHours(value: unknown): AttributeReading<OpeningHours | null> {
  if (value === undefined || value === null) return { value: null };
  if (typeof value !== 'string') return { error: 'opening hours must be text such as "Mon-Fri 07:00-22:00"' };
  const text = value.trim();
  if (text === '' || /^(24\/7|always)$/i.test(text)) return { value: null };
  const days: OpenInterval[][] = WEEKDAYS.map(() => []);
  for (const group of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]+)(?:\s*[-–]\s*([A-Za-z]+))?\s+(.+)$/.exec(group);
    const first = match ? weekdayIndex(match[1]!) : undefined;
    const last = match?.[2] === undefined ? first : weekdayIndex(match[2]);
    if (!match || first === undefined || last === undefined)
      return { error: `"${group}" does not start with a weekday or a range of weekdays such as "Mon-Fri"` };
    const named: number[] = [];
    for (let day = first; ; day = (day + 1) % 7) {
      named.push(day);
      if (day === last) break;
    }
    if (/^closed$/i.test(match[3]!.trim())) {
      for (const day of named) days[day] = [];
      continue;
    }
    for (const span of match[3]!.split(',').map((part) => part.trim())) {
      const times = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(span);
      const open = times ? clockMinutes(times[1]!) : undefined;
      const close = times ? clockMinutes(times[2]!) : undefined;
      if (open === undefined || close === undefined || open === 1440)
        return { error: `"${span}" is not an interval such as "07:00-22:00"` };
      for (const day of named) {
        if (close > open) days[day]!.push({ open, close });
        else {
          // Past midnight: the rest of this day and the start of the next.
          days[day]!.push({ open, close: 1440 });
          if (close > 0) days[(day + 1) % 7]!.push({ open: 0, close });
        }
      }
    }
  }
  return { value: days.map(mergeIntervals) };
}

function mergeIntervals(intervals: readonly OpenInterval[]): OpenInterval[] {
  const sorted = [...intervals].sort((a, b) => a.open - b.open);
  const merged: OpenInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.open <= last.close) last.close = Math.max(last.close, interval.close);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Opening hours as a shopper reads them, Monday first, days with the same hours grouped:
 * `Mon–Fri 07:00–22:00, Sat 08:00–20:00`; closed days are left out; `open at all hours` for null.
 */
export function formatOpeningHours(hours: OpeningHours | null): string {
  if (hours === null) return 'open at all hours';
  const text = (day: number) =>
    hours[day]!.map((interval) => `${clock(interval.open)}–${clock(interval.close)}`).join(', ');
  const groups: { first: number; last: number; hours: string }[] = [];
  for (const day of WEEK_ORDER) {
    const times = text(day);
    const previous = groups[groups.length - 1];
    const follows = previous && WEEK_ORDER.indexOf(day as never) === WEEK_ORDER.indexOf(previous.last as never) + 1;
    if (previous && follows && previous.hours === times) previous.last = day;
    else groups.push({ first: day, last: day, hours: times });
  }
  const open = groups.filter((group) => group.hours !== '');
  if (open.length === 0) return 'closed every day';
  return open
    .map((group) => {
      const days =
        group.first === group.last ? WEEKDAYS[group.first] : `${WEEKDAYS[group.first]}–${WEEKDAYS[group.last]}`;
      return `${days} ${group.hours}`;
    })
    .join(', ');
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLocalDate(text: string): boolean {
  const match = LOCAL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads closed dates: a list of local dates (`["2026-12-25", "2027-01-01"]`) or the same as text separated by commas
 * or spaces (`2026-12-25, 2027-01-01`), as a catalogue export may flatten a list. Sorted, without repeats.
 */
export function parseClosedDates(value: unknown): AttributeReading<string[]> {
  if (value === undefined || value === null || value === '') return { value: [] };
  const items = typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value;
  if (!Array.isArray(items)) return { error: 'closed dates must be a list of dates such as ["2026-12-25"]' };
  for (const item of items)
    if (typeof item !== 'string' || !isLocalDate(item))
      return { error: `"${String(item)}" is not a date such as "2026-12-25"` };
  return { value: [...new Set(items as string[])].sort() };
}

/**
 * Reads a whole number of minutes from `min` to `max` (numbers as text too, as imports carry them); `undefined`
 * when absent, so the default applies.
 */
export function parseMinutes(value: unknown, min: number, max: number): AttributeReading<number | undefined> {
  if (value === undefined || value === null || value === '') return { value: undefined };
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    return { error: `"${String(value)}" is not a whole number of minutes from ${min} to ${max}` };
  return { value: n };
}

/** The catalogue attributes of a spot's rules, by rule. */
export const SPOT_RULE_ATTRIBUTES = {
  minMinutes: 'booking_min_minutes',
  maxMinutes: 'booking_max_minutes',
  stepMinutes: 'booking_step_minutes',
  bufferMinutes: 'booking_buffer_minutes',
  openingHours: 'opening_hours',
  closedDates: 'closed_dates',
} as const;

/** What a spot's attributes say about its rules: each readable attribute, and a message for each that is not. */
export function readSpotRules(
  product: Record<string, unknown>,
  defaults: SpotRules = DEFAULT_SPOT_RULES,
): { rules: SpotRules; problems: string[] } {
  const problems: string[] = [];
  const read = <T>(attribute: string, reading: AttributeReading<T>): T | undefined => {
    if ('error' in reading) {
      problems.push(`${attribute}: ${reading.error}`);
      return undefined;
    }
    return reading.value;
  };
  const a = SPOT_RULE_ATTRIBUTES;
  const minMinutes = read(a.minMinutes, parseMinutes(product[a.minMinutes], 1, 1440 * 366));
  const maxMinutes = read(a.maxMinutes, parseMinutes(product[a.maxMinutes], 1, 1440 * 366));
  const stepMinutes = read(a.stepMinutes, parseMinutes(product[a.stepMinutes], 1, 1440));
  const bufferMinutes = read(a.bufferMinutes, parseMinutes(product[a.bufferMinutes], 0, MAX_BUFFER_MINUTES));
  const hasHours = product[a.openingHours] !== undefined && product[a.openingHours] !== null;
  const openingHours = hasHours ? read(a.openingHours, parseOpeningHours(product[a.openingHours])) : undefined;
  const hasDates = product[a.closedDates] !== undefined && product[a.closedDates] !== null;
  const closedDates = hasDates ? read(a.closedDates, parseClosedDates(product[a.closedDates])) : undefined;
  const rules: SpotRules = {
    minMinutes: minMinutes ?? defaults.minMinutes,
    maxMinutes: maxMinutes ?? defaults.maxMinutes,
    stepMinutes: stepMinutes ?? defaults.stepMinutes,
    bufferMinutes: bufferMinutes ?? defaults.bufferMinutes,
    openingHours: openingHours === undefined ? defaults.openingHours : openingHours,
    closedDates: closedDates ?? defaults.closedDates,
  };
  if (rules.maxMinutes !== null && rules.maxMinutes < rules.minMinutes) {
    problems.push(`${a.maxMinutes}: ${rules.maxMinutes} is shorter than the minimum of ${rules.minMinutes} minutes`);
    rules.maxMinutes =
      defaults.maxMinutes !== null && defaults.maxMinutes >= rules.minMinutes ? defaults.maxMinutes : null;
  }
  return { rules, problems };
}
