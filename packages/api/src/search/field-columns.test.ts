import { describe, expect, it } from 'vitest';
import { FieldColumnBuilder } from './field-columns.js';

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
