import { describe, expect, it } from 'vitest';
import { DEFAULT_SPOT_RULES } from './spot-rules.js';
import { isBookableSpot, spotAttributeProblems, spotTermsOf } from './spot-terms.js';

describe('spotTermsOf', () => {
  it('reads a spot from its hourly rate, places and monthly rate, numbers given as text too', () => {
    expect(spotTermsOf({ sku: 'PK-1', hourly_rate: '2.5', places: 3, monthly_rate: 90 })).toEqual({
      sku: 'PK-1',
      places: 3,
      hourlyRate: 2.5,
      monthlyRate: 90,
      timeZone: 'UTC',
      rules: DEFAULT_SPOT_RULES,
    });
  });
  it('reads its time zone and rules, falling back to the defaults for what is missing or unknown', () => {
    const defaults = { timeZone: 'America/New_York', rules: { ...DEFAULT_SPOT_RULES, bufferMinutes: 10 } };
    const spot = { sku: 'PK-1', hourly_rate: 2, time_zone: 'Europe/Berlin', booking_max_minutes: '720' };
    expect(spotTermsOf(spot, defaults)).toMatchObject({
      timeZone: 'Europe/Berlin',
      rules: { maxMinutes: 720, bufferMinutes: 10, minMinutes: 60 },
    });
    expect(spotTermsOf({ ...spot, time_zone: 'Mars/Olympus' }, defaults)?.timeZone).toBe('America/New_York');
    expect(spotTermsOf({ sku: 'PK-1', hourly_rate: 2 }, defaults)?.timeZone).toBe('America/New_York');
    expect(spotTermsOf({ sku: 'PK-1', hourly_rate: 2 }, 'Europe/Rome')).toMatchObject({
      timeZone: 'Europe/Rome',
      rules: DEFAULT_SPOT_RULES,
    });
  });

  it('takes one place when places is missing or not a positive number, and no monthly booking without a rate', () => {
    expect(spotTermsOf({ sku: 'PK-1', hourly_rate: 2, places: 'many' })).toMatchObject({ places: 1, monthlyRate: 0 });
    expect(spotTermsOf({ sku: 'PK-1', hourly_rate: 2, places: 2.7 })?.places).toBe(2);
  });

  it('is no spot without a positive hourly rate or a sku', () => {
    expect(spotTermsOf({ sku: 'MB01', price: 10 })).toBeUndefined();
    expect(spotTermsOf({ sku: 'MB01', hourly_rate: 0 })).toBeUndefined();
    expect(spotTermsOf({ hourly_rate: 3 })).toBeUndefined();
    expect(isBookableSpot({ sku: 'PK-1', hourly_rate: 1 })).toBe(true);
    expect(isBookableSpot({ sku: 'MB01' })).toBe(false);
  });
});

describe('spotAttributeProblems', () => {
  it('names an unknown time zone and each unreadable rule, and nothing for a plain product', () => {
    expect(spotAttributeProblems({ sku: 'MB01' })).toEqual([]);
    expect(spotAttributeProblems({ time_zone: 'Asia/Kolkata', opening_hours: 'Mon-Fri 07:00-22:00' })).toEqual([]);
    expect(spotAttributeProblems({ time_zone: 'EST5EDT+', closed_dates: ['25/12/2026'] })).toEqual([
      'time_zone: "EST5EDT+" is not an IANA time zone such as "America/New_York"',
      'closed_dates: "25/12/2026" is not a date such as "2026-12-25"',
    ]);
  });
});
