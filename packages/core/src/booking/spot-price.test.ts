import { describe, expect, it } from 'vitest';
import { spotPrice } from './spot-price.js';

const rates = { hourlyRate: 2.5, monthlyRate: 99.99 };

describe('spotPrice', () => {
  it('charges the hourly rate per started hour', () => {
    expect(spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-05-01T11:00:00Z', isMonthly: false })).toBe(2.5);
    expect(spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-05-01T11:30:00Z', isMonthly: false })).toBe(5);
    expect(spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-05-02T10:00:00Z', isMonthly: false })).toBe(60);
    expect(
      spotPrice(
        { hourlyRate: 1.1, monthlyRate: 0 },
        { from: '2026-05-01T10:00:00Z', to: '2026-05-01T13:00:00Z', isMonthly: false },
      ),
    ).toBe(3.3);
  });

  it('charges the monthly rate per whole calendar month', () => {
    expect(spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-06-01T10:00:00Z', isMonthly: true })).toBe(99.99);
    expect(spotPrice(rates, { from: '2026-01-31T10:00:00Z', to: '2026-04-30T10:00:00Z', isMonthly: true })).toBe(
      299.97,
    );
  });

  it('cannot price a broken period or a mode without a rate', () => {
    expect(
      spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-06-02T10:00:00Z', isMonthly: true }),
    ).toBeUndefined();
    expect(
      spotPrice(rates, { from: '2026-05-01T10:00:00Z', to: '2026-05-01T10:00:00Z', isMonthly: false }),
    ).toBeUndefined();
    expect(spotPrice(rates, { from: 'x', to: '2026-05-01T10:00:00Z', isMonthly: false })).toBeUndefined();
    expect(
      spotPrice(
        { hourlyRate: 3, monthlyRate: 0 },
        { from: '2026-05-01T10:00:00Z', to: '2026-06-01T10:00:00Z', isMonthly: true },
      ),
    ).toBeUndefined();
  });
});
