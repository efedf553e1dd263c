import { describe, expect, it } from 'vitest';
import {
  BOOKING_IN_THE_PAST,
  BOOKING_NOT_WHOLE_MONTHS,
  bookingBeyondHorizon,
  bookingOffStep,
  bookingTooShort,
} from './booking-period.js';
import { DEFAULT_BOOKING_RULES } from './booking-rules.js';
import {
  BOOKING_EXTENSION_NOT_LATER,
  spotBookingTooLong,
  spotClosedOn,
  spotOutsideOpeningHours,
  spotExtensionProblem,
  spotPeriodProblem,
} from './spot-period.js';
import { formatMinutes } from './rule-messages.js';
import { DEFAULT_SPOT_RULES, parseOpeningHours, type SpotRules } from './spot-rules.js';

const NY = 'America/New_York';
const NOW = Date.parse('2026-11-01T00:00:00Z');
const WEEK = parseOpeningHours('Mon-Fri 07:00-22:00; Sat 08:00-20:00') as {
  value: NonNullable<SpotRules['openingHours']>;
};

function problem(from: string, to: string, rules: Partial<SpotRules> = {}, timeZone = NY, isMonthly = false) {
  return spotPeriodProblem({ from, to, isMonthly }, NOW, DEFAULT_BOOKING_RULES, {
    timeZone,
    rules: { ...DEFAULT_SPOT_RULES, ...rules },
  });
}

describe('the messages', () => {
  it('say durations, dates and hours as a shopper reads them', () => {
    expect(spotBookingTooLong(720)).toBe('This spot can be booked for at most 12 hours at a time.');
    expect(spotBookingTooLong(90)).toBe('This spot can be booked for at most 90 minutes at a time.');
    expect(spotBookingTooLong(60)).toBe('This spot can be booked for at most 1 hour at a time.');
    expect(formatMinutes(4320)).toBe('3 days');
    expect(spotClosedOn('2026-12-25')).toBe('This spot is closed on Fri 25 Dec 2026.');
    expect(spotOutsideOpeningHours(WEEK.value)).toBe(
      'This spot is open Mon–Fri 07:00–22:00, Sat 08:00–20:00 (local time); the booking must lie within these hours.',
    );
  });
});

