import { describe, expect, it } from 'vitest';
import { hashInts, mulberry32, Rng } from './prng.js';

describe('prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('gives different streams for different positions', () => {
    expect(hashInts(1, 2, 3)).not.toBe(hashInts(1, 2, 4));
    expect(hashInts(1, 2, 3)).toBe(hashInts(1, 2, 3));
  });

  it('keeps int() inside its inclusive bounds and sample() distinct', () => {
    const rng = new Rng(7);
    const values = Array.from({ length: 1000 }, () => rng.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
    const sample = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
  });
});
