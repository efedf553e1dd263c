import { canonicalJson } from '../listing/search-cache-key.js';

// One canonical JSON in core: the search cache's (sorted keys at every depth, undefined members left out).
export { canonicalJson };

/** Fields a re-send from a queue restamps (VSF sends `{...order, transmited: true}`), so they never tell orders apart. */
export const VOLATILE_ORDER_FIELDS = ['transmited', 'transmited_at', 'updated_at'] as const;

export type StableOrder<T> = Omit<T, (typeof VOLATILE_ORDER_FIELDS)[number]>;

export function withoutVolatileFields<T extends object>(order: T): StableOrder<T> {
  const copy: Record<string, unknown> = { ...(order as Record<string, unknown>) };
  for (const field of VOLATILE_ORDER_FIELDS) delete copy[field];
  return copy as StableOrder<T>;
}

/**
 * The text an order is fingerprinted by: canonical JSON of the order without its volatile fields. The API hashes it
 * with SHA-256 (idempotency: same key, same order?), the browser with SHA3-224 (the session's duplicate check).
 */
export function orderFingerprintText(order: object): string {
  return canonicalJson(withoutVolatileFields(order));
}
