import { describe, expect, it } from 'vitest';
import { readRangeBound } from './range-bound.js';

const NOW = Date.parse('2026-06-10T15:30:45.123Z');

describe('range bounds', () => {
  it('reads numbers, numeric strings and dates', () => {
    expect(readRangeBound(5, NOW, false)).toBe(5);
    expect(readRangeBound('12.5', NOW, false)).toBe(12.5);
    expect(readRangeBound('2026-01-02 03:04:05', NOW, false)).toBe(Date.parse('2026-01-02T03:04:05Z'));
  });

  it('reads date math relative to now and to an anchor date', () => {
    expect(readRangeBound('now', NOW, false)).toBe(NOW);
    expect(readRangeBound('now-7d', NOW, false)).toBe(NOW - 7 * 86_400_000);
    expect(readRangeBound('now+1h', NOW, false)).toBe(NOW + 3_600_000);
    expect(readRangeBound('now-1M', NOW, false)).toBe(Date.parse('2026-05-10T15:30:45.123Z'));
    expect(readRangeBound('2026-01-31||+1y', NOW, false)).toBe(Date.parse('2027-01-31T00:00:00Z'));
  });

  it('rounds down, or up to the last millisecond of the unit', () => {
    expect(readRangeBound('now/d', NOW, false)).toBe(Date.parse('2026-06-10T00:00:00Z'));
    expect(readRangeBound('now/d', NOW, true)).toBe(Date.parse('2026-06-10T23:59:59.999Z'));
    expect(readRangeBound('now-1d/M', NOW, false)).toBe(Date.parse('2026-06-01T00:00:00Z'));
    expect(readRangeBound('now/w', NOW, false)).toBe(Date.parse('2026-06-08T00:00:00Z'));
  });

  it('gives undefined for what it cannot read', () => {
    for (const value of ['yesterday', 'now-7x', 'now-', 'now7d', '12/05/2026', 'abc||+1d', true, {}, [1]])
      expect(readRangeBound(value, NOW, false)).toBeUndefined();
  });
});
