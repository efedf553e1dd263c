import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-discount.js';

describe('couponDiscount', () => {
  it('takes a percentage of the lines, rounded to cents', () => {
    expect(couponDiscount({ code: 'NEWS', type: 'percent', amount: 10 }, 55.13)).toBe(5.51);
  });

  it('takes a fixed amount, never more than the lines', () => {
    expect(couponDiscount({ code: 'FIVE', type: 'fixed', amount: 5 }, 20)).toBe(5);
    expect(couponDiscount({ code: 'FIVE', type: 'fixed', amount: 5 }, 3.3)).toBe(3.3);
  });

  it('gives nothing on an empty cart', () => {
    expect(couponDiscount({ code: 'NEWS', type: 'percent', amount: 10 }, 0)).toBe(0);
  });
});
