import { describe, expect, it } from 'vitest';
import { minicartCount } from './minicart-count.js';

describe('minicartCount', () => {
  const items = [{ qty: 2 }, { qty: 3 }];

  it("counts lines with 'items'", () => {
    expect(minicartCount(items, 'items')).toBe(2);
  });

  it("sums quantities with 'quantities'", () => {
    expect(minicartCount(items, 'quantities')).toBe(5);
  });

  it('is 0 for an empty cart and ignores a broken quantity', () => {
    expect(minicartCount([], 'quantities')).toBe(0);
    expect(minicartCount([{ qty: Number.NaN }, { qty: 1 }], 'quantities')).toBe(1);
  });
});
