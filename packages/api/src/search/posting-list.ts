/**
 * Key -> slot over a list of distinct keys in slot order, as one typed array (open addressing, linear probing, at most
 * half full) beside the list itself: no object per key. A `Map` of the 475 000 one-document keys of a 100 000-product
 * catalogue's `url_path` held 49 MB; this table holds 4 MB, and the key strings are the list's (measured with
 * `--expose-gc`, docs/adr/0041-one-search-process-per-machine.md). A lookup hashes the key once (FNV-1a over its
 * UTF-16 code units).
 */
export class KeySlots {
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(
    readonly list: readonly string[],
    filled?: Int32Array,
  ) {
    if (filled) {
      this.table = filled;
      this.mask = filled.length - 1;
      return;
    }
    const steps = KeySlots.fill(list);
    let step = steps.next();
    while (!step.done) step = steps.next();
    this.table = step.value;
    this.mask = step.value.length - 1;
  }

  /** The table of `list` built in slices of 16 384 keys, for a caller that pauses between them (an index merge). */
  static *building(list: readonly string[]): Generator<undefined, KeySlots> {
    return new KeySlots(list, yield* KeySlots.fill(list));
  }

  private static *fill(list: readonly string[]): Generator<undefined, Int32Array> {
    let capacity = 8;
    while (capacity < list.length * 2) capacity *= 2;
    const table = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let slot = 0; slot < list.length; slot++) {
      let at = hashKey(list[slot]!) & mask;
      while (table[at] !== 0) at = (at + 1) & mask;
      table[at] = slot + 1;
      if ((slot & 16383) === 16383) yield;
    }
    return table;
  }

  /** The slots of a Map's keys (a builder's), as a list in slot order and its table. */
  static fromMap(slots: ReadonlyMap<string, number>): KeySlots {
    const list = new Array<string>(slots.size);
    for (const [key, slot] of slots) list[slot] = key;
    return new KeySlots(list);
  }

  get size(): number {
    return this.list.length;
  }

  get(key: string): number | undefined {
    let at = hashKey(key) & this.mask;
    for (;;) {
      const entry = this.table[at]!;
      if (entry === 0) return undefined;
      if (this.list[entry - 1] === key) return entry - 1;
      at = (at + 1) & this.mask;
    }
  }
}

/** 32-bit FNV-1a over a string's UTF-16 code units. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The postings of every key of one field in shared typed arrays: a key maps to a slot (KeySlots, so no object per
 * key), and slot `s` owns `docs[starts[s]..starts[s+1])`, ascending, with `tfs` beside them for analysed text. A
 * catalogue of 100 000 products has over a million keys that each name one document; a typed array per key cost more
 * in headers than in postings (docs/adr/0034-large-catalogues.md#the-live-index).
 */
export class PostingList {
  private readonly slots: KeySlots;

  /** `slots`: the keys in slot order (shared, never copied), or a builder's Map of key to slot. */
  constructor(
    slots: KeySlots | readonly string[] | ReadonlyMap<string, number>,
    readonly starts: Int32Array,
    readonly docs: Int32Array,
    readonly tfs?: Uint16Array,
  ) {
    this.slots =
      slots instanceof KeySlots
        ? slots
        : Array.isArray(slots)
          ? new KeySlots(slots)
          : KeySlots.fromMap(slots as ReadonlyMap<string, number>);
  }

  static empty(withTfs = false): PostingList {
    return new PostingList([], new Int32Array(1), new Int32Array(0), withTfs ? new Uint16Array(0) : undefined);
  }

  /** How many keys. */
  get size(): number {
    return this.slots.size;
  }

  has(key: string): boolean {
    return this.slots.get(key) !== undefined;
  }

  slot(key: string): number | undefined {
    return this.slots.get(key);
  }

  /** The keys in slot order. */
  keys(): IterableIterator<string> {
    return this.slots.list.values();
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
  keysBySlot(): readonly string[] {
    return this.slots.list;
  }
}

/**
 * Transposes per-row lists (CSR: row `r` holds `items[rowStart[r]..rowStart[r+1])`, each item a column below
 * `columnCount`) into per-column ascending lists of rows, with each item's weight carried along when given. Yields
 * every 16 384 rows or 65 536 items, so a caller that works in slices can pause inside a long one.
 */
export function* transposeCsr(
  columnCount: number,
  rowStart: ArrayLike<number>,
  items: ArrayLike<number>,
  weights?: ArrayLike<number>,
): Generator<undefined, { starts: Int32Array; rows: Int32Array; weights: Uint16Array | undefined }> {
  const starts = new Int32Array(columnCount + 1);
  for (let i = 0; i < items.length; i++) {
    starts[items[i]! + 1]!++;
    if ((i & 65535) === 65535) yield;
  }
  for (let c = 0; c < columnCount; c++) starts[c + 1]! += starts[c]!;
  yield;
  const cursor = starts.slice(0, columnCount);
  const rows = new Int32Array(items.length);
  const outWeights = weights ? new Uint16Array(items.length) : undefined;
  const rowCount = rowStart.length - 1;
  // A row of a text column may hold hundreds of items: the pauses follow the items as well as the rows.
  let itemsAtPause = 0;
  for (let row = 0; row < rowCount; row++) {
    if ((row & 16383) === 16383 || rowStart[row]! - itemsAtPause > 65536) {
      itemsAtPause = rowStart[row]!;
      yield;
    }
    for (let k = rowStart[row]!; k < rowStart[row + 1]!; k++) {
      const at = cursor[items[k]!]!++;
      rows[at] = row;
      if (outWeights) outWeights[at] = weights![k]!;
    }
  }
  return { starts, rows, weights: outWeights };
}

/**
 * The postings of `keys` (in slot order) from per-document lists of slots, in slices: the transposition and the key
 * table each yield every 16 384 rows or keys, so a merge of a 475 000-key column pauses for searches meanwhile.
 */
export function* buildPostings(
  keys: readonly string[],
  docStart: Int32Array,
  items: ArrayLike<number>,
  itemTfs?: ArrayLike<number>,
): Generator<undefined, PostingList> {
  const { starts, rows, weights } = yield* transposeCsr(keys.length, docStart, items, itemTfs);
  yield;
  const slots = yield* KeySlots.building(keys);
  return new PostingList(slots, starts, rows, weights);
}

/** What a builder looks slots up in and adds them to: a `Map`, or `AppendedSlots` in a merge. */
export interface SlotTable {
  get(key: string): number | undefined;
  set(key: string, slot: number): unknown;
  readonly size: number;
}

/**
 * The slots of a built posting list's keys, and of keys appended after them: what an index merge looks keys up in,
 * instead of copying 475 000 keys into a `Map` whose every doubling held the event loop for a tenth of a second.
 */
export class AppendedSlots implements SlotTable {
  private readonly added = new Map<string, number>();

  constructor(private readonly base: PostingList) {}

  get(key: string): number | undefined {
    return this.base.slot(key) ?? this.added.get(key);
  }

  set(key: string, slot: number): this {
    this.added.set(key, slot);
    return this;
  }

  get size(): number {
    return this.base.size + this.added.size;
  }

  /** Every key in slot order. */
  list(): string[] {
    return [...this.base.keysBySlot(), ...this.added.keys()];
  }
}
