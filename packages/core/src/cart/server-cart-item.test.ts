import { describe, expect, it } from 'vitest';
import { sameBookingIdentity } from './server-cart-item.js';

describe('sameBookingIdentity', () => {
  it('matches on sku, monthly flag, start and end', () => {
    const a = { sku: 'P1', is_monthly: false, book_from: '2026-12-01T10:00:00Z', book_to: '2026-12-01T11:00:00Z' };
    expect(sameBookingIdentity(a, { ...a })).toBe(true);
    expect(sameBookingIdentity(a, { ...a, sku: 'P2' })).toBe(false);
    expect(sameBookingIdentity(a, { ...a, is_monthly: true })).toBe(false);
    expect(sameBookingIdentity(a, { ...a, book_from: '2026-12-01T09:00:00Z' })).toBe(false);
    expect(sameBookingIdentity(a, { ...a, book_to: '2026-12-01T12:00:00Z' })).toBe(false);
  });

  it('treats the same instant in another ISO form, and null or missing fields, as equal', () => {
    expect(
      sameBookingIdentity(
        { sku: 'P1', book_from: '2026-12-01T10:00:00Z', book_to: '2026-12-01T11:00:00Z' },
        { sku: 'P1', book_from: '2026-12-01T10:00:00.000Z', book_to: '2026-12-01T12:00:00+01:00', is_monthly: null },
      ),
    ).toBe(true);
    expect(sameBookingIdentity({ sku: 'WS12' }, { sku: 'WS12', book_from: null, book_to: '', is_monthly: false })).toBe(
      true,
    );
    expect(sameBookingIdentity({ sku: 'WS12' }, { sku: 'WS12', book_from: '2026-12-01T10:00:00Z' })).toBe(false);
  });
});
