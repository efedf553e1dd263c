import { interpolate } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

const t = (key: string, params?: Record<string, string | number>) => interpolate(key, params);

describe('countLabel', () => {
  it('puts the count in the name, and nothing when there is none', () => {
    expect(countLabel(t, 'Wishlist', 2)).toBe('Wishlist, 2 items');
    expect(countLabel(t, 'Compare', 1)).toBe('Compare, 1 item');
    expect(countLabel(t, 'Wishlist', 0)).toBe('Wishlist');
  });
});
