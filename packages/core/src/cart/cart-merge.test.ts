import { describe, expect, it } from 'vitest';
import { CART_MERGE_KEYS_KEPT, cartMergeKey, mergeGuestCart, type GuestCartMergeInput } from './cart-merge.js';
import { hour, line } from './test-support/cart-lines.js';

function input(over: Partial<GuestCartMergeInput> = {}): GuestCartMergeInput {
  return {
    guestCartId: 'a'.repeat(32),
    customerId: 5,
    customerCartId: 77,
    guestLines: [line({ qty: 2, server_item_id: 1, server_cart_id: 'a'.repeat(32) }), line({ sku: 'P2', ...hour })],
    customerLines: [line({ qty: 3, server_item_id: 9, server_cart_id: 77 }), line({ sku: 'P3', is_monthly: true })],
    mergedKeys: [],
    ...over,
  };
}

describe('mergeGuestCart', () => {
  it('adds up matching bookings and appends the rest without the guest cart ids', () => {
    const result = mergeGuestCart(input());
    expect(result.merged).toBe(true);
    expect(result.mergedKeys).toEqual([cartMergeKey(5, 'a'.repeat(32))]);
    expect(result.lines.map((l) => [l.sku, l.qty, l.server_item_id, l.server_cart_id, l.prev_qty])).toEqual([
      ['P1', 5, 9, 77, 3],
      ['P3', 1, undefined, undefined, undefined],
      ['P2', 1, undefined, undefined, undefined],
    ]);
  });

  it('merging twice equals merging once (login twice, VSF1 #5743)', () => {
    const once = mergeGuestCart(input());
    const twice = mergeGuestCart(input({ customerLines: once.lines, mergedKeys: once.mergedKeys }));
    expect(twice.merged).toBe(false);
    expect(twice.lines).toEqual(once.lines);
    expect(twice.mergedKeys).toEqual(once.mergedKeys);
  });

  it('a reload after the merge never doubles: lines already in the customer cart are not added again', () => {
    const once = mergeGuestCart(input());
    // After the sync the merged lines carry the customer cart id; a reload offers them again under the same cart.
    const synced = once.lines.map((l, i) => ({ ...l, server_item_id: i + 1, server_cart_id: 77 }));
    const reload = mergeGuestCart(
      input({ guestCartId: 'b'.repeat(32), guestLines: synced, customerLines: synced, mergedKeys: once.mergedKeys }),
    );
    expect(reload.lines.map((l) => l.qty)).toEqual(synced.map((l) => l.qty));
    expect(mergeGuestCart(input({ guestCartId: '77', customerLines: synced })).lines).toEqual(synced);
  });

  it('merges a guest cart once per customer, and keys stay bounded', () => {
    const done = mergeGuestCart(input());
    expect(mergeGuestCart(input({ customerId: 6, mergedKeys: done.mergedKeys })).merged).toBe(true);
    const many = Array.from({ length: CART_MERGE_KEYS_KEPT }, (_, i) => `k${i}`);
    const bounded = mergeGuestCart(input({ mergedKeys: many }));
    expect(bounded.mergedKeys).toHaveLength(CART_MERGE_KEYS_KEPT);
    expect(bounded.mergedKeys.at(-1)).toBe(cartMergeKey(5, 'a'.repeat(32)));
  });

  it('does not mutate its input', () => {
    const given = input();
    const copy = structuredClone(given);
    mergeGuestCart(given);
    expect(given).toEqual(copy);
  });
});
