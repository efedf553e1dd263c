import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import { planCartSync } from './cart-diff.js';
import { mergeGuestCart } from './cart-merge.js';
import { nextCartSyncStep, type CartSyncStepInput } from './cart-sync.js';
import { cartItemsHash } from './cart-throttle.js';
import type { ServerCartItem } from './server-cart-item.js';
import { line } from './test-support/cart-lines.js';

const config = defaultCartConfig();

function step(over: Partial<CartSyncStepInput>) {
  return nextCartSyncStep({ online: true, lines: [line()], state: {}, now: 10_000, config, ...over });
}

describe('nextCartSyncStep', () => {
  it('is off when sync is disabled or offline', () => {
    expect(step({ config: { ...config, synchronize: false } })).toBe('off');
    expect(step({ online: false })).toBe('off');
  });

  it('creates the server cart lazily, once there are lines, at most every 1000 ms', () => {
    expect(step({ lines: [] })).toBe('idle');
    expect(step({})).toBe('create');
    expect(step({ state: { lastCreateAt: 9_500 } })).toBe('idle');
    expect(step({ state: { lastCreateAt: 9_000 } })).toBe('create');
  });

  it('pulls with a token, throttled unless the lines changed', () => {
    const lines = [line()];
    const state = { lastPullAt: 9_000, lastPullHash: cartItemsHash(lines) };
    expect(step({ serverToken: 'abc', lines, state })).toBe('idle');
    expect(step({ serverToken: 'abc', lines: [line({ qty: 4 })], state })).toBe('pull');
    expect(step({ serverToken: 'abc', lines, state, now: 11_000 })).toBe('pull');
  });
});

describe('merge then sync (login)', () => {
  it('sends the summed quantity once; a second login and the next pull change nothing', () => {
    const server: ServerCartItem[] = [{ sku: 'P1', qty: 3, item_id: 9, quote_id: 77 }];
    const customerLines = [line({ qty: 3, server_item_id: 9, server_cart_id: 77 })];
    const guest = { guestCartId: 'g1', customerId: 5, customerCartId: 77, guestLines: [line({ qty: 2 })] };
    const first = mergeGuestCart({ ...guest, customerLines, mergedKeys: [] });
    const plan = planCartSync(first.lines, server, config);
    expect(plan.actions).toEqual([{ kind: 'update_server', line: first.lines[0], serverItem: server[0] }]);
    expect(first.lines[0]?.qty).toBe(5);

    // The server confirmed 5; the customer logs in again (or reloads) with the same guest cart.
    const confirmed: ServerCartItem[] = [{ sku: 'P1', qty: 5, item_id: 9, quote_id: 77 }];
    const again = mergeGuestCart({ ...guest, customerLines: first.lines, mergedKeys: first.mergedKeys });
    expect(again.lines[0]?.qty).toBe(5);
    expect(planCartSync(again.lines, confirmed, config).diff).toEqual([]);
  });
});
