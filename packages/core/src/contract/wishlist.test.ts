import { describe, expect, it } from 'vitest';
import { describeWishlistIssue, wishlistMergeSchema, wishlistRemoveSchema } from './wishlist.js';

const refusal = (schema: typeof wishlistMergeSchema | typeof wishlistRemoveSchema, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? undefined : describeWishlistIssue(parsed.error);
};

describe('the wishlist bodies', () => {
  it('take the items a client sends and drop unknown keys', () => {
    expect(wishlistMergeSchema.parse({ items: [{ sku: 'WS12', qty: 2, name: 'Tee' }], extra: true })).toEqual({
      items: [{ sku: 'WS12', qty: 2 }],
    });
  });

  it('say where a problem is', () => {
    expect(refusal(wishlistMergeSchema, { items: [{ sku: 'a' }, { sku: '' }] })).toBe('items.1.sku must not be empty');
    expect(refusal(wishlistMergeSchema, { items: [{ sku: 'a', qty: 0 }] })).toBe('items.0.qty must be at least 1');
    expect(refusal(wishlistMergeSchema, {})).toBe('items is required');
    expect(refusal(wishlistMergeSchema, { items: ['a'] })).toBe('each item must be an object with a sku');
    expect(refusal(wishlistRemoveSchema, 'text')).toBe('The body must be a JSON object');
    expect(refusal(wishlistRemoveSchema, {})).toBe('sku is required');
  });
});
