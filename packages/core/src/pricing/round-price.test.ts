import { describe, expect, it } from 'vitest';
import { roundPrice } from './round-price.js';

describe('roundPrice', () => {
  it('rounds to 2 decimals', () => {
    expect(roundPrice(1.649175)).toBe(1.65);
    expect(roundPrice(8.130081)).toBe(8.13);
  });

  it('rounds half-cents up despite binary representation', () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(2.675)).toBe(2.68);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundPrice(-0.001), 0)).toBe(true);
  });
});
