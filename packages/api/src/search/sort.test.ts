import { describe, expect, it } from 'vitest';
import { parseBodySort, parseUrlSort, topK } from './sort.js';

describe('sort parsing', () => {
  it('reads the URL form field:dir,field', () => {
    expect(parseUrlSort('updated_at:desc,final_price').map((s) => [s.field, s.order])).toEqual([
      ['updated_at', 'desc'],
      ['final_price', 'asc'],
    ]);
  });

  it('reads every body form and defaults _score to desc', () => {
    const specs = parseBodySort(['_score', { price: 'desc' }, { name: { order: 'asc', missing: '_first' } }]);
    expect(specs.map((s) => [s.field, s.order, s.missing])).toEqual([
      ['_score', 'desc', '_last'],
      ['price', 'desc', '_last'],
      ['name', 'asc', '_first'],
    ]);
  });

  it('rejects an unknown order', () => {
    expect(() => parseUrlSort('price:up')).toThrow('must be "asc" or "desc"');
  });
});

describe('topK', () => {
  it('returns the k first items in order without sorting everything', () => {
    const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    expect(topK(values, 5, (a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect(topK(values, 3, (a, b) => b - a)).toEqual([999, 998, 997]);
    expect(topK([3, 1], 10, (a, b) => a - b)).toEqual([1, 3]);
    expect(topK([3, 1], 0, (a, b) => a - b)).toEqual([]);
  });
});
