import { describe, expect, it } from 'vitest';
import { AppendedSlots, buildPostings, KeySlots, PostingList, transposeCsr } from './posting-list.js';

describe('KeySlots', () => {
  it('finds the slot of every key, and none for a key not in the list', () => {
    // Enough keys to fill many probe chains, with shared prefixes as url paths and SKUs have.
    const list = Array.from({ length: 50_000 }, (_, i) => `women/tops/jacket-${i}.html`);
    const slots = new KeySlots(list);
    expect(slots.size).toBe(50_000);
    for (let i = 0; i < list.length; i += 1) if (slots.get(list[i]!) !== i) throw new Error(`slot of ${list[i]}`);
    for (const absent of ['', 'women/tops/jacket-50000.html', 'women/tops/jacket-1.htm', 'WOMEN/tops/jacket-1.html'])
      expect(slots.get(absent)).toBeUndefined();
  });

  it('tells keys apart that differ only outside ASCII, and holds the empty key', () => {
    const slots = new KeySlots(['straße', 'strasse', '', 'café', 'cafe', '🧥', '\u0000']);
    expect(['straße', 'strasse', '', 'café', 'cafe', '🧥', '\u0000'].map((key) => slots.get(key))).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect(new KeySlots([]).get('')).toBeUndefined();
  });
});

describe('PostingList', () => {
  it('answers alike from a builder Map and from the key list in slot order', () => {
    const starts = Int32Array.from([0, 2, 3, 6]);
    const docs = Int32Array.from([1, 4, 2, 0, 5, 9]);
    const fromMap = new PostingList(
      new Map([
        ['red', 0],
        ['green', 1],
        ['blue', 2],
      ]),
      starts,
      docs,
    );
    const fromList = new PostingList(['red', 'green', 'blue'], starts, docs);
    for (const postings of [fromMap, fromList]) {
      expect(postings.size).toBe(3);
      expect([...postings.keys()]).toEqual(['red', 'green', 'blue']);
      expect(postings.keysBySlot()).toEqual(['red', 'green', 'blue']);
      expect([...postings.get('blue')!]).toEqual([0, 5, 9]);
      expect(postings.slot('green')).toBe(1);
      expect(postings.count(1)).toBe(1);
      expect(postings.has('yellow')).toBe(false);
      expect(postings.get('yellow')).toBeUndefined();
    }
    expect(PostingList.empty(true).size).toBe(0);
  });
});

describe('buildPostings', () => {
  it('builds in slices (a pause every 16 384 keys or rows) what the eager constructor builds', () => {
    const size = 40_000;
    const keys = Array.from({ length: size }, (_, i) => `sku-${i}`);
    // Document d holds key d and key (d + 1) mod size.
    const docStart = Int32Array.from({ length: size + 1 }, (_, d) => 2 * d);
    const items = Int32Array.from({ length: 2 * size }, (_, k) => (k % 2 === 0 ? k / 2 : ((k - 1) / 2 + 1) % size));
    const steps = buildPostings(keys, docStart, items);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThanOrEqual(4);
    const postings = step.value;
    expect(postings.size).toBe(size);
    expect([...postings.get('sku-0')!]).toEqual([0, size - 1]);
    expect([...postings.get('sku-20000')!]).toEqual([19_999, 20_000]);
    expect(postings.slot('sku-39999')).toBe(39_999);
    expect(postings.get('sku-40000')).toBeUndefined();
  });
});

describe('transposeCsr', () => {
  it('pauses inside rows that hold many items, and transposes them as a single pass would', () => {
    // Two documents of 100 000 tokens each: fewer rows than a pause's 16 384, far more items than its 65 536.
    const rowStart = Int32Array.from([0, 100_000, 200_000]);
    const items = Int32Array.from({ length: 200_000 }, (_, i) => i % 1000);
    const steps = transposeCsr(1000, rowStart, items);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThanOrEqual(4);
    const { starts, rows } = step.value;
    expect(starts[1000]).toBe(200_000);
    // Column 7 holds rows 0 and 1, 100 times each, ascending.
    expect([...rows.subarray(starts[7]!, starts[8]!)]).toEqual([...Array(100).fill(0), ...Array(100).fill(1)]);
  });
});

describe('AppendedSlots', () => {
  it('answers the built list’s slots and those of keys added after it, in slot order', () => {
    const base = new PostingList(['a', 'b'], Int32Array.from([0, 1, 2]), Int32Array.from([0, 1]));
    const slots = new AppendedSlots(base);
    expect(slots.get('b')).toBe(1);
    expect(slots.get('c')).toBeUndefined();
    slots.set('c', slots.size);
    expect([slots.get('c'), slots.size, slots.list()]).toEqual([2, 3, ['a', 'b', 'c']]);
  });
});
