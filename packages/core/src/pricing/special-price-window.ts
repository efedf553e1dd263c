/**
 * The validity window of a special price (`special_from_date` / `special_to_date`).
 *
 * Interpretation (documented because VSF and Magento disagree):
 * - Dates are read as UTC. The documents carry no zone (`"2020-05-31 00:00:00"`, `"2020-05-31"`), the API runs in
 *   whatever zone its host has, and the same function runs in the browser; UTC is the only reading that gives every
 *   caller the same answer.
 * - Both ends are inclusive, and an end date without a time of day (`"2020-05-31"`, or Magento's stored form
 *   `"2020-05-31 00:00:00"`) covers that whole day. Magento edits these fields as calendar dates and keeps the offer
 *   through the end date; the SPEC asks that "the current date lies within the from/to dates". vsf-utilities compares
 *   instants strictly and so ends every offer one day early; we do not copy that.
 * - A missing, null or empty bound leaves that side open.
 * - A bound that cannot be read closes the window: a typo in the data must not hand out a discount.
 * Accepted forms: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss[.fff]]` (a `T` separator and a trailing `Z` are tolerated),
 * and epoch milliseconds (number or digit string), which the Elasticsearch mapping also allows.
 */
export function isWithinSpecialPriceWindow(from: unknown, to: unknown, now: Date): boolean {
  const at = now.getTime();
  if (Number.isNaN(at)) return false;

  const start = readBound(from);
  const end = readBound(to);
  if (start === INVALID || end === INVALID) return false;

  if (start !== OPEN && at < start.time) return false;
  if (end !== OPEN) {
    const endExclusive = end.wholeDay ? end.time + DAY_MS : end.time + 1;
    if (at >= endExclusive) return false;
  }
  return true;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN = 'open';
const INVALID = 'invalid';

interface Bound {
  time: number;
  /** The value names a calendar day rather than an instant. */
  wholeDay: boolean;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?Z?$/;

/** Year, month (1-12), day, hour, minute, second. */
type DateTimeNumbers = [number, number, number, number, number, number];

function readBound(value: unknown): Bound | typeof OPEN | typeof INVALID {
  if (value === null || value === undefined) return OPEN;
  if (typeof value === 'number') return Number.isFinite(value) ? { time: value, wholeDay: false } : INVALID;
  if (typeof value !== 'string') return INVALID;

  const text = value.trim();
  if (text === '') return OPEN;
  if (/^\d{9,}$/.test(text)) return { time: Number(text), wholeDay: false };

  const match = DATE_TIME.exec(text);
  if (!match) return INVALID;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as DateTimeNumbers;
  const [y, mo, d, h, mi, s] = parts;
  if (h > 23 || mi > 59 || s > 59) return INVALID;

  const time = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0')));
  const check = new Date(time);
  // Date.UTC silently rolls 2021-02-30 over to March; such a value is a data error, not a date.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return INVALID;

  return { time, wholeDay: h === 0 && mi === 0 && s === 0 && Number(fraction) === 0 };
}
