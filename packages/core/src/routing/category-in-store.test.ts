import { describe, expect, it } from 'vitest';
import { isInStoreTree } from './category-in-store.js';

describe('isInStoreTree', () => {
  it('is true for the root and everything whose path passes through it', () => {
    expect(isInStoreTree({ path: '1/2' }, 2)).toBe(true);
    expect(isInStoreTree({ path: '1/2/20/21' }, 2)).toBe(true);
  });

  it('is false under another store root, whose ids merely share digits', () => {
    expect(isInStoreTree({ path: '1/3/6' }, 2)).toBe(false);
    expect(isInStoreTree({ path: '1/12/22' }, 2)).toBe(false);
  });

  it('counts a category without a path, or a store without a root, as in the store', () => {
    expect(isInStoreTree({}, 2)).toBe(true);
    expect(isInStoreTree({ path: '' }, 2)).toBe(true);
    expect(isInStoreTree({ path: '1/3/6' }, undefined)).toBe(true);
  });
});
