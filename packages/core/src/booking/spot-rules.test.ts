import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPOT_RULES,
  formatOpeningHours,
  parseClosedDates,
  parseMinutes,
  parseOpeningHours,
  readSpotRules,
} from './spot-rules.js';

const hours = (text: string) => {
  const reading = parseOpeningHours(text);
  if ('error' in reading) throw new Error(reading.error);
  return reading.value;
};

describe('parseOpeningHours', () => {
  it('reads weekday ranges and intervals, Sunday first in the result, unnamed days closed', () => {
    const week = hours('Mon-Fri 07:00-22:00; Sat 08:00-12:00, 13:00-20:00');
    expect(week![1]).toEqual([{ open: 420, close: 1320 }]);
    expect(week![5]).toEqual([{ open: 420, close: 1320 }]);
    expect(week![6]).toEqual([
      { open: 480, close: 720 },
      { open: 780, close: 1200 },
    ]);
    expect(week![0]).toEqual([]);
  });
  it('runs an interval past midnight into the next day, wraps weekday ranges, reads 24:00 and closed', () => {
    const week = hours('Fri-Sun 00:00-24:00; Thu 22:00-02:00; Sat closed');
    expect(week![4]).toEqual([{ open: 1320, close: 1440 }]);
    expect(week![5]).toEqual([{ open: 0, close: 1440 }]);
    expect(week![6]).toEqual([]);
    expect(week![0]).toEqual([{ open: 0, close: 1440 }]);
    expect(hours('mon–sun 06:00–23:00')![3]).toEqual([{ open: 360, close: 1380 }]);
  });
  it('is always open when empty, 24/7 or absent', () => {
    expect(hours('')).toBeNull();
    expect(hours('24/7')).toBeNull();
    expect(parseOpeningHours(undefined)).toEqual({ value: null });
  });
  it('names what it cannot read', () => {
    expect(parseOpeningHours('Weekdays 07:00-22:00')).toEqual({
      error: '"Weekdays 07:00-22:00" does not start with a weekday or a range of weekdays such as "Mon-Fri"',
    });
    expect(parseOpeningHours('Mon 7-22')).toEqual({ error: '"7-22" is not an interval such as "07:00-22:00"' });
    expect(parseOpeningHours('Mon 07:00-24:30')).toHaveProperty('error');
    expect(parseOpeningHours({ mon: '07:00-22:00' })).toHaveProperty('error');
  });
});

describe('formatOpeningHours', () => {
  it('writes the week Monday first, grouping days with the same hours and leaving closed days out', () => {
    expect(formatOpeningHours(hours('Mon-Fri 07:00-22:00; Sat 08:00-20:00'))).toBe(
      'Mon–Fri 07:00–22:00, Sat 08:00–20:00',
    );
    expect(formatOpeningHours(hours('Mon-Sun 06:00-23:00'))).toBe('Mon–Sun 06:00–23:00');
    expect(formatOpeningHours(hours('Sat 08:00-12:00, 13:00-20:00'))).toBe('Sat 08:00–12:00, 13:00–20:00');
    expect(formatOpeningHours(null)).toBe('open at all hours');
  });
});

describe('parseClosedDates and parseMinutes', () => {
  it('reads a list or a flattened text of real dates, sorted', () => {
    expect(parseClosedDates(['2027-01-01', '2026-12-25'])).toEqual({ value: ['2026-12-25', '2027-01-01'] });
    expect(parseClosedDates('2026-12-25, 2026-12-26')).toEqual({ value: ['2026-12-25', '2026-12-26'] });
    expect(parseClosedDates('2026-02-30')).toEqual({ error: '"2026-02-30" is not a date such as "2026-12-25"' });
    expect(parseClosedDates(42)).toHaveProperty('error');
    expect(parseClosedDates(undefined)).toEqual({ value: [] });
  });
  it('reads whole minutes in bounds, as text too', () => {
    expect(parseMinutes('90', 1, 1440)).toEqual({ value: 90 });
    expect(parseMinutes(undefined, 1, 1440)).toEqual({ value: undefined });
    expect(parseMinutes(0, 1, 1440)).toEqual({ error: '"0" is not a whole number of minutes from 1 to 1440' });
    expect(parseMinutes(1.5, 1, 1440)).toHaveProperty('error');
  });
});

describe('readSpotRules', () => {
  it('takes each attribute the spot carries and the default for the rest', () => {
    expect(
      readSpotRules({ booking_max_minutes: 720, booking_buffer_minutes: '15', closed_dates: ['2026-12-25'] }),
    ).toEqual({
      rules: { ...DEFAULT_SPOT_RULES, maxMinutes: 720, bufferMinutes: 15, closedDates: ['2026-12-25'] },
      problems: [],
    });
  });
  it('reports each unreadable attribute and keeps the default for it', () => {
    const { rules, problems } = readSpotRules({
      booking_step_minutes: 'often',
      opening_hours: 'Weekdays',
      booking_max_minutes: 30,
    });
    expect(rules).toEqual(DEFAULT_SPOT_RULES);
    expect(problems).toEqual([
      'booking_step_minutes: "often" is not a whole number of minutes from 1 to 1440',
      'opening_hours: "Weekdays" does not start with a weekday or a range of weekdays such as "Mon-Fri"',
      'booking_max_minutes: 30 is shorter than the minimum of 60 minutes',
    ]);
  });
});
