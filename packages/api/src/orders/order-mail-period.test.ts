import { describe, expect, it } from 'vitest';
import { mailBookingPeriod } from './order-mail.js';

const NOW = Date.parse('2026-11-01T12:00:00Z');

describe('a booking period in a mail', () => {
  it('is written on the spot’s clock with its zone, in the store view’s locale', () => {
    const line = { bookFrom: '2026-11-29T15:00:00Z', bookTo: '2026-11-29T18:00:00Z', isMonthly: false };
    expect(mailBookingPeriod({ ...line, timeZone: 'America/New_York' }, 'en-US', NOW)).toBe(
      'Sun 29 Nov, 10:00–13:00 EST, hourly',
    );
    expect(mailBookingPeriod({ ...line, timeZone: 'Europe/Berlin' }, 'de-DE', NOW)).toBe(
      'So., 29. Nov., 16:00–19:00 MEZ, hourly',
    );
  });
  it('names both zones across a daylight-saving change, and shows a stored text it cannot read as it is', () => {
    const line = { bookFrom: '2026-11-01T02:00:00Z', bookTo: '2026-11-01T07:00:00Z', isMonthly: false };
    expect(mailBookingPeriod({ ...line, timeZone: 'America/New_York' }, 'en-US', NOW)).toBe(
      'Sat 31 Oct, 22:00 EDT – Sun 1 Nov, 02:00 EST, hourly',
    );
    expect(mailBookingPeriod({ bookFrom: 'soon', bookTo: 'later', isMonthly: true })).toBe('soon – later, monthly');
  });
});
