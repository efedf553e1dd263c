import { SPOT_NOT_AVAILABLE } from './spot-messages.js';
import { SpotBookingRefused } from './spot-holds.js';

/** The text of the database's own refusal (migration 10's trigger, both dialects). */
export const SPOT_CAPACITY_EXCEEDED = 'spot capacity exceeded';

/** Whether an error is migration 10's trigger refusing more places than a spot has. */
export function isSpotCapacityExceeded(error: unknown): boolean {
  return error instanceof Error && error.message.includes(SPOT_CAPACITY_EXCEEDED);
}

/**
 * Runs a write of `spot_holds`; the database's capacity guard refusing it is the same answer the code gives when it
 * counts a full spot itself (409), not a fault of ours. The code's own count comes first, so this answers only a
 * writer that skipped it.
 */
export async function refusingOverbooking<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSpotCapacityExceeded(error)) throw new SpotBookingRefused(SPOT_NOT_AVAILABLE, 409);
    throw error;
  }
}
