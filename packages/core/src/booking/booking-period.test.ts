import { describe, expect, it } from 'vitest';
import {
  BOOKING_DATES_INVALID,
  BOOKING_END_BEFORE_START,
  BOOKING_IN_THE_PAST,
  BOOKING_NOT_WHOLE_MONTHS,
  BOOKING_ZERO_LENGTH,
  bookingBeyondHorizon,
  bookingOffStep,
  bookingTooShort,
  validateBookingPeriod,
} from './booking-period.js';
import { DEFAULT_BOOKING_RULES } from './booking-rules.js';

const NOW = Date.parse('2026-05-01T10:20:00Z');
const check = (from: string, to: string, isMonthly = false) =>
  validateBookingPeriod({ from, to, isMonthly }, NOW, DEFAULT_BOOKING_RULES);

describe('validateBookingPeriod', () => {
  it('accepts an hourly period on the step and a monthly period of whole months', () => {
    expect(check('2026-05-01T11:00:00Z', '2026-05-01T12:00:00Z')).toBeUndefined();
    expect(check('2026-05-01T13:00:00+02:00', '2026-05-01T14:15:00+02:00')).toBeUndefined();
    expect(check('2026-05-02T07:00:00Z', '2026-07-02T07:00:00Z', true)).toBeUndefined();
  });

  it('names each problem with its own message', () => {
    expect(check('soon', '2026-05-01T12:00:00Z')).toBe(BOOKING_DATES_INVALID);
    expect(check('2026-05-01T11:00:00Z', '2026-05-01T12:00:00')).toBe(BOOKING_DATES_INVALID);
    expect(check('2026-05-01T12:00:00Z', '2026-05-01T11:00:00Z')).toBe(BOOKING_END_BEFORE_START);
    expect(check('2026-05-01T12:00:00Z', '2026-05-01T12:00:00Z')).toBe(BOOKING_ZERO_LENGTH);
    expect(check('2026-05-01T12:00:00Z', '2026-05-01T14:00:00+02:00')).toBe(BOOKING_ZERO_LENGTH);
    expect(check('2026-04-30T10:00:00Z', '2026-05-01T12:00:00Z')).toBe(BOOKING_IN_THE_PAST);
    expect(check('2026-05-02T10:00:00Z', '2027-05-02T10:00:00Z', true)).toBe(bookingBeyondHorizon(365));
    expect(check('2026-05-01T11:00:00Z', '2026-05-01T11:45:00Z')).toBe(bookingTooShort(60));
    expect(check('2026-05-01T11:00:00Z', '2026-05-01T12:10:00Z')).toBe(bookingOffStep(15));
    expect(check('2026-05-01T11:00:30Z', '2026-05-01T12:15:00Z')).toBe(bookingOffStep(15));
    expect(check('2026-05-02T07:00:00Z', '2026-06-02T08:00:00Z', true)).toBe(BOOKING_NOT_WHOLE_MONTHS);
  });

  it('lets the hour under way be booked (the grace) but not earlier', () => {
    expect(check('2026-05-01T10:00:00Z', '2026-05-01T11:00:00Z')).toBeUndefined();
    expect(check('2026-05-01T09:30:00Z', '2026-05-01T11:00:00Z')).toBeUndefined();
    expect(check('2026-05-01T09:15:00Z', '2026-05-01T11:00:00Z')).toBe(BOOKING_IN_THE_PAST);
  });

  it('allows an end exactly at the horizon, not beyond it', () => {
    const horizon = new Date(NOW + 365 * 86_400_000).toISOString();
    expect(check('2026-05-01T11:00:00Z', horizon.replace(':20:00.000Z', ':00:00Z'))).toBeUndefined();
    expect(
      validateBookingPeriod({ from: '2026-05-01T11:00:00Z', to: '2026-05-03T11:00:00Z', isMonthly: false }, NOW, {
        ...DEFAULT_BOOKING_RULES,
        horizonDays: 1,
      }),
    ).toBe(bookingBeyondHorizon(1));
  });
});
