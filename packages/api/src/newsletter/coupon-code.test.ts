import { describe, expect, it } from 'vitest';
import { newsletterCouponCode } from './coupon-code.js';

describe('newsletterCouponCode', () => {
  it('is NEWS- and ten base32 characters', () => {
    expect(newsletterCouponCode()).toMatch(/^NEWS-[A-Z2-7]{10}$/);
  });

  it('maps random bytes onto the whole alphabet', () => {
    expect(newsletterCouponCode(() => Buffer.from([0, 1, 25, 26, 31, 32, 63, 255, 224, 7]))).toBe('NEWS-ABZ27A77AH');
  });

  it('differs from call to call', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newsletterCouponCode()));
    expect(codes.size).toBe(1000);
  });
});