describe('spotPeriodProblem', () => {
  it('applies the spot’s own shortest booking and step on its clock', () => {
    expect(problem('2026-12-01T10:00:00-05:00', '2026-12-01T11:00:00-05:00')).toBeUndefined();
    expect(problem('2026-12-01T10:00:00-05:00', '2026-12-01T11:00:00-05:00', { minMinutes: 120 })).toBe(
      bookingTooShort(120),
    );
    expect(problem('2026-12-01T10:15:00-05:00', '2026-12-01T12:00:00-05:00', { stepMinutes: 30 })).toBe(
      bookingOffStep(30),
    );
    expect(problem('2026-10-01T10:00:00Z', '2026-10-01T12:00:00Z')).toBe(BOOKING_IN_THE_PAST);
  });
  it('refuses a booking longer than the spot’s longest, counting the hours that really pass', () => {
    expect(problem('2026-12-01T08:00:00-05:00', '2026-12-01T20:00:00-05:00', { maxMinutes: 720 })).toBeUndefined();
    expect(problem('2026-12-01T08:00:00-05:00', '2026-12-01T20:15:00-05:00', { maxMinutes: 720 })).toBe(
      spotBookingTooLong(720),
    );
    // 20:00 to 08:00 on the night the clocks go back (1 November 2026 in New York) is 13 hours.
    expect(problem('2026-11-07T20:00:00-05:00', '2026-11-08T08:00:00-05:00', { maxMinutes: 720 })).toBeUndefined();
    expect(problem('2026-10-31T20:00:00-04:00', '2026-11-01T08:00:00-05:00', { maxMinutes: 720 })).toBe(
      spotBookingTooLong(720),
    );
    // The night the clocks go forward (14 March 2027): 20:00 to 09:00 on the wall is 12 hours.
    expect(problem('2027-03-13T20:00:00-05:00', '2027-03-14T09:00:00-04:00', { maxMinutes: 720 })).toBeUndefined();
  });
  it('refuses any local day in the closed dates, reading dates on the spot’s clock', () => {
    const closed = { closedDates: ['2026-12-25'] };
    expect(problem('2026-12-25T10:00:00-05:00', '2026-12-25T12:00:00-05:00', closed)).toBe(spotClosedOn('2026-12-25'));
    expect(problem('2026-12-24T22:00:00-05:00', '2026-12-25T01:00:00-05:00', closed)).toBe(spotClosedOn('2026-12-25'));
    // Ending at midnight does not touch the day that starts then; 23:00 on the 24th in New York is the 25th in UTC.
    expect(problem('2026-12-24T22:00:00-05:00', '2026-12-25T00:00:00-05:00', closed)).toBeUndefined();
    expect(problem('2026-12-24T21:00:00-05:00', '2026-12-24T23:30:00-05:00', closed)).toBeUndefined();
  });
  it('keeps a booking within the opening hours of each day it touches', () => {
    const open = { openingHours: WEEK.value };
    const outside = spotOutsideOpeningHours(WEEK.value);
    // Tuesday 1 December 2026.
    expect(problem('2026-12-01T07:00:00-05:00', '2026-12-01T22:00:00-05:00', open)).toBeUndefined();
    expect(problem('2026-12-01T06:45:00-05:00', '2026-12-01T09:00:00-05:00', open)).toBe(outside);
    expect(problem('2026-12-01T21:00:00-05:00', '2026-12-01T22:15:00-05:00', open)).toBe(outside);
    // Sunday 6 December is closed; a night across midnight needs both days open.
    expect(problem('2026-12-06T10:00:00-05:00', '2026-12-06T12:00:00-05:00', open)).toBe(outside);
    expect(problem('2026-12-01T21:00:00-05:00', '2026-12-02T08:00:00-05:00', open)).toBe(outside);
    const nights = parseOpeningHours('Mon-Sun 18:00-08:00') as { value: NonNullable<SpotRules['openingHours']> };
    expect(problem('2026-12-01T21:00:00-05:00', '2026-12-02T08:00:00-05:00', { openingHours: nights.value })).toBe(
      undefined,
    );
  });
  it('reads opening hours on the spot’s clock in a zone with a half-hour offset', () => {
    const open = { openingHours: WEEK.value };
    // 07:00 in Kolkata (+05:30) is 01:30 UTC: open; 06:30 there is not.
    expect(problem('2026-12-01T07:00:00+05:30', '2026-12-01T09:00:00+05:30', open, 'Asia/Kolkata')).toBeUndefined();
    expect(problem('2026-12-01T01:30:00Z', '2026-12-01T03:30:00Z', open, 'Asia/Kolkata')).toBeUndefined();
    expect(problem('2026-12-01T01:00:00Z', '2026-12-01T03:30:00Z', open, 'Asia/Kolkata')).toBe(
      spotOutsideOpeningHours(WEEK.value),
    );
    // Quarter hours are the spot's: 10:15 in Kolkata is 04:45 UTC, on the step there.
    expect(problem('2026-12-01T04:45:00Z', '2026-12-01T06:45:00Z', {}, 'Asia/Kolkata')).toBeUndefined();
    expect(problem('2026-12-01T04:45:00Z', '2026-12-01T06:45:00Z', { stepMinutes: 60 }, 'Asia/Kolkata')).toBe(
      bookingOffStep(60),
    );
  });
  it('reads hours and dates on the wall clock across a daylight-saving change and a half-hour offset', () => {
    const nights = parseOpeningHours('Mon-Sun 01:00-04:00') as { value: NonNullable<SpotRules['openingHours']> };
    // 01:00 EST to 04:00 EDT on 14 March 2027: two hours pass, all of them within 01:00-04:00 on the wall.
    expect(
      problem('2027-03-14T01:00:00-05:00', '2027-03-14T04:00:00-04:00', { openingHours: nights.value }),
    ).toBeUndefined();
    // 01:00 EDT to 03:00 EST on 1 November 2026: three hours pass, still within the hours on the wall.
    expect(problem('2026-11-01T01:00:00-04:00', '2026-11-01T03:00:00-05:00', { openingHours: nights.value })).toBe(
      undefined,
    );
    // 20:00 UTC on 24 December is 01:30 on the 25th in Kolkata: closed there, while still the 24th in UTC.
    const christmas = { closedDates: ['2026-12-25'] };
    expect(problem('2026-12-24T20:00:00Z', '2026-12-24T22:00:00Z', christmas, 'Asia/Kolkata')).toBe(
      spotClosedOn('2026-12-25'),
    );
    expect(problem('2026-12-24T20:00:00Z', '2026-12-24T22:00:00Z', christmas, 'UTC')).toBeUndefined();
  });

  it('leaves a monthly booking to the period rules alone', () => {
    const strict = { openingHours: WEEK.value, closedDates: ['2026-12-25'], maxMinutes: 720 };
    expect(problem('2026-12-01T10:00:00-05:00', '2027-01-01T10:00:00-05:00', strict, NY, true)).toBeUndefined();
  });
});

