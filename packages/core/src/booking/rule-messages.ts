import { interpolate, type TranslationParams } from '../i18n/interpolate.js';
import { translateValueMessage, type MessageValue, type ValueMessage } from '../i18n/value-messages.js';

/**
 * The booking rules' messages with numbers, dates or hours in them, their numbers as placeholders: the dictionaries
 * translate these templates, and a store view's translator reads the values back out of the English text the API
 * answers (`BOOKING_VALUE_MESSAGES`, see docs/behaviour.md#local-time-and-a-spots-rules). Kept apart from the rules
 * themselves: the browser's translator loads this module on every page.
 */
export const BOOKING_BEYOND_HORIZON = 'The booking cannot end more than {days} days from now.';
export const BOOKING_TOO_SHORT = 'An hourly booking must last at least {minutes} minutes.';
export const BOOKING_OFF_STEP = 'An hourly booking must start and end on a multiple of {minutes} minutes.';
export const SPOT_BOOKING_TOO_LONG = 'This spot can be booked for at most {duration} at a time.';
export const SPOT_CLOSED_ON = 'This spot is closed on {day}.';
export const SPOT_CLOSED_EVERY_DAY = 'This spot is closed every day.';
export const SPOT_OPEN_HOURS = 'This spot is open {hours} (local time); the booking must lie within these hours.';

/** How the messages say a duration (`formatMinutes`), each a dictionary key. */
export const DURATION_DAYS = '{count} days';
export const DURATION_ONE_HOUR = '1 hour';
export const DURATION_HOURS = '{count} hours';
export const DURATION_ONE_MINUTE = '1 minute';
export const DURATION_MINUTES = '{count} minutes';

/** The weekdays as opening hours write them in English, index 0 = Sunday. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

// en-US's short months, as `formatLocalDay` writes them in English.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `12 hours`, `1 hour`, `90 minutes`: a duration as the messages say it; `translate` gives it in a store view's words
 * (English by default).
 */
export function formatMinutes(
  minutes: number,
  translate: (key: string, params?: TranslationParams) => string = interpolate,
): string {
  if (minutes % 1440 === 0 && minutes >= 2880) return translate(DURATION_DAYS, { count: minutes / 1440 });
  if (minutes % 60 === 0)
    return minutes === 60 ? translate(DURATION_ONE_HOUR) : translate(DURATION_HOURS, { count: minutes / 60 });
  return minutes === 1 ? translate(DURATION_ONE_MINUTE) : translate(DURATION_MINUTES, { count: minutes });
}

/** The minutes of a duration `formatMinutes` wrote in English, or undefined for any other text. */
export function minutesOfDuration(text: string): number | undefined {
  if (text === DURATION_ONE_HOUR) return 60;
  if (text === DURATION_ONE_MINUTE) return 1;
  const match = /^(\d{1,9}) (days|hours|minutes)$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * { days: 1440, hours: 60, minutes: 1 }[match[2] as 'days' | 'hours' | 'minutes'];
}

const english = (locale: string) => locale.toLowerCase().startsWith('en');

const NUMBER: MessageValue = { pattern: '\\d{1,9}' };

const DURATION: MessageValue = {
  pattern: '\\d{1,9} (?:days|hours|minutes)|1 hour|1 minute',
  localize(value, words) {
    const minutes = minutesOfDuration(value);
    return minutes === undefined ? undefined : formatMinutes(minutes, words.translate);
  },
};

/** A day as `spotClosedOn` writes it (`Fri 25 Dec 2026`), in the locale's own short form (`Fr., 25. Dez. 2026`). */
const LOCAL_DAY: MessageValue = {
  pattern: `(?:${WEEKDAYS.join('|')}) \\d{1,2} (?:${MONTHS.join('|')}) \\d{4}`,
  localize(value, { locale }) {
    if (english(locale)) return undefined;
    const [, day, month, year] = value.split(' ');
    const format = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    return new Intl.DateTimeFormat(locale, format).format(Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day)));
  },
};

/** Opening hours as `formatOpeningHours` writes them (`Mon–Fri 07:00–22:00`), with the locale's weekday names. */
const OPENING_HOURS: MessageValue = {
  pattern: '.+',
  localize(value, { locale }) {
    if (english(locale)) return undefined;
    // 4 January 2026 was a Sunday: WEEKDAYS[i] names its i-th day after.
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return value.replace(new RegExp(`\\b(${WEEKDAYS.join('|')})\\b`, 'g'), (name) =>
      weekday.format(Date.UTC(2026, 0, 4 + WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]))),
    );
  },
};

/** The messages above, with how their values read in another store view's words. */
export const BOOKING_VALUE_MESSAGES: readonly ValueMessage[] = [
  { template: BOOKING_BEYOND_HORIZON, values: { days: NUMBER } },
  { template: BOOKING_TOO_SHORT, values: { minutes: NUMBER } },
  { template: BOOKING_OFF_STEP, values: { minutes: NUMBER } },
  { template: SPOT_BOOKING_TOO_LONG, values: { duration: DURATION } },
  { template: SPOT_CLOSED_ON, values: { day: LOCAL_DAY } },
  { template: SPOT_OPEN_HOURS, values: { hours: OPENING_HOURS } },
];

/**
 * `text` in the store view's words when it is one of the booking rules' messages (`BOOKING_VALUE_MESSAGES`), else
 * undefined: what the storefront's translator of a booking page takes (`useTranslate(translateBookingMessage)`).
 */
export function translateBookingMessage(
  text: string,
  locale: string,
  lookup: (key: string) => string | undefined,
): string | undefined {
  return translateValueMessage(text, locale, lookup, BOOKING_VALUE_MESSAGES);
}
