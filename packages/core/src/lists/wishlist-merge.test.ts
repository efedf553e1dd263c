import { describe, expect, it } from 'vitest';
import { mergeWishlist, skusMissingLocally } from './wishlist-merge.js';

const item = (sku: string, from = 'local') => ({ sku, from });
const skus = (items: readonly { sku: string }[]) => items.map((i) => i.sku);

describe('mergeWishlist', () => {
  it('puts the local items first in their order, then the server-only items in the server order', () => {
    const local = [item('B'), item('A')];
    const server = [item('C', 'server'), item('A', 'server'), item('D', 'server')];
    const merged = mergeWishlist(local, server);
    expect(skus(merged)).toEqual(['B', 'A', 'C', 'D']);
    // The local copy of a shared sku wins: it is what the browser already shows.
    expect(merged[1]).toBe(local[1]);
  });

  it('holds every sku once, even when either side repeats one', () => {
    const merged = mergeWishlist([item('A'), item('A'), item('B')], [item('B'), item('C'), item('C')]);
    expect(skus(merged)).toEqual(['A', 'B', 'C']);
  });

  it('is idempotent: merging twice equals merging once, and the second merge returns the same array', () => {
    const local = [item('X'), item('Y')];
    const server = [item('Z'), item('X'), item('W')];
    const once = mergeWishlist(local, server);
    const twice = mergeWishlist(once, server);
    expect(twice).toBe(once);
    expect(skus(twice)).toEqual(['X', 'Y', 'Z', 'W']);
  });

  it('returns the local list itself when the server adds nothing', () => {
    const local = [item('A'), item('B')];
    expect(mergeWishlist(local, [item('B'), item('A')])).toBe(local);
    expect(mergeWishlist(local, [])).toBe(local);
  });

  it('takes the server list as it is for an empty browser list (a second device)', () => {
    expect(skus(mergeWishlist([], [item('C'), item('A')]))).toEqual(['C', 'A']);
  });
});

describe('skusMissingLocally', () => {
  it('names the server skus the browser lacks, once each, in server order', () => {
    expect(skusMissingLocally([item('A')], [item('C'), item('A'), item('B'), item('C')])).toEqual(['C', 'B']);
    expect(skusMissingLocally([item('A')], [item('A')])).toEqual([]);
  });
});
