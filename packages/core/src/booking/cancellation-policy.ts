import { roundPrice } from '../pricing/round-price.js';

/**
 * What cancelling a booking costs: nothing until `freeUntilHours` before its start, then `keptPercent` of what was
 * paid is kept. A booking that has started or ended cannot be cancelled (its place was used or could have been).
 */
export interface CancellationPolicy {
  freeUntilHours: number;
  keptPercent: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = { freeUntilHours: 24, keptPercent: 50 };

/** Why a booking cannot be cancelled now: it has started (or ended). */
export const BOOKING_ALREADY_STARTED = 'A booking that has started cannot be cancelled.';

export interface CancellationTerms {
  /** Whether the booking may still be cancelled. */
  cancellable: boolean;
  /** The part of `paid` given back (2 decimals). */
  refund: number;
  /** The part of `paid` kept (2 decimals). */
  kept: number;
  /** Whether the free cancellation still applies. */
  free: boolean;
}

/**
 * What cancelling a booking starting at `fromMs` and paid `paid` would give back at `now`. Free (all back) while
 * `now` is at least `freeUntilHours` before the start; from then until the start, `keptPercent` is kept; from the
 * start on it cannot be cancelled.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  fromMs: number,
  paid: number,
  now: number,
): CancellationTerms {
  if (now >= fromMs) return { cancellable: false, refund: 0, kept: 0, free: false };
  const free = fromMs - now >= policy.freeUntilHours * 3_600_000;
  const kept = free ? 0 : roundPrice((paid * policy.keptPercent) / 100);
  return { cancellable: true, refund: roundPrice(paid - kept), kept, free };
}

/**
 * The policy in one sentence, as the checkout shows it before payment and the booking shows it after:
 * 'Free cancellation until 24 hours before the start; after that, 50% of the price is kept.'
 */
export function cancellationPolicyText(policy: CancellationPolicy): string {
  const hours = policy.freeUntilHours === 1 ? '1 hour' : `${policy.freeUntilHours} hours`;
  if (policy.keptPercent === 0) return 'Free cancellation until the start.';
  if (policy.freeUntilHours === 0) return `Cancellation until the start; ${policy.keptPercent}% of the price is kept.`;
  return (
    `Free cancellation until ${hours} before the start; after that, ${policy.keptPercent}% of the price is kept. ` +
    'A booking cannot be cancelled once it has started.'
  );
}
