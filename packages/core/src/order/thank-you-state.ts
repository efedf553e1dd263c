import type { LocalOrder } from './local-order.js';

/** What the thank-you page says of an order: its number, that it waits to be sent, why it was refused, or nothing. */
export type ThankYouState =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown' };

/**
 * The browser's copy and the server's answer together (see docs/behaviour.md#offline): the server's number wins (another tab or device
 * may have sent the order); a queued order is waiting, never "placed", until a number is known.
 */
export function thankYouState(local: LocalOrder | undefined, serverOrderNumber: string | undefined): ThankYouState {
  if (serverOrderNumber) return { kind: 'placed', orderNumber: serverOrderNumber };
  if (!local) return { kind: 'unknown' };
  if (local.cancelled) return { kind: 'refused', message: local.refusal ?? '' };
  if (local.confirmation?.orderNumber) return { kind: 'placed', orderNumber: local.confirmation.orderNumber };
  if (!local.transmited) return { kind: 'waiting' };
  return { kind: 'unknown' };
}
