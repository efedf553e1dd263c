import { describe, expect, it } from 'vitest';
import { isSpecialPriceActive } from './is-special-price-active.js';

const now = new Date('2024-06-15T12:00:00Z');
const base = { price: 100, special_price: 80 };

describe('isSpecialPriceActive', () => {
  describe('date window', () => {
    it('is active with no dates at all', () => {
      expect(isSpecialPriceActive(base, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: null, special_to_date: null }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: '', special_to_date: '' }, now)).toBe(true);
    });

    it('is inactive when the window lies in the past', () => {
      const past = { ...base, special_from_date: '2024-01-01 00:00:00', special_to_date: '2024-02-01 00:00:00' };
      expect(isSpecialPriceActive(past, now)).toBe(false);
    });

    it('is active inside the window', () => {
      const current = { ...base, special_from_date: '2024-06-01 00:00:00', special_to_date: '2024-06-30 00:00:00' };
      expect(isSpecialPriceActive(current, now)).toBe(true);
    });

    it('is inactive when the window lies in the future', () => {
      const future = { ...base, special_from_date: '2024-07-01', special_to_date: '2024-07-31' };
      expect(isSpecialPriceActive(future, now)).toBe(false);
    });

    it('accepts a window open at the end', () => {
      expect(isSpecialPriceActive({ ...base, special_from_date: '2024-06-01', special_to_date: null }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: '2024-06-16' }, now)).toBe(false);
    });

    it('accepts a window open at the start', () => {
      expect(isSpecialPriceActive({ ...base, special_from_date: '', special_to_date: '2024-06-30' }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-14' }, now)).toBe(false);
    });

    it('keeps the offer through the whole end day when the end has no time of day', () => {
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-15' }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-15 00:00:00' }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-15' }, new Date('2024-06-16T00:00:00Z'))).toBe(
        false,
      );
    });

    it('compares instants when the bounds carry a time of day, both ends inclusive', () => {
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-15 11:59:59' }, now)).toBe(false);
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-06-15 12:00:00' }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: '2024-06-15 12:00:00' }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: '2024-06-15 12:00:01' }, now)).toBe(false);
    });

    it('reads dates as UTC', () => {
      const justBefore = new Date('2024-06-14T23:30:00Z');
      expect(isSpecialPriceActive({ ...base, special_from_date: '2024-06-15' }, justBefore)).toBe(false);
    });

    it('accepts epoch milliseconds', () => {
      const from = Date.UTC(2024, 5, 1);
      expect(isSpecialPriceActive({ ...base, special_from_date: from }, now)).toBe(true);
      expect(isSpecialPriceActive({ ...base, special_from_date: String(Date.UTC(2024, 6, 1)) }, now)).toBe(false);
    });

    it('closes the window on an unreadable date rather than granting the discount', () => {
      expect(isSpecialPriceActive({ ...base, special_from_date: 'soon' }, now)).toBe(false);
      expect(isSpecialPriceActive({ ...base, special_to_date: '2024-02-30' }, now)).toBe(false);
    });
  });

  describe('amount', () => {
    it('is inactive when equal to the price', () => {
      expect(isSpecialPriceActive({ price: 100, special_price: 100 }, now)).toBe(false);
    });

    it('is inactive when above the price', () => {
      expect(isSpecialPriceActive({ price: 100, special_price: 120 }, now)).toBe(false);
    });

    it('is never active at zero or when missing', () => {
      expect(isSpecialPriceActive({ price: 100, special_price: 0 }, now)).toBe(false);
      expect(isSpecialPriceActive({ price: 100, special_price: null }, now)).toBe(false);
      expect(isSpecialPriceActive({ price: 100 }, now)).toBe(false);
    });

    it('is inactive when the product has no price to be below', () => {
      expect(isSpecialPriceActive({ special_price: 10 }, now)).toBe(false);
    });

    it('reads numeric strings', () => {
      expect(isSpecialPriceActive({ price: '100.00', special_price: '79.90' }, now)).toBe(true);
    });
  });
});
