import { localInputsOf, type BookingInputs } from '@storefront/core';

const HOUR = 3_600_000;

/**
 * The period a URL names (`mode`, `date`, `start`, then `end` or `months`), on the spot's clock; what is missing
 * defaults to the next whole hour, for an hour (or one month). The spot's page and the listing share these names,
 * so a period chosen on one travels to the other and survives a reload or the back button.
 */
export function bookingInputsFromParams(params: URLSearchParams, timeZone: string, now: number): BookingInputs {
  const nextHour = Math.ceil((now + 1) / HOUR) * HOUR;
  const start = localInputsOf(nextHour, timeZone);
  const field = (name: string, fallback: string) => (params.get(name) ?? fallback).slice(0, 16);
  return {
    mode: params.get('mode') === 'monthly' ? 'monthly' : 'hourly',
    date: field('date', start.date),
    start: field('start', start.time),
    end: field('end', localInputsOf(nextHour + HOUR, timeZone).time),
    months: field('months', '1'),
  };
}

/** The URL query of a period: only the fields of its mode. */
export function bookingSearchParams(inputs: BookingInputs): URLSearchParams {
  const params = new URLSearchParams({ mode: inputs.mode, date: inputs.date, start: inputs.start });
  if (inputs.mode === 'monthly') params.set('months', inputs.months);
  else params.set('end', inputs.end);
  return params;
}
