import type { CartConfig } from '../config/commerce-config-types.js';
import type { CartItem } from './cart-item.js';
import { shouldCreateServerCart, shouldPull, type CartSyncTimestamps } from './cart-throttle.js';

/** What the sync loop does next: nothing, create the server cart (the token), or pull and diff. */
export type CartSyncStep = 'off' | 'idle' | 'create' | 'pull';

export interface CartSyncStepInput {
  online: boolean;
  /** The cart state's `cartServerToken`: the server cart id, absent until created. */
  serverToken?: string | number;
  lines: readonly CartItem[];
  state: CartSyncTimestamps;
  now: number;
  config: Pick<
    CartConfig,
    'synchronize' | 'pullThrottleMs' | 'totalsThrottleMs' | 'createThrottleMs' | 'methodsRefreshMs'
  >;
}

/**
 * docs/behaviour.md#server-cart-sync: create a token, then pull and compare. The server cart is created lazily, only once the
 * cart has lines (an empty visit costs no server cart), and both steps respect their throttles.
 */
export function nextCartSyncStep(input: CartSyncStepInput): CartSyncStep {
  if (!input.config.synchronize || !input.online) return 'off';
  if (input.serverToken === undefined || input.serverToken === '') {
    if (input.lines.length === 0) return 'idle';
    return shouldCreateServerCart(input.state, input.now, input.config) ? 'create' : 'idle';
  }
  return shouldPull(input.state, input.lines, input.now, input.config) ? 'pull' : 'idle';
}
