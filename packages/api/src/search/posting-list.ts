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
 * Inverts per-document lists of slots (CSR: document `d` holds `items[docStart[d]..docStart[d+1])`) into per-slot
 * ascending document lists, with each item's term frequency carried along when given.
 */
export function invertPostings(
  slotCount: number,
  docStart: Int32Array,
  items: ArrayLike<number>,
  itemTfs?: ArrayLike<number>,
): { starts: Int32Array; docs: Int32Array; tfs: Uint16Array | undefined } {
  const starts = new Int32Array(slotCount + 1);
  for (let i = 0; i < items.length; i++) starts[items[i]! + 1]!++;
  for (let s = 0; s < slotCount; s++) starts[s + 1]! += starts[s]!;
  const cursor = starts.slice(0, slotCount);
  const docs = new Int32Array(items.length);
  const tfs = itemTfs ? new Uint16Array(items.length) : undefined;
  const size = docStart.length - 1;
  for (let doc = 0; doc < size; doc++) {
    for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) {
      const at = cursor[items[k]!]!++;
      docs[at] = doc;
      if (tfs) tfs[at] = itemTfs![k]!;
    }
  }
  return { starts, docs, tfs };
}
