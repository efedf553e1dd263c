import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from './format-date.js';

// Local-time constructors keep these tests independent of the machine's time zone.
const morning = new Date(2020, 0, 5, 9, 7, 3);
const evening = new Date(2021, 11, 25, 21, 45, 0);

describe('formatDate', () => {
  it("uses VSF's default format HH:mm D/M/YYYY", () => {
    expect(DEFAULT_DATE_FORMAT).toBe('HH:mm D/M/YYYY');
    expect(formatDate(morning)).toBe('09:07 5/1/2020');
    expect(formatDate(evening)).toBe('21:45 25/12/2021');
  });

  it('supports padded tokens and other separators', () => {
    expect(formatDate(morning, 'DD.MM.YYYY')).toBe('05.01.2020');
    expect(formatDate(morning, 'HH:mm D-M-YYYY')).toBe('09:07 5-1-2020');
    expect(formatDate(morning, 'YYYY-MM-DD HH:mm:ss')).toBe('2020-01-05 09:07:03');
    expect(formatDate(morning, 'H:mm, D/M/YY')).toBe('9:07, 5/1/20');
  });

  it('prints [bracketed] text literally', () => {
    expect(formatDate(morning, '[Day] D [of] M')).toBe('Day 5 of 1');
  });

  it('accepts timestamps and Magento date strings as local time', () => {
    expect(formatDate(morning.getTime())).toBe('09:07 5/1/2020');
    expect(formatDate('2020-01-05 09:07:03')).toBe('09:07 5/1/2020');
    expect(formatDate('2020-01-05', 'D/M/YYYY')).toBe('5/1/2020');
  });

  it('formats in UTC on request', () => {
    expect(formatDate('2020-01-05T23:30:00Z', 'HH:mm D/M/YYYY', { utc: true })).toBe('23:30 5/1/2020');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
