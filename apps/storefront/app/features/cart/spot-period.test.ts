import { describe, expect, it } from 'vitest';
import { bookingInputsFromParams, bookingSearchParams } from './spot-period';

const NOW = Date.parse('2026-11-24T06:10:00Z');
const NY = 'America/New_York';

describe('bookingInputsFromParams', () => {
  it("defaults to one hour from the next whole hour, on the spot's clock", () => {
    expect(bookingInputsFromParams(new URLSearchParams(), NY, NOW)).toEqual({
      mode: 'hourly',
      date: '2026-11-24',
      start: '02:00',
      end: '03:00',
      months: '1',
    });
  });

  it('reads the period the URL names, as typed (the form reads it on the clock)', () => {
    expect(
      bookingInputsFromParams(new URLSearchParams('mode=monthly&date=2027-01-31&start=09:00&months=2'), NY, NOW),
    ).toMatchObject({ mode: 'monthly', date: '2027-01-31', start: '09:00', months: '2' });
  });
});

describe('bookingSearchParams', () => {
  it("keeps only the mode's fields", () => {
    const inputs = { mode: 'monthly' as const, date: '2027-01-31', start: '09:00', end: '10:00', months: '2' };
    expect(bookingSearchParams(inputs).toString()).toBe('mode=monthly&date=2027-01-31&start=09%3A00&months=2');
    expect(bookingSearchParams({ ...inputs, mode: 'hourly' }).toString()).toBe(
      'mode=hourly&date=2027-01-31&start=09%3A00&end=10%3A00',
    );
  });
});
