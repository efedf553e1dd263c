import { timingSafeEqual } from 'node:crypto';
import { signPayload } from '../search/price-signature.js';

export interface SignedSpotPrice {
  sku: string;
  isMonthly: boolean;
  fromMs: number;
  toMs: number;
  /** Unit price before the booking tax. */
  price: number;
}

/**
 * The API's signature of a spot's price for one period and mode (the availability answer's `sgn`): HMAC over
 * `sku|mode|from|to|price` with the instants in UTC ISO form and the price with 2 decimals, so the same booking
 * written with another offset or as `12.5` instead of `12.50` carries the same signature.
 */
export function signSpotPrice(spot: SignedSpotPrice, secret: string): string {
  const mode = spot.isMonthly ? 'monthly' : 'hourly';
  const from = new Date(spot.fromMs).toISOString();
  const to = new Date(spot.toMs).toISOString();
  return signPayload(`${spot.sku}|${mode}|${from}|${to}|${spot.price.toFixed(2)}`, secret);
}

export function verifySpotPrice(spot: SignedSpotPrice, sgn: unknown, secret: string): boolean {
  if (typeof sgn !== 'string' || sgn === '') return false;
  const expected = Buffer.from(signSpotPrice(spot, secret));
  const given = Buffer.from(sgn);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
