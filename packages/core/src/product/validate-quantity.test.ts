import { describe, expect, it } from 'vitest';
import { parseQuantity, validateQuantity } from './validate-quantity.js';

describe('parseQuantity', () => {
  it('converts a string to an integer', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 2.7 ')).toBe(2);
    expect(parseQuantity('-1')).toBe(-1);
  });

  it('keeps numbers and rejects what is not a number', () => {
    expect(parseQuantity(4)).toBe(4);
    expect(parseQuantity(1.5)).toBe(1.5);
    for (const value of ['', '3 pcs', 'abc', null, undefined, Number.POSITIVE_INFINITY, {}]) {
      expect(parseQuantity(value)).toBeNaN();
    }
  });
});

describe('validateQuantity', () => {
  it('accepts quantities above 0', () => {
    expect(validateQuantity(1)).toBeUndefined();
    expect(validateQuantity('2')).toBeUndefined();
  });

  it("answers 'Quantity must be above 0.' otherwise", () => {
    for (const value of [0, -1, '0', '0.5', '', 'x', null, undefined]) {
      expect(validateQuantity(value)).toBe('Quantity must be above 0.');
    }
  });
});
