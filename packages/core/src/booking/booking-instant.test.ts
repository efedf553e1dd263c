import { describe, expect, it } from 'vitest';
import { parseBookingInstant } from './booking-instant.js';

describe('parseBookingInstant', () => {
  it('reads instants with Z or an offset, with or without seconds and milliseconds', () => {
    expect(parseBookingInstant('2026-05-01T10:00:00Z')).toBe(Date.UTC(2026, 4, 1, 10));
    expect(parseBookingInstant('2026-05-01T10:00Z')).toBe(Date.UTC(2026, 4, 1, 10));
    expect(parseBookingInstant('2026-05-01T12:00:00.000+02:00')).toBe(Date.UTC(2026, 4, 1, 10));
    expect(parseBookingInstant('2026-05-01T05:30:00-04:30')).toBe(Date.UTC(2026, 4, 1, 10));
  });

  it('refuses a date-time without a time zone, a bare date and non-strings', () => {
    expect(parseBookingInstant('2026-05-01T10:00:00')).toBeUndefined();
    expect(parseBookingInstant('2026-05-01')).toBeUndefined();
    expect(parseBookingInstant(1767225600000)).toBeUndefined();
    expect(parseBookingInstant(undefined)).toBeUndefined();
    expect(parseBookingInstant('tomorrow')).toBeUndefined();
  });

  it('refuses calendar overflow that Date.parse would roll over', () => {
    expect(parseBookingInstant('2026-02-30T10:00:00Z')).toBeUndefined();
    expect(parseBookingInstant('2026-02-29T10:00:00Z')).toBeUndefined();
    expect(parseBookingInstant('2028-02-29T10:00:00Z')).toBe(Date.UTC(2028, 1, 29, 10));
    expect(parseBookingInstant('2026-13-01T10:00:00Z')).toBeUndefined();
    expect(parseBookingInstant('2026-01-01T24:00:00Z')).toBeUndefined();
    expect(parseBookingInstant('2026-01-01T10:60:00Z')).toBeUndefined();
    expect(parseBookingInstant('2026-01-01T10:00:00+25:00')).toBeUndefined();
  });
});
