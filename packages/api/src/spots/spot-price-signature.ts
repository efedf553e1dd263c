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

/** `spots.offerMinutes`'s default: an availability answer's price is honoured for an hour. */
export const DEFAULT_OFFER_MINUTES = 60;

/** What an offer's signature may claim: the API issues offers valid `spots.offerMinutes` from their issue. */
export interface SpotOfferPolicy {
  /** `spots.offerMinutes`: the longest validity the API gives an offer. */
  offerMinutes: number;
}

/**
 * How far an issue time may lie ahead of this process's clock: the processes of one shop may run on machines whose
 * clocks differ by this much. Beyond it the signature was not made by the API, whose offers start now.
 */
export const SPOT_OFFER_CLOCK_SKEW_MS = 5_000;

function mac(spot: SignedSpotPrice, issuedAt: number, validUntil: number, secret: string): string {
  const mode = spot.isMonthly ? 'monthly' : 'hourly';
  const from = new Date(spot.fromMs).toISOString();
  const to = new Date(spot.toMs).toISOString();
  return signPayload(
    `spot-offer|${spot.sku}|${mode}|${from}|${to}|${spot.price.toFixed(2)}|${issuedAt}|${validUntil}`,
    secret,
  );
}

/**
 * The API's signature of a spot's price for one period and mode (the availability answer's `sgn`):
 * `<issued at, base 36>.<valid until, base 36>.<HMAC over sku|mode|from|to|price|issued at|valid until>`, instants in
 * UTC ISO form and the price with 2 decimals, so the same booking written with another offset or as `12.5` carries
 * the same signature. It expires, so an old offer cannot keep a price after the rates change.
 */
export function signSpotPrice(spot: SignedSpotPrice, secret: string, issuedAt: number, validUntil: number): string {
  return `${issuedAt.toString(36)}.${validUntil.toString(36)}.${mac(spot, issuedAt, validUntil, secret)}`;
}

/**
 * Whether `sgn` is an offer the API could have made for this price and is still valid: our HMAC, not expired, issued
 * no later than now, and valid no longer than the API gives its offers (a signature claiming ten years is not ours
 * to honour, whoever holds the key).
 */
export function verifySpotPrice(
  spot: SignedSpotPrice,
  sgn: unknown,
  secret: string,
  now: number,
  policy: SpotOfferPolicy,
): boolean {
  if (typeof sgn !== 'string') return false;
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([\w-]{43})$/.exec(sgn);
  if (!match) return false;
  const issuedAt = parseInt(match[1]!, 36);
  const validUntil = parseInt(match[2]!, 36);
  if (!(validUntil > now)) return false;
  if (issuedAt > now + SPOT_OFFER_CLOCK_SKEW_MS) return false;
  if (validUntil - issuedAt > policy.offerMinutes * 60_000) return false;
  const expected = Buffer.from(mac(spot, issuedAt, validUntil, secret));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
