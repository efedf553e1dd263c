import { describe, expect, it } from 'vitest';
import {
  BOOKING_DATE_REQUIRED,
  BOOKING_END_REQUIRED,
  BOOKING_MONTHS_INVALID,
  bookingInputsOf,
  bookingInputsPeriod,
  bookingMessageField,
  type BookingInputs,
} from './booking-inputs.js';
import { BOOKING_IN_THE_PAST, bookingBeyondHorizon, bookingOffStep, bookingTooShort } from './booking-period.js';

const NY = 'America/New_York';
const hourly = (date: string, start: string, end: string): BookingInputs => ({
  mode: 'hourly',
  date,
  start,
  end,
  months: '',
});

describe('bookingInputsPeriod', () => {
  it("reads an hourly period on the spot's clock", () => {
    expect(bookingInputsPeriod(hourly('2026-11-29', '10:00', '13:00'), NY)).toEqual({
      period: { from: '2026-11-29T15:00:00.000Z', to: '2026-11-29T18:00:00.000Z', isMonthly: false },
      errors: {},
    });
  });

  it('takes an end before the start as the next day, across the night the clocks go back', () => {
    expect(bookingInputsPeriod(hourly('2026-10-31', '22:00', '02:00'), NY).period).toEqual({
      from: '2026-11-01T02:00:00.000Z',
      to: '2026-11-01T07:00:00.000Z',
      isMonthly: false,
    });
  });

  it('leaves an end equal to the start to the period rules (an empty booking)', () => {
    const { period } = bookingInputsPeriod(hourly('2026-11-29', '10:00', '10:00'), NY);
    expect(period?.from).toBe(period?.to);
  });

  it('reads a monthly period as calendar months on the clock, midnight when no time is given', () => {
    expect(bookingInputsPeriod({ mode: 'monthly', date: '2026-10-15', start: '', end: '', months: '2' }, NY)).toEqual({
      period: { from: '2026-10-15T04:00:00.000Z', to: '2026-12-15T05:00:00.000Z', isMonthly: true },
      errors: {},
    });
  });

  it('names each empty or unreadable field, and only the fields of the mode', () => {
    expect(bookingInputsPeriod(hourly('', '10:00', ''), NY).errors).toEqual({
      date: BOOKING_DATE_REQUIRED,
      end: BOOKING_END_REQUIRED,
    });
    expect(
      bookingInputsPeriod({ mode: 'monthly', date: '2026-11-01', start: '', end: '', months: '1.5' }, NY).errors,
    ).toEqual({
      months: BOOKING_MONTHS_INVALID,
    });
    expect(
      bookingInputsPeriod({ mode: 'monthly', date: '2026-11-01', start: '', end: '', months: '13' }, NY).errors,
    ).toEqual({
      months: BOOKING_MONTHS_INVALID,
    });
    expect(bookingInputsPeriod(hourly('2026-02-30', '10:00', '11:00'), NY).errors).toHaveProperty('date');
  });
});

describe('bookingInputsOf', () => {
  it('reads a period back into the fields', () => {
    const fromMs = Date.parse('2026-11-29T15:00:00Z');
    expect(bookingInputsOf({ fromMs, toMs: fromMs + 3 * 3_600_000, isMonthly: false }, NY)).toEqual({
      mode: 'hourly',
      date: '2026-11-29',
      start: '10:00',
      end: '13:00',
      months: '1',
    });
  });
});

describe('bookingMessageField', () => {
  it('puts each period rule next to the field it concerns', () => {
    expect(bookingMessageField(bookingTooShort(60), { mode: 'hourly' })).toBe('end');
    expect(bookingMessageField(BOOKING_IN_THE_PAST, { mode: 'hourly' })).toBe('start');
    expect(bookingMessageField(BOOKING_IN_THE_PAST, { mode: 'monthly' })).toBe('date');
    expect(bookingMessageField(bookingBeyondHorizon(365), { mode: 'monthly' })).toBe('months');
    expect(bookingMessageField(bookingOffStep(15), { mode: 'hourly' }, { from: '2026-11-29T15:10:00Z' }, NY)).toBe(
      'start',
    );
    expect(bookingMessageField(bookingOffStep(15), { mode: 'hourly' }, { from: '2026-11-29T15:00:00Z' }, NY)).toBe(
      'end',
    );
  });

  it('leaves a message about the whole booking to the form', () => {
    expect(
      bookingMessageField('This spot is not available for the chosen period.', { mode: 'hourly' }),
    ).toBeUndefined();
  });
});
