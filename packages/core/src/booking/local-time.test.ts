import { describe, expect, it } from 'vitest';
import { addBookingMonths, wholeBookingMonths } from './booking-months.js';
import { validateBookingPeriod } from './booking-period.js';
import { DEFAULT_BOOKING_RULES } from './booking-rules.js';
import {
  formatBookingPeriod,
  formatLocalDay,
  formatLocalTimeWithZone,
  instantOfLocal,
  instantOfLocalInputs,
  isOnLocalStep,
  isTimeZone,
  localInputsOf,
  offsetMinutesAt,
} from './local-time.js';
import { spotPrice } from './spot-price.js';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('isTimeZone', () => {
  it.each(['America/New_York', 'UTC'])('knows the IANA name %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });

  it.each(['Europe/Nowhere', '', 42])('refuses %j', (value) => {
    expect(isTimeZone(value)).toBe(false);
  });
});

describe('the local clock', () => {
  it('reads offsets from the runtime, daylight saving included', () => {
    expect(offsetMinutesAt(at('2026-11-29T15:00:00Z'), NY)).toBe(-300);
    expect(offsetMinutesAt(at('2026-07-01T15:00:00Z'), NY)).toBe(-240);
    expect(offsetMinutesAt(at('2026-07-01T15:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('turns a date and time typed on the spot clock into the instant, and back', () => {
    expect(iso(instantOfLocalInputs('2026-11-29', '10:00', NY))).toBe('2026-11-29T15:00:00.000Z');
    expect(iso(instantOfLocalInputs('2026-07-01', '10:00', NY))).toBe('2026-07-01T14:00:00.000Z');
    expect(localInputsOf(at('2026-11-29T15:00:00Z'), NY)).toEqual({ date: '2026-11-29', time: '10:00' });
    expect(localInputsOf(at('2026-11-30T03:30:00Z'), NY)).toEqual({ date: '2026-11-29', time: '22:30' });
    expect(instantOfLocalInputs('2026-02-30', '10:00', NY)).toBeUndefined();
    expect(instantOfLocalInputs('2026-11-29', '24:00', NY)).toBeUndefined();
    expect(instantOfLocalInputs('29/11/2026', '10:00', NY)).toBeUndefined();
  });

  it('moves a time the clock skips past the gap, and takes the first of a time it shows twice', () => {
    // 8 March 2026: New York goes from 02:00 EST to 03:00 EDT.
    expect(iso(instantOfLocal({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 1 November 2026: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(iso(instantOfLocal({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('counts steps on the spot clock, not on UTC', () => {
    expect(isOnLocalStep(at('2026-07-01T04:45:00Z'), 15, 'Asia/Kolkata')).toBe(true); // 10:15 local
    expect(isOnLocalStep(at('2026-07-01T04:45:00Z'), 60, 'Asia/Kolkata')).toBe(false);
    expect(isOnLocalStep(at('2026-07-01T04:30:00Z'), 60, 'Asia/Kolkata')).toBe(true); // 10:00 local
    expect(isOnLocalStep(at('2026-07-01T04:30:01Z'), 15, 'Asia/Kolkata')).toBe(false);
  });
});

describe('months on the spot clock', () => {
  it('keeps the local time of day across a daylight-saving change', () => {
    // 10:00 EDT on 15 October, a month later 10:00 EST on 15 November: 31 days and one hour.
    expect(iso(addBookingMonths(at('2026-10-15T14:00:00Z'), 1, NY))).toBe('2026-11-15T15:00:00.000Z');
    expect(wholeBookingMonths(at('2026-10-15T14:00:00Z'), at('2026-11-15T15:00:00Z'), NY)).toBe(1);
    expect(wholeBookingMonths(at('2026-10-15T14:00:00Z'), at('2026-11-15T14:00:00Z'), NY)).toBeUndefined();
  });

  it('counts the calendar of the spot, where UTC is already in the next day', () => {
    // 31 January, 21:00 in New York is 1 February in UTC; a month later is the last day of February, 21:00 local.
    expect(iso(addBookingMonths(at('2026-02-01T02:00:00Z'), 1, NY))).toBe('2026-03-01T02:00:00.000Z');
  });
});

describe('validateBookingPeriod on the spot clock', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('accepts local quarter hours and refuses UTC ones where they differ', () => {
    const rules = { ...DEFAULT_BOOKING_RULES, hourlyStepMinutes: 60 };
    const local = { from: '2026-07-01T10:00:00+05:30', to: '2026-07-01T12:00:00+05:30', isMonthly: false };
    expect(validateBookingPeriod(local, now, rules, 'Asia/Kolkata')).toBeUndefined();
    expect(validateBookingPeriod(local, now, rules, 'UTC')).toBe(
      'An hourly booking must start and end on a multiple of 60 minutes.',
    );
  });
});

describe('spotPrice across a daylight-saving change', () => {
  const rates = { hourlyRate: 4.25, monthlyRate: 169.99 };
  it('charges the hours that really pass', () => {
    // 00:00 to 04:00 on the clock on 1 November 2026 in New York lasts five hours.
    const from = iso(instantOfLocalInputs('2026-11-01', '00:00', NY))!;
    const to = iso(instantOfLocalInputs('2026-11-01', '04:00', NY))!;
    expect(spotPrice(rates, { from, to, isMonthly: false }, NY)).toBe(21.25);
    // and 00:00 to 04:00 on 8 March 2026 lasts three.
    const springFrom = iso(instantOfLocalInputs('2026-03-08', '00:00', NY))!;
    const springTo = iso(instantOfLocalInputs('2026-03-08', '04:00', NY))!;
    expect(spotPrice(rates, { from: springFrom, to: springTo, isMonthly: false }, NY)).toBe(12.75);
  });

  it('prices a month that crosses the change as one month', () => {
    expect(spotPrice(rates, { from: '2026-10-15T14:00:00Z', to: '2026-11-15T15:00:00Z', isMonthly: true }, NY)).toBe(
      169.99,
    );
  });
});

describe('formatBookingPeriod', () => {
  const now = at('2026-11-01T12:00:00Z');
  it('says a period within a day once, on the spot clock, with the zone', () => {
    expect(formatBookingPeriod(at('2026-11-29T15:00:00Z'), at('2026-11-29T18:00:00Z'), NY, { now })).toBe(
      'Sun 29 Nov, 10:00–13:00 EST',
    );
  });

  it('names both days across midnight and both zones across a change', () => {
    expect(formatBookingPeriod(at('2026-11-30T03:00:00Z'), at('2026-11-30T07:00:00Z'), NY, { now })).toBe(
      'Sun 29 Nov, 22:00 – Mon 30 Nov, 02:00 EST',
    );
    expect(formatBookingPeriod(at('2026-11-01T02:00:00Z'), at('2026-11-01T07:00:00Z'), NY, { now })).toBe(
      'Sat 31 Oct, 22:00 EDT – Sun 1 Nov, 02:00 EST',
    );
  });

  it('shows the year of a period outside this year', () => {
    expect(formatBookingPeriod(at('2027-01-04T15:00:00Z'), at('2027-02-04T15:00:00Z'), NY, { now })).toBe(
      'Mon 4 Jan 2027, 10:00 – Thu 4 Feb 2027, 10:00 EST',
    );
  });

  it('speaks the locale', () => {
    expect(formatLocalDay(at('2026-11-29T15:00:00Z'), 'Europe/Berlin', 'de-DE')).toBe('So., 29. Nov.');
    expect(formatLocalTimeWithZone(at('2026-11-29T15:00:00Z'), 'Europe/Berlin', 'de-DE')).toBe('16:00 MEZ');
  });
});
