import { describe, expect, it } from 'vitest';
import {
  canonicalProductOption,
  CART_MERGE_KEYS_KEPT,
  planGuestCartMerge,
  sameCartLine,
  type MergeableLine,
} from './cart-merge.js';
import { hour } from './test-support/cart-lines.js';

const line = (over: Partial<MergeableLine> = {}): MergeableLine => ({ sku: 'P1', qty: 1, options: '', ...over });

function plan(over: Partial<Parameters<typeof planGuestCartMerge<MergeableLine, MergeableLine>>[0]> = {}) {
  return planGuestCartMerge({
    guestCartId: 'a'.repeat(32),
    guestLines: [line({ qty: 2 }), line({ sku: 'P2', ...hour })],
    customerLines: [line({ qty: 3 }), line({ sku: 'P3', is_monthly: true })],
    mergedKeys: [],
    maxQty: 10,
    ...over,
  });
}

describe('planGuestCartMerge', () => {
  it('adds a matching line to the customer line and makes the rest new lines', () => {
    const result = plan()!;
    expect(result.steps.map((step) => [step.guest.sku, step.into?.sku, step.qty])).toEqual([
      ['P1', 'P1', 5],
      ['P2', undefined, 1],
    ]);
    expect(result.mergedKeys).toEqual(['a'.repeat(32)]);
  });

  it('merging twice equals merging once (login twice, VSF1 #5743)', () => {
    const once = plan()!;
    expect(plan({ mergedKeys: once.mergedKeys })).toBeUndefined();
  });

  it('stops a summed quantity at the most one line may hold', () => {
    expect(plan({ maxQty: 4 })!.steps[0]?.qty).toBe(4);
  });

  it('keeps other chosen options and other periods apart, and the keys bounded', () => {
    const engraved = line({
      options: canonicalProductOption(
        '{"extension_attributes":{"custom_options":[{"option_id":1,"option_value":"A"}]}}',
      ),
    });
    expect(plan({ guestLines: [engraved] })!.steps[0]?.into).toBeUndefined();
    expect(plan({ guestLines: [line({ ...hour })] })!.steps[0]?.into).toBeUndefined();
    const many = Array.from({ length: CART_MERGE_KEYS_KEPT }, (_, i) => `k${i}`);
    const bounded = plan({ mergedKeys: many })!;
    expect(bounded.mergedKeys).toHaveLength(CART_MERGE_KEYS_KEPT);
    expect(bounded.mergedKeys.at(-1)).toBe('a'.repeat(32));
  });
});

describe('sameCartLine', () => {
  it('reads the same choices in any order and spelling as the same options', () => {
    const a =
      '{"extension_attributes":{"custom_options":[{"option_id":93,"option_value":"1"},{"option_id":2,"option_value":"x"}]}}';
    const b =
      '{"extension_attributes":{"custom_options":[{"option_id":"2","option_value":"x"},{"option_id":"93","option_value":1}]}}';
    expect(
      sameCartLine(line({ options: canonicalProductOption(a) }), line({ options: canonicalProductOption(b) })),
    ).toBe(true);
    expect(canonicalProductOption(null)).toBe('');
  });
});
