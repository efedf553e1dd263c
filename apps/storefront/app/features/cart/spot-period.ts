import { addBookingMonths, parseBookingInstant } from '@storefront/core';

export type SpotMode = 'hourly' | 'monthly';

/** The spot listing's form as the shopper filled it (or its defaults), and the period it asks for. */
export interface SpotPeriodQuery {
  mode: SpotMode;
  /** `YYYY-MM-DDTHH:mm`, UTC (the booking rules count in UTC). */
  start: string;
  /** Hourly only: the end, same shape. */
  end: string;
  /** Monthly only: how many calendar months. */
  months: number;
  /** ISO 8601 instants sent to the API; empty when a field is not a date-time at all (the API then says why). */
  from: string;
  to: string;
}

const HOUR = 3_600_000;
const MAX_MONTHS = 120;

/** `YYYY-MM-DDTHH:mm` of an instant, in UTC: the value of a `datetime-local` field. */
export function toLocalInput(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC; undefined when it is none. */
function fromLocalInput(value: string): number | undefined {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? parseBookingInstant(`${value}:00Z`) : undefined;
}

/**
 * The period the listing's GET form names. Defaults: hourly, from the next whole hour, for one hour (or one month).
 * Anything unreadable is passed on as '' so the API's own validation gives the message (one rule, one wording).
 */
export function spotPeriodQuery(params: URLSearchParams, now: number): SpotPeriodQuery {
  const mode: SpotMode = params.get('mode') === 'monthly' ? 'monthly' : 'hourly';
  const nextHour = Math.ceil((now + 1) / HOUR) * HOUR;
  const start = params.get('start') ?? toLocalInput(nextHour);
  const startMs = fromLocalInput(start);
  const end = params.get('end') ?? toLocalInput((startMs ?? nextHour) + HOUR);
  const monthsGiven = Number.parseInt(params.get('months') ?? '1', 10);
  const months = Number.isFinite(monthsGiven) ? Math.min(Math.max(monthsGiven, 1), MAX_MONTHS) : 1;
  const from = startMs === undefined ? '' : new Date(startMs).toISOString();
  let to = '';
  if (mode === 'monthly') {
    if (startMs !== undefined) to = new Date(addBookingMonths(startMs, months)).toISOString();
  } else {
    const endMs = fromLocalInput(end);
    if (endMs !== undefined) to = new Date(endMs).toISOString();
  }
  return { mode, start, end, months, from, to };
}
