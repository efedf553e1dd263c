import { describe, expect, it } from 'vitest';
import {
  keptAggregation,
  matchesKey,
  parseAggregations,
  runAggregation,
  type AggregationSpec,
} from './aggregations.js';
import { Bitset } from './bitset.js';
import { FieldColumnBuilder } from './field-columns.js';

type Range = { from?: number; to?: number; key?: string };

/** The plain definition: a document counts in a range when one of its values lies in [from, to). */
function referenceCounts(
  ranges: Range[],
  values: Array<number | number[] | undefined>,
  matched: Set<number>,
): number[] {
  return ranges.map(
    (range) =>
      values.filter((value, doc) => {
        if (!matched.has(doc) || value === undefined) return false;
        const all = Array.isArray(value) ? value : [value];
        return all.some(
          (v) => (range.from === undefined || v >= range.from) && (range.to === undefined || v < range.to),
        );
      }).length,
  );
}

function column(values: Array<number | number[] | undefined>) {
  const builder = new FieldColumnBuilder('price', values.length, false);
  values.forEach((price, doc) => builder.add(doc, price === undefined ? {} : { price }));
  return builder.build();
}

function rangeSpec(ranges: Range[], keyed = false): AggregationSpec {
  return parseAggregations({ r: { range: { field: 'price', ranges, keyed } } }).get('r')!;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('range aggregation', () => {
  it('counts overlapping, open-ended, empty and repeated ranges as the plain definition does, in the asked order', () => {
    const next = random(7);
    const values = Array.from({ length: 400 }, (_, doc) =>
      doc % 11 === 0
        ? undefined
        : doc % 5 === 0
          ? [Math.round(next() * 200), Math.round(next() * 200), Math.round(next() * 200)]
          : Math.round(next() * 2000) / 10,
    );
    const matched = new Set(values.map((_, doc) => doc).filter((doc) => doc % 3 !== 1));
    const bits = new Bitset(values.length);
    matched.forEach((doc) => bits.add(doc));
    const ranges: Range[] = [
      { from: 150 },
      { to: 50 },
      { from: 0, to: 50 },
      { from: 50, to: 100 },
      { from: 25, to: 175 },
      { from: 100, to: 100 },
      { from: 120, to: 80 },
      { from: 0, to: 50 },
      {},
      { from: 99.5, to: 100.5 },
      { from: -10, to: 0 },
      ...Array.from({ length: 60 }, () => {
        const a = Math.round(next() * 210) - 5;
        return { from: a, to: a + Math.round(next() * 60) };
      }),
    ];
    const answer = runAggregation(rangeSpec(ranges), column(values), bits, false) as {
      buckets: Array<{ key: string; from?: number; to?: number; doc_count: number }>;
    };
    expect(answer.buckets.map((b) => [b.from, b.to])).toEqual(ranges.map((r) => [r.from, r.to]));
    expect(answer.buckets.map((b) => b.doc_count)).toEqual(referenceCounts(ranges, values, matched));
    expect(answer.buckets.some((b) => b.doc_count > 0)).toBe(true);
  });

  it('counts a document with several values in one range once, and keeps keyed buckets under their keys', () => {
    const values = [[10, 12, 14], [10, 60], 60, undefined, 200];
    const bits = new Bitset(values.length);
    values.forEach((_, doc) => bits.add(doc));
    const ranges: Range[] = [{ to: 50, key: 'cheap' }, { from: 11, to: 61, key: 'middle' }, { from: 50 }];
    const answer = runAggregation(rangeSpec(ranges, true), column(values), bits, false);
    expect(answer).toEqual({
      buckets: {
        cheap: { to: 50, doc_count: 2 },
        middle: { from: 11, to: 61, doc_count: 3 },
        '50.0-*': { from: 50, doc_count: 3 },
      },
    });
    expect(referenceCounts(ranges, values, new Set([0, 1, 2, 3, 4]))).toEqual([2, 3, 3]);
  });
});

describe('kept facets', () => {
  const terms = (size: number): AggregationSpec => ({
    type: 'terms',
    field: 'price',
    size,
    minDocCount: 1,
    orderBy: '_count',
    orderDir: 'desc',
  });
  const setOf = (size: number, docs: number[]) => {
    const set = new Bitset(size);
    set.addAll(docs);
    return set;
  };

  it('answer the same matches from what was counted, and count other matches afresh', () => {
    const col = column([1, 2, 2, 3, 3, 3]);
    const key = matchesKey({ terms: { category_ids: [20] } }, undefined);
    const first = keptAggregation(terms(10), col, setOf(6, [0, 1, 2, 3, 4, 5]), false, key);
    // The same key names the same matches: the kept answer, not a count of this (different) set.
    expect(keptAggregation(terms(10), col, setOf(6, [0]), false, key)).toBe(first);
    const other = matchesKey({ terms: { category_ids: [21] } }, undefined);
    expect(keptAggregation(terms(10), col, setOf(6, [0]), false, other)).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [{ key: 1, doc_count: 1 }],
    });
    // Another aggregation of the same matches, another min_score: counted afresh.
    expect(keptAggregation(terms(1), col, setOf(6, [0]), false, key)).not.toBe(first);
    expect(matchesKey({ terms: { category_ids: [20] } }, 2)).not.toBe(key);
  });

  it('count a date-math query, a long one, and an answer of many buckets afresh every time', () => {
    expect(matchesKey({ range: { news_from_date: { lte: 'now' } } }, undefined)).toBeUndefined();
    expect(matchesKey({ range: { updated_at: { gte: 'now-1d/d' } } }, undefined)).toBeUndefined();
    expect(
      matchesKey({ ids: { values: Array.from({ length: 1000 }, (_, i) => `id-${i}`) } }, undefined),
    ).toBeUndefined();
    const many = column(Array.from({ length: 300 }, (_, i) => i));
    const key = matchesKey({ match_all: {} }, undefined);
    const all = keptAggregation(terms(300), many, setOf(300, [...Array(300).keys()]), false, key);
    expect((all.buckets as unknown[]).length).toBe(300);
    const again = keptAggregation(terms(300), many, setOf(300, [7]), false, key);
    expect(again.buckets).toEqual([{ key: 7, doc_count: 1 }]);
  });
});
