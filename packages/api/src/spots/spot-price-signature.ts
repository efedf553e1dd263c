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

function mac(spot: SignedSpotPrice, validUntil: number, secret: string): string {
  const mode = spot.isMonthly ? 'monthly' : 'hourly';
  const from = new Date(spot.fromMs).toISOString();
  const to = new Date(spot.toMs).toISOString();
  return signPayload(`${spot.sku}|${mode}|${from}|${to}|${spot.price.toFixed(2)}|${validUntil}`, secret);
}

/**
 * The API's signature of a spot's price for one period and mode (the availability answer's `sgn`):
 * `<valid until, base 36>.<HMAC over sku|mode|from|to|price|valid until>`, instants in UTC ISO form and the price with
 * 2 decimals, so the same booking written with another offset or as `12.5` carries the same signature. It expires, so
 * an old offer cannot keep a price after the rates change.
 */
export function signSpotPrice(spot: SignedSpotPrice, secret: string, validUntil: number): string {
  return `${validUntil.toString(36)}.${mac(spot, validUntil, secret)}`;
}

export function verifySpotPrice(spot: SignedSpotPrice, sgn: unknown, secret: string, now: number): boolean {
  if (typeof sgn !== 'string') return false;
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(sgn);
  if (!match) return false;
  const validUntil = parseInt(match[1]!, 36);
  if (!(validUntil > now)) return false;
  const expected = Buffer.from(mac(spot, validUntil, secret));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
