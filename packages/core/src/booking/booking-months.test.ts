import { describe, expect, it } from 'vitest';
import { addBookingMonths, wholeBookingMonths } from './booking-months.js';

const at = (iso: string) => Date.parse(iso);

describe('addBookingMonths', () => {
  it('keeps the day and the UTC time of day', () => {
    expect(new Date(addBookingMonths(at('2026-05-15T08:30:00Z'), 1)).toISOString()).toBe('2026-06-15T08:30:00.000Z');
    expect(new Date(addBookingMonths(at('2026-11-15T08:30:00Z'), 3)).toISOString()).toBe('2027-02-15T08:30:00.000Z');
  });

  it('clamps to the last day of a shorter month, counting every end from the start', () => {
    expect(new Date(addBookingMonths(at('2026-01-31T00:00:00Z'), 1)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(addBookingMonths(at('2028-01-31T00:00:00Z'), 1)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(addBookingMonths(at('2026-01-31T00:00:00Z'), 2)).toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });
});

describe('wholeBookingMonths', () => {
  it('counts whole months and refuses anything else', () => {
    expect(wholeBookingMonths(at('2026-05-15T08:30:00Z'), at('2026-06-15T08:30:00Z'))).toBe(1);
    expect(wholeBookingMonths(at('2026-01-31T00:00:00Z'), at('2026-02-28T00:00:00Z'))).toBe(1);
    expect(wholeBookingMonths(at('2026-05-15T08:30:00Z'), at('2027-05-15T08:30:00Z'))).toBe(12);
    expect(wholeBookingMonths(at('2026-05-15T08:30:00Z'), at('2026-06-15T09:30:00Z'))).toBeUndefined();
    expect(wholeBookingMonths(at('2026-05-15T08:30:00Z'), at('2026-06-14T08:30:00Z'))).toBeUndefined();
    expect(wholeBookingMonths(at('2026-05-15T08:30:00Z'), at('2026-05-15T08:30:00Z'))).toBeUndefined();
    expect(wholeBookingMonths(at('2026-02-28T00:00:00Z'), at('2026-03-31T00:00:00Z'))).toBeUndefined();
  });
});
