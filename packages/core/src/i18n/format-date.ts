export const DEFAULT_DATE_FORMAT = 'HH:mm D/M/YYYY';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** Format in UTC instead of the runtime's time zone, e.g. to render identically on the server and in the browser. */
  utc?: boolean;
}

// Longest tokens first so 'MM' is not read as two 'M'. '[text]' is printed literally, as in dayjs/moment.
const TOKENS = /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

// Magento writes '2020-01-05 09:07:00'; with 'T' it is a local time in every engine, and a bare date is also taken as
// local (the ECMAScript default of UTC would show the previous day west of Greenwich).
function parseDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'number') return new Date(input);
  const text = input.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T00:00:00`);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) return new Date(text.replace(' ', 'T'));
  return new Date(text);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The part each token letter prints (all but the year's): doubled, the token pads it to two digits ('MM' is '03'). */
const TOKEN_PARTS = { M: 'month', D: 'day', H: 'hours', m: 'minutes', s: 'seconds' } as const;

/**
 * Tokens: YYYY, YY, M, MM, D, DD, H, HH, mm, ss; everything else (e.g. '/', '-', ':') is copied. An invalid date gives
 * ''.
 */
export function formatDate(date: DateInput, format = DEFAULT_DATE_FORMAT, options: DateFormatOptions = {}): string {
  const value = parseDate(date);
  if (Number.isNaN(value.getTime())) return '';
  const utc = options.utc === true;
  const parts = {
    year: utc ? value.getUTCFullYear() : value.getFullYear(),
    month: (utc ? value.getUTCMonth() : value.getMonth()) + 1,
    day: utc ? value.getUTCDate() : value.getDate(),
    hours: utc ? value.getUTCHours() : value.getHours(),
    minutes: utc ? value.getUTCMinutes() : value.getMinutes(),
    seconds: utc ? value.getUTCSeconds() : value.getSeconds(),
  };
  return format.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    if (token === 'YYYY') return pad(parts.year, 4);
    if (token === 'YY') return pad(parts.year % 100);
    const value = parts[TOKEN_PARTS[token[0] as keyof typeof TOKEN_PARTS]];
    return token.length === 2 ? pad(value) : String(value);
  });
}
