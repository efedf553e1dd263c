import { describe, expect, it } from 'vitest';
import { compareRanked, parseBodySort, parseUrlSort, topRanked, type Key } from './sort.js';

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

describe('topRanked', () => {
  const specs = parseBodySort([{ price: { order: 'desc', missing: '_first' } }, { name: 'asc' }]);
  // Prices with ties and gaps (null: missing), names with ties: the document number breaks the last ties.
  const docs = Array.from({ length: 5000 }, (_, doc) => ({
    doc,
    keys: [doc % 13 === 0 ? null : (doc * 7919) % 97, `n${(doc * 31) % 11}`] as Key[],
  }));
  const each = (visit: (doc: number) => void) => docs.forEach(({ doc }) => visit(doc));
  const keyOf = [0, 1].map((i) => (doc: number) => docs[doc]!.keys[i]!);

  it('answers the first k of a full sort, in order, for every k', () => {
    const sorted = [...docs].sort(compareRanked(specs));
    for (const k of [1, 2, 7, 50, 4999, 5000, 6000])
      expect(topRanked(each, k, specs, keyOf)).toEqual(sorted.slice(0, k));
    expect(topRanked(each, 0, specs, keyOf)).toEqual([]);
  });

  it('hands out its own key arrays: the answer does not change with the next search', () => {
    const first = topRanked(each, 10, specs, keyOf);
    const copy = structuredClone(first);
    topRanked(each, 10, specs, [(doc) => -doc, () => 'x']);
    expect(first).toEqual(copy);
  });
});
