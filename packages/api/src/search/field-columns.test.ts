import { describe, expect, it } from 'vitest';
import { FieldColumnBuilder, holdsNumbers, keyValueAt, narrowOrdinals, numberAt } from './field-columns.js';

function column(values: unknown[], text = false) {
  const builder = new FieldColumnBuilder('f', values.length, text);
  values.forEach((value, ordinal) => value !== undefined && builder.add(ordinal, { f: value }));
  return builder.build();
}

describe('FieldColumnBuilder postings', () => {
  it('keeps every key in shared arrays, each key naming its documents in ascending order', () => {
    const col = column(['a', 'b', 'a', undefined, ['b', 'c', 'b'], 'a']);
    expect([...col.verbatim.get('a')!]).toEqual([0, 2, 5]);
    expect([...col.verbatim.get('b')!]).toEqual([1, 4]);
    expect([...col.verbatim.get('c')!]).toEqual([4]);
    expect(col.verbatim.get('d')).toBeUndefined();
    expect(col.verbatim.docs.length).toBe(6);
    expect(col.byValue).toBe(col.verbatim);
  });

  it('merges keys equal by value into one by-value key that names a document once', () => {
    const col = column([26, '26', ['26.0', 26], 'x', 27]);
    expect([...col.byValue.get('26')!]).toEqual([0, 1, 2]);
    expect([...col.byValue.get('27')!]).toEqual([4]);
    expect([...col.verbatim.get('26.0')!]).toEqual([2]);
    expect([...col.verbatim.get('26')!]).toEqual([0, 1, 2]);
    expect(col.byValue.has('26.0')).toBe(false);
  });

  it('inverts analysed text into token postings with term frequencies', () => {
    const col = column(['red shirt red', 'blue shirt', undefined, 'red'], true);
    const postings = col.text!.postings;
    const slot = postings.slot('red')!;
    expect([...postings.get('red')!]).toEqual([0, 3]);
    expect([...postings.tfs.subarray(postings.starts[slot], postings.starts[slot + 1])]).toEqual([2, 1]);
    expect([...postings.get('shirt')!]).toEqual([0, 1]);
    expect(postings.count(postings.slot('blue')!)).toBe(1);
    expect(col.text!.documentsWithText).toBe(3);
  });
});

describe('compacted column lists', () => {
  const numbers = (col: ReturnType<typeof column>, doc: number) => {
    const out: number[] = [];
    for (let k = col.numericStart[doc]!; k < col.numericStart[doc + 1]!; k++) out.push(numberAt(col, k));
    return out;
  };

  it('share the key offsets of one key per document, and keep a numeric field’s numbers per key', () => {
    const prices = column([10, 20, 10, 30.5]);
    const status = column([1, 2, 1, 1]);
    expect([...prices.docKeyStart]).toEqual([0, 1, 2, 3, 4]);
    expect(prices.docKeyStart).toBe(status.docKeyStart);
    expect(prices.numericStart).toBe(prices.docKeyStart);
    expect(prices.numbers).toHaveLength(0);
    expect([...prices.keyNumbers!]).toEqual([10, 20, 30.5]);
    expect([0, 1, 2, 3].map((doc) => numbers(prices, doc))).toEqual([[10], [20], [10], [30.5]]);
    expect(holdsNumbers(prices)).toBe(true);
  });

  it('keep per-key numbers for several keys a document, and numbers of their own where a key repeats as a number', () => {
    const several = column([[3, 1], [1], undefined, [2, 3]]);
    expect([...several.docKeyStart]).toEqual([0, 2, 3, 3, 5]);
    expect(several.keyNumbers).toBeDefined();
    expect([0, 1, 2, 3].map((doc) => numbers(several, doc))).toEqual([[3, 1], [1], [], [2, 3]]);
    // '5' and 5 are one key but two numbers: the offsets differ, so the numbers stay one per value.
    const repeated = column([['5', 5], [7]]);
    expect(repeated.keyNumbers).toBeUndefined();
    expect([0, 1].map((doc) => numbers(repeated, doc))).toEqual([[5, 5], [7]]);
    const words = column(['a', 'b']);
    expect(holdsNumbers(words)).toBe(false);
    expect(words.keyNumbers).toBeUndefined();
  });
});

describe('key ordinals and key types', () => {
  it('holds ordinals in the narrowest array their key count allows, with the same values', () => {
    const ordinals = [0, 3, 255, 1];
    expect(narrowOrdinals(ordinals, 256)).toEqual(Uint8Array.from(ordinals));
    expect(narrowOrdinals([...ordinals, 256], 257)).toEqual(Uint16Array.from([...ordinals, 256]));
    expect(narrowOrdinals([...ordinals, 65_535], 65_536)).toBeInstanceOf(Uint16Array);
    expect(narrowOrdinals([...ordinals, 65_536], 65_537)).toEqual(Int32Array.from([...ordinals, 65_536]));
    const wide = Int32Array.from([70_000, 0]);
    expect(narrowOrdinals(wide, 70_001)).toBe(wide);
  });

  it('builds a column of a few keys with a byte per ordinal, and one of many with four', () => {
    const few = column(['red', 'blue', ['red', 'green']]);
    expect(few.docKeys).toBeInstanceOf(Uint8Array);
    expect([...few.docKeys].map((k) => few.keys[k])).toEqual(['red', 'blue', 'red', 'green']);
    const many = column(Array.from({ length: 70_000 }, (_, i) => `sku-${i}`));
    expect(many.docKeys).toBeInstanceOf(Int32Array);
    expect(many.keys[many.docKeys[69_999]!]).toBe('sku-69999');
    const some = column(Array.from({ length: 300 }, (_, i) => i % 290));
    expect(some.docKeys).toBeInstanceOf(Uint16Array);
    expect(some.keys[some.docKeys[295]!]).toBe('5');
  });

  it('answers each key as the raw value first seen: a number, a boolean or a string', () => {
    const col = column([26, 'twenty-six', true, '26', false, 0.1, -3e21]);
    const values = col.keys.map((_, ordinal) => keyValueAt(col, ordinal));
    expect(values).toEqual([26, 'twenty-six', true, false, 0.1, -3e21]);
    expect(col.keyTypes).toBeInstanceOf(Uint8Array);
  });
});
