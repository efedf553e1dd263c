import { describe, expect, it } from 'vitest';
import { BOOKING_MONTHS_INVALID } from './booking-inputs.js';
import { BOOKING_DATES_INVALID } from './booking-period.js';
import {
  EXTENSION_END_NOT_LATER,
  EXTENSION_END_REQUIRED,
  extensionInputsDefault,
  extensionInputsEnd,
} from './extension-inputs.js';

const NY = 'America/New_York';
const hourly = {
  fromMs: Date.parse('2030-11-02T14:00:00Z'),
  toMs: Date.parse('2030-11-02T16:00:00Z'),
  isMonthly: false,
  timeZone: NY,
};

describe('extensionInputsEnd', () => {
  it('reads an hourly new end on the car park’s clock, across a daylight-saving change', () => {
    // 3 November 2030 01:30 happens twice in New York; 09:00 that morning is 14:00 UTC (EST).
    expect(extensionInputsEnd(hourly, { date: '2030-11-03', end: '09:00', months: '' })).toEqual({
      to: '2030-11-03T14:00:00.000Z',
      errors: {},
    });
    expect(extensionInputsEnd(hourly, { date: '2030-11-02', end: '13:00', months: '' })).toEqual({
      to: '2030-11-02T17:00:00.000Z',
      errors: {},
    });
  });

  it('places what is missing or wrong next to its field', () => {
    expect(extensionInputsEnd(hourly, { date: '', end: '13:00', months: '' }).errors).toEqual({
      date: EXTENSION_END_REQUIRED,
    });
    expect(extensionInputsEnd(hourly, { date: '2030-11-02', end: '', months: '' }).errors).toEqual({
      end: EXTENSION_END_REQUIRED,
    });
    expect(extensionInputsEnd(hourly, { date: '2030-02-30', end: '13:00', months: '' }).errors).toEqual({
      date: BOOKING_DATES_INVALID,
    });
    expect(extensionInputsEnd(hourly, { date: '2030-11-02', end: '12:00', months: '' }).errors).toEqual({
      end: EXTENSION_END_NOT_LATER,
    });
  });

  it('grows a monthly booking by whole months counted from its start, on its clock', () => {
    const monthly = {
      fromMs: Date.parse('2031-01-31T15:00:00Z'),
      toMs: Date.parse('2031-02-28T15:00:00Z'),
      isMonthly: true,
      timeZone: NY,
    };
    // 31 January + 2 months = 31 March, 10:00 on the clock: EDT by then, so 14:00 UTC.
    expect(extensionInputsEnd(monthly, { date: '', end: '', months: '1' })).toEqual({
      to: '2031-03-31T14:00:00.000Z',
      errors: {},
    });
    for (const months of ['', '0', '1.5', '13', 'x'])
      expect(extensionInputsEnd(monthly, { date: '', end: '', months }).errors).toEqual({
        months: BOOKING_MONTHS_INVALID,
      });
  });
});

describe('extensionInputsDefault', () => {
  it('offers an hour after the current end on the car park’s clock, or one more month', () => {
    expect(extensionInputsDefault(hourly)).toEqual({ date: '2030-11-02', end: '13:00', months: '1' });
  });
});
