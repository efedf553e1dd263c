import type { CartConfig } from '../config/commerce-config-types.js';
import type { CartItem } from './cart-item.js';

/**
 * A content hash of the lines: what the server sync cares about (sku, booking fields, quantity, price, options), in a
 * fixed order so the same cart always hashes the same. FNV-1a 32-bit: no Node or async crypto, core runs in the browser.
 */
export function cartItemsHash(lines: readonly CartItem[]): string {
  const canonical = lines
    .map((line) =>
      JSON.stringify([
        line.sku,
        line.qty,
        line.price,
        Boolean(line.is_monthly),
        line.book_from ?? null,
        line.book_to ?? null,
        line.product_option ?? null,
      ]),
    )
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i += 1) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${canonical.length}`;
}

/** True when at least `ms` have passed since `last` (or there was none); a clock that stepped back counts as due. */
export function isCartThrottleDue(last: number | undefined, now: number, ms: number): boolean {
  if (last === undefined) return true;
  const elapsed = now - last;
  return elapsed < 0 || elapsed >= ms;
}

/** The Cart state timestamps (see docs/behaviour.md#entities) the throttles read. */
export interface CartSyncTimestamps {
  lastPullAt?: number;
  /** `cartItemsHash` of the lines at the last pull. */
  lastPullHash?: string;
  lastTotalsAt?: number;
  lastCreateAt?: number;
  lastMethodsAt?: number;
}

type Throttles = Pick<CartConfig, 'pullThrottleMs' | 'totalsThrottleMs' | 'createThrottleMs' | 'methodsRefreshMs'>;

/** Pull at most every 2000 ms, unless the lines changed since the last pull (see docs/behaviour.md#constants-and-limits). */
export function shouldPull(
  state: CartSyncTimestamps,
  lines: readonly CartItem[],
  now: number,
  config: Throttles,
): boolean {
  if (state.lastPullHash !== undefined && state.lastPullHash !== cartItemsHash(lines)) return true;
  return isCartThrottleDue(state.lastPullAt, now, config.pullThrottleMs);
}

/** Totals at most every 200 ms. */
export function shouldRefreshTotals(state: CartSyncTimestamps, now: number, config: Throttles): boolean {
  return isCartThrottleDue(state.lastTotalsAt, now, config.totalsThrottleMs);
}

/** Server cart creation at most every 1000 ms. */
export function shouldCreateServerCart(state: CartSyncTimestamps, now: number, config: Throttles): boolean {
  return isCartThrottleDue(state.lastCreateAt, now, config.createThrottleMs);
}

/** Payment and shipping methods refreshed every 600 000 ms (10 min). */
export function shouldRefreshMethods(state: CartSyncTimestamps, now: number, config: Throttles): boolean {
  return isCartThrottleDue(state.lastMethodsAt, now, config.methodsRefreshMs);
}
