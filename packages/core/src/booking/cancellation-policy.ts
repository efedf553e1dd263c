import { interpolate } from '../i18n/interpolate.js';
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

/** One sentence of the policy as a dictionary key and its values (the store view's translator fills them in). */
export interface PolicySentence {
  key: string;
  params: Record<string, string>;
}

export const POLICY_FREE_UNTIL_START = 'Free cancellation until the start.';
export const POLICY_KEPT_UNTIL_START = 'Cancellation until the start; {percent}% of the price is kept.';
export const POLICY_FREE_UNTIL_ONE_HOUR =
  'Free cancellation until 1 hour before the start; after that, {percent}% of the price is kept.';
export const POLICY_FREE_UNTIL_HOURS =
  'Free cancellation until {hours} hours before the start; after that, {percent}% of the price is kept.';
export const POLICY_NOT_ONCE_STARTED = 'A booking cannot be cancelled once it has started.';

/**
 * The policy's sentences, each a message key with its values: what the checkout shows before payment and the
 * booking shows after, in the store view's language; `cancellationPolicyText` is their English.
 */
export function cancellationPolicySentences(policy: CancellationPolicy): PolicySentence[] {
  const percent = String(policy.keptPercent);
  if (policy.keptPercent === 0) return [{ key: POLICY_FREE_UNTIL_START, params: {} }];
  if (policy.freeUntilHours === 0) return [{ key: POLICY_KEPT_UNTIL_START, params: { percent } }];
  return [
    {
      key: policy.freeUntilHours === 1 ? POLICY_FREE_UNTIL_ONE_HOUR : POLICY_FREE_UNTIL_HOURS,
      params: { hours: String(policy.freeUntilHours), percent },
    },
    { key: POLICY_NOT_ONCE_STARTED, params: {} },
  ];
}

/**
 * The policy in English, as the API answers it and mails it:
 * 'Free cancellation until 24 hours before the start; after that, 50% of the price is kept. A booking cannot be
 * cancelled once it has started.'
 */
export function cancellationPolicyText(policy: CancellationPolicy): string {
  return cancellationPolicySentences(policy)
    .map(({ key, params }) => interpolate(key, params))
    .join(' ');
}
