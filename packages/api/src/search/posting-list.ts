/**
 * The postings of every key of one field in shared typed arrays: a key maps to a slot (a small integer in a Map, so no
 * object per key), and slot `s` owns `docs[starts[s]..starts[s+1])`, ascending, with `tfs` beside them for analysed
 * text. A catalogue of 100 000 products has over a million keys that each name one document; a typed array per key
 * cost more in headers than in postings (docs/adr/0034-large-catalogues.md#the-live-index).
 */
export class PostingList {
  constructor(
    private readonly slots: Map<string, number>,
    readonly starts: Int32Array,
    readonly docs: Int32Array,
    readonly tfs?: Uint16Array,
  ) {}

  static empty(withTfs = false): PostingList {
    return new PostingList(new Map(), new Int32Array(1), new Int32Array(0), withTfs ? new Uint16Array(0) : undefined);
  }

  /** How many keys. */
  get size(): number {
    return this.slots.size;
  }

  has(key: string): boolean {
    return this.slots.has(key);
  }

  slot(key: string): number | undefined {
    return this.slots.get(key);
  }

  keys(): IterableIterator<string> {
    return this.slots.keys();
  }

  /** The documents of `key`, a view into the shared array (no copy), or undefined for a key no document holds. */
  get(key: string): Int32Array | undefined {
    const slot = this.slots.get(key);
    return slot === undefined ? undefined : this.docs.subarray(this.starts[slot]!, this.starts[slot + 1]!);
  }

  /** How many documents hold the key in `slot`. */
  count(slot: number): number {
    return this.starts[slot + 1]! - this.starts[slot]!;
  }

  /** The keys in slot order (what a saved index stores beside the arrays). */
  keysBySlot(): string[] {
    const out = new Array<string>(this.slots.size);
    for (const [key, slot] of this.slots) out[slot] = key;
    return out;
  }
}

/**
 * Transposes per-row lists (CSR: row `r` holds `items[rowStart[r]..rowStart[r+1])`, each item a column below
 * `columnCount`) into per-column ascending lists of rows, with each item's weight carried along when given. Yields
 * every 16384 rows, so a caller that works in slices can pause inside a long one.
 */
export function* transposeCsr(
  columnCount: number,
  rowStart: ArrayLike<number>,
  items: ArrayLike<number>,
  weights?: ArrayLike<number>,
): Generator<undefined, { starts: Int32Array; rows: Int32Array; weights: Uint16Array | undefined }> {
  const starts = new Int32Array(columnCount + 1);
  for (let i = 0; i < items.length; i++) starts[items[i]! + 1]!++;
  for (let c = 0; c < columnCount; c++) starts[c + 1]! += starts[c]!;
  const cursor = starts.slice(0, columnCount);
  const rows = new Int32Array(items.length);
  const outWeights = weights ? new Uint16Array(items.length) : undefined;
  const rowCount = rowStart.length - 1;
  for (let row = 0; row < rowCount; row++) {
    if ((row & 16383) === 16383) yield;
    for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) {
      const at = cursor[items[k]!]!++;
      rows[at] = row;
      if (outWeights) outWeights[at] = weights![k]!;
    }
  }
  return { starts, rows, weights: outWeights };
}

/**
 * Inverts per-document lists of slots (CSR: document `d` holds `items[docStart[d]..docStart[d+1])`) into per-slot
 * ascending document lists, with each item's term frequency carried along when given.
 */
export function invertPostings(
  slotCount: number,
  docStart: Int32Array,
  items: ArrayLike<number>,
  itemTfs?: ArrayLike<number>,
): { starts: Int32Array; docs: Int32Array; tfs: Uint16Array | undefined } {
  const steps = transposeCsr(slotCount, docStart, items, itemTfs);
  for (;;) {
    const step = steps.next();
    if (step.done) return { starts: step.value.starts, docs: step.value.rows, tfs: step.value.weights };
  }
}
