import { roundPrice } from '../pricing/round-price.js';

/** A coupon as it reduces a cart: a percentage of the lines, or a fixed amount off the whole cart. */
export interface CouponTerms {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
}

/**
 * The discount of a coupon on the lines' total (incl. the booking tax, what the shopper sees as the subtotal), as a
 * positive amount: a percentage of it, or a fixed amount capped at it, so a coupon never makes a cart negative.
 * Shipping is never discounted.
 */
export function couponDiscount(coupon: CouponTerms, linesTotal: number): number {
  if (!(linesTotal > 0) || !(coupon.amount > 0)) return 0;
  const off = coupon.type === 'percent' ? (linesTotal * Math.min(coupon.amount, 100)) / 100 : coupon.amount;
  return roundPrice(Math.min(off, linesTotal));
}
