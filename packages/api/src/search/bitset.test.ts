import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';

const members = (set: Bitset) => {
  const out: number[] = [];
  set.forEach((d) => out.push(d));
  return out;
};

describe('Bitset', () => {
  it('keeps members across word boundaries and counts them', () => {
    const set = new Bitset(100);
    set.addAll([0, 31, 32, 63, 99]);
    expect(members(set)).toEqual([0, 31, 32, 63, 99]);
    expect(set.count()).toBe(5);
  });

  it('full() holds exactly size members', () => {
    expect(Bitset.full(70).count()).toBe(70);
    expect(members(Bitset.full(33))).toEqual(Array.from({ length: 33 }, (_, i) => i));
  });

  it('combines with and, or, andNot and remove', () => {
    const a = new Bitset(64);
    a.addAll([1, 2, 40]);
    const b = new Bitset(64);
    b.addAll([2, 40, 50]);
    expect(members(a.clone().and(b))).toEqual([2, 40]);
    expect(members(a.clone().or(b))).toEqual([1, 2, 40, 50]);
    expect(members(a.clone().andNot(b))).toEqual([1]);
    a.remove(40);
    expect(a.has(40)).toBe(false);
  });
});
