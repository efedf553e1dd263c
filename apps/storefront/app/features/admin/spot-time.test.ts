import { describe, expect, it } from 'vitest';
import { instantOnClock, newPhoneOrderId, onClock, timeOnClock, todayOn } from './spot-time';

describe("a spot's clock in the back-office", () => {
  it('reads typed times on the spot’s zone and shows instants on it, whatever the browser’s zone', () => {
    expect(instantOnClock('2026-06-04', '10:00', 'America/New_York')).toBe('2026-06-04T14:00:00.000Z');
    expect(instantOnClock('2026-02-30', '10:00', 'America/New_York')).toBeUndefined();
    expect(onClock('2026-06-04T14:00:00.000Z', 'Europe/Paris')).toBe('2026-06-04 16:00');
    expect(timeOnClock('2026-03-29T01:00:00.000Z', 'Europe/Paris')).toBe('03:00');
    expect(todayOn('Pacific/Auckland', Date.parse('2026-06-04T13:00:00Z'))).toBe('2026-06-05');
  });

  it('makes a phone booking id the API takes (16 to 80 letters, digits or -), a new one each time', () => {
    const id = newPhoneOrderId();
    expect(id).toMatch(/^[A-Za-z0-9-]{16,80}$/);
    expect(newPhoneOrderId()).not.toBe(id);
  });
});
