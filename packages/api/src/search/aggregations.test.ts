import { describe, expect, it } from 'vitest';
import { parseAggregations, runAggregation, type AggregationSpec } from './aggregations.js';
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