describe('spotExtensionProblem', () => {
  const extend = (from: string, to: string, newTo: string, rules: Partial<SpotRules> = {}, isMonthly = false) =>
    spotExtensionProblem({ from, to, isMonthly }, newTo, NOW, DEFAULT_BOOKING_RULES, {
      timeZone: NY,
      rules: { ...DEFAULT_SPOT_RULES, ...rules },
    });

  it('extends a booking under way, judging its start as of the booking', () => {
    // Under way since 19:00 UTC on 31 October, five hours before NOW: far past the grace, which does not matter.
    expect(extend('2026-10-31T15:00:00-04:00', '2026-11-01T02:00:00Z', '2026-11-01T03:00:00Z')).toBeUndefined();
    expect(
      spotPeriodProblem(
        { from: '2026-10-31T15:00:00-04:00', to: '2026-11-01T03:00:00Z', isMonthly: false },
        NOW,
        DEFAULT_BOOKING_RULES,
        { timeZone: NY, rules: DEFAULT_SPOT_RULES },
      ),
    ).toBe(BOOKING_IN_THE_PAST);
  });
  it('names a new end not after the old one, a stretch already over or beyond the horizon', () => {
    expect(extend('2026-12-01T10:00:00-05:00', '2026-12-01T12:00:00-05:00', '2026-12-01T12:00:00-05:00')).toBe(
      BOOKING_EXTENSION_NOT_LATER,
    );
    expect(extend('2026-10-30T10:00:00Z', '2026-10-30T12:00:00Z', '2026-10-30T13:00:00Z')).toBe(BOOKING_IN_THE_PAST);
    expect(extend('2026-12-01T10:00:00-05:00', '2026-12-01T12:00:00-05:00', '2028-01-01T12:00:00-05:00')).toBe(
      bookingBeyondHorizon(365),
    );
  });
  it('applies the spot’s rules to the whole extended booking', () => {
    expect(
      extend('2026-12-01T10:00:00-05:00', '2026-12-01T20:00:00-05:00', '2026-12-01T23:00:00-05:00', {
        maxMinutes: 720,
      }),
    ).toBe(spotBookingTooLong(720));
    expect(
      extend('2026-12-24T10:00:00-05:00', '2026-12-24T20:00:00-05:00', '2026-12-25T01:00:00-05:00', {
        closedDates: ['2026-12-25'],
      }),
    ).toBe(spotClosedOn('2026-12-25'));
    expect(extend('2026-12-01T10:00:00-05:00', '2026-12-01T12:00:00-05:00', '2026-12-01T12:10:00-05:00')).toBe(
      bookingOffStep(15),
    );
    expect(
      extend('2026-12-01T10:00:00-05:00', '2027-01-01T10:00:00-05:00', '2027-02-01T10:00:00-05:00', {}, true),
    ).toBeUndefined();
    expect(
      extend('2026-12-01T10:00:00-05:00', '2027-01-01T10:00:00-05:00', '2027-02-02T10:00:00-05:00', {}, true),
    ).toBe(BOOKING_NOT_WHOLE_MONTHS);
  });
});
