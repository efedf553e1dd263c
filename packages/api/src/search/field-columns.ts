import { analyze } from './analyze.js';
import { runInSlices } from './yield-to-event-loop.js';
import { Bitset } from './bitset.js';
import { buildPostings, KeySlots, PostingList, transposeCsr, type SlotTable } from './posting-list.js';
import { collectPath, keywordKey, termKey, toNumber, type LeafValue } from './field-values.js';

/**
 * Everything the engine knows about one field of one index: exact keys (terms filters, aggregations, sorting), analysed
 * tokens (full-text), numbers (ranges, sorting) and presence (exists).
 */
export interface FieldColumn {
  path: string;
  present: Bitset;
  /** Keys by value ("26" equals 26) — what a term filter on a non-keyword field compares. */
  byValue: PostingList;
  /** Keys verbatim — keyword fields and `.keyword` twins. Its slots are the ordinals into `keys`. */
  verbatim: PostingList;
  /**
   * Per document, its distinct verbatim keys as ordinals into `keys` (CSR layout), for aggregations; in the narrowest
   * array the key count allows (`narrowOrdinals`).
   */
  docKeyStart: Int32Array;
  docKeys: KeyOrdinals;
  keys: string[];
  /**
   * The type of the first raw value seen per key (`keyTypeOf`), to answer aggregation keys with the right JSON type:
   * read with `keyValueAt`. A byte per key rather than the values themselves (a pointer each, and a key's string a
   * second time).
   */
  keyTypes: Uint8Array;
  numericStart: Int32Array;
  /** The numbers at the offsets of `numericStart`, unless `keyNumbers` holds them (then this is empty). */
  numbers: Float64Array;
  /**
   * For a column whose numbers are its keys' own (a numeric field: the number at each offset is that of the key at
   * the same offset, and `numericStart` is `docKeyStart`), each key's number, instead of one per value; read with
   * `numberAt` (docs/adr/0041-one-search-process-per-machine.md#memory-of-the-search-process).
   */
  keyNumbers?: Float64Array;
  /** Only built for fields that full-text queries (or term filters on text) read. */
  text: TextColumn | undefined;
}

/** A key's raw type: a string, a number or a boolean (the codes a saved index stores). */
export function keyTypeOf(leaf: LeafValue): number {
  return typeof leaf === 'number' ? 1 : typeof leaf === 'boolean' ? 2 : 0;
}

/** The raw value of key `ordinal`: a number's key is String(n), which Number() reads back exactly. */
export function keyValueAt(column: Pick<FieldColumn, 'keys' | 'keyTypes'>, ordinal: number): LeafValue {
  const key = column.keys[ordinal]!;
  const type = column.keyTypes[ordinal];
  return type === 1 ? Number(key) : type === 2 ? key === 'true' : key;
}

/**
 * Ordinals into a column's keys. Most fields have a few keys (a colour, a category, a price) on every document: one
 * byte each instead of four took 23 MB off a 100 000-product index
 * (docs/adr/0041-one-search-process-per-machine.md#memory-of-the-search-process).
 */
export type KeyOrdinals = Uint8Array | Uint16Array | Int32Array;

/** `ordinals` in the narrowest array that holds ordinals below `keyCount`: a copy, unless it is that array already. */
export function narrowOrdinals(ordinals: Int32Array | readonly number[], keyCount: number): KeyOrdinals {
  if (keyCount <= 0x100) return Uint8Array.from(ordinals);
  if (keyCount <= 0x10000) return Uint16Array.from(ordinals);
  return ordinals instanceof Int32Array ? ordinals : Int32Array.from(ordinals);
}

export interface TextColumn {
  /** token → documents, with each one's term frequency in `tfs`. */
  postings: PostingList & { tfs: Uint16Array };
  docLength: Uint16Array;
  averageLength: number;
  documentsWithText: number;
  /** Tokens grouped by their first characters, for fuzzy expansion; built on first fuzzy use. */
  prefixGroups?: Map<number, Map<string, string[]>>;
}

/**
 * Appends one document's tokens to a text column being built: the slot of each distinct token (a new token takes the
 * next one) and its term frequency, capped to fit 16 bits. Strings are analysed, other leaves are one token each.
 * Answers the document's length in tokens. A full build and a delta merge count through this one function, so a
 * merged index scores as a rebuilt one.
 */
export function addDocumentTokens(
  leaves: readonly LeafValue[],
  tokenSlots: SlotTable,
  docTokens: { push(value: number): unknown },
  docTokenTfs: { push(value: number): unknown },
): number {
  const counts = new Map<string, number>();
  let length = 0;
  for (const leaf of leaves) {
    const tokens = typeof leaf === 'string' ? analyze(leaf) : [String(leaf)];
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    length += tokens.length;
  }
  for (const [token, tf] of counts) {
    let slot = tokenSlots.get(token);
    if (slot === undefined) tokenSlots.set(token, (slot = tokenSlots.size));
    docTokens.push(slot);
    docTokenTfs.push(Math.min(tf, 65535));
  }
  return length;
}

/** Accumulates one field while the documents stream past, then freezes into typed arrays. */
export class FieldColumnBuilder {
  private readonly segments: string[];
  private readonly leaves: LeafValue[] = [];
  private readonly present: Bitset;
  private readonly keyOrdinals = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly keyTypes: number[] = [];
  private readonly docKeyStart: Int32Array;
  private readonly docKeys: number[] = [];
  private readonly numericStart: Int32Array;
  private readonly numbers: number[] = [];
  /** Analysed text as per-document token slots and their frequencies (CSR), inverted into postings at the end. */
  private readonly tokenSlots = new Map<string, number>();
  private readonly docTokenStart: Int32Array | undefined;
  private readonly docTokens: number[] = [];
  private readonly docTokenTfs: number[] = [];
  private readonly docLength: Uint16Array | undefined;
  private tokenTotal = 0;
  private documentsWithText = 0;

  constructor(
    readonly path: string,
    size: number,
    private readonly withText: boolean,
  ) {
    this.segments = path.split('.');
    this.present = new Bitset(size);
    this.docKeyStart = new Int32Array(size + 1);
    this.numericStart = new Int32Array(size + 1);
    this.docLength = withText ? new Uint16Array(size) : undefined;
    this.docTokenStart = withText ? new Int32Array(size + 1) : undefined;
  }

  add(ordinal: number, source: unknown): void {
    this.leaves.length = 0;
    if (collectPath(source, this.segments, this.leaves)) this.present.add(ordinal);
    const leaves = this.leaves;
    // Most fields hold one value per document: skip the de-duplication set then.
    const seen = leaves.length > 1 ? new Set<number>() : undefined;
    for (const leaf of leaves) {
      const verbatim = keywordKey(leaf)!;
      let keyOrdinal = this.keyOrdinals.get(verbatim);
      if (keyOrdinal === undefined) {
        keyOrdinal = this.keys.length;
        this.keyOrdinals.set(verbatim, keyOrdinal);
        this.keys.push(verbatim);
        this.keyTypes.push(keyTypeOf(leaf));
      }
      if (!seen?.has(keyOrdinal)) {
        seen?.add(keyOrdinal);
        this.docKeys.push(keyOrdinal);
      }
      const number = toNumber(leaf);
      if (number !== undefined) this.numbers.push(number);
    }
    this.docKeyStart[ordinal + 1] = this.docKeys.length;
    this.numericStart[ordinal + 1] = this.numbers.length;
    if (this.withText && leaves.length > 0) this.addText(ordinal, leaves);
  }

  private addText(ordinal: number, leaves: readonly LeafValue[]): void {
    const length = addDocumentTokens(leaves, this.tokenSlots, this.docTokens, this.docTokenTfs);
    this.docTokenStart![ordinal + 1] = this.docTokens.length;
    if (length > 0) {
      this.docLength![ordinal] = Math.min(length, 65535);
      this.tokenTotal += length;
      this.documentsWithText++;
    }
  }

  /** Ordinals must be added in ascending order; gaps (documents without the field) are filled here. */
  build(): FieldColumn {
    const steps = this.freeze();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** `build` for large columns: lets `pause` hand the event loop over between keys (a column can hold 100 000s). */
  buildInSlices(pause: () => Promise<void> | undefined): Promise<FieldColumn> {
    return runInSlices(this.freeze(), pause);
  }

  /** Freezes the accumulated lists into typed arrays, yielding between the large steps so a caller can pause. */
  private *freeze(): Generator<undefined, FieldColumn> {
    fillGaps(this.docKeyStart);
    fillGaps(this.numericStart);
    const docKeys = narrowOrdinals(this.docKeys, this.keys.length);
    this.docKeys.length = 0;
    yield;
    // The slots are the ordinals into `keys`: the postings look keys up in that very list.
    const verbatim = yield* buildPostings(this.keys, this.docKeyStart, docKeys);
    yield;
    const byValue = (yield* byValuePostings(this.keys, this.docKeyStart, docKeys)) ?? verbatim;
    yield;
    let postings: PostingList | undefined;
    if (this.docTokenStart) {
      fillGaps(this.docTokenStart);
      // The Map's insertion order is slot order.
      const tokens = [...this.tokenSlots.keys()];
      postings = yield* buildPostings(tokens, this.docTokenStart, this.docTokens, this.docTokenTfs);
      this.docTokens.length = 0;
      this.docTokenTfs.length = 0;
      yield;
    }
    return {
      path: this.path,
      present: this.present,
      byValue,
      verbatim,
      ...compactLists(this.docKeyStart, docKeys, this.numericStart, Float64Array.from(this.numbers), this.keys.length),
      docKeys,
      keys: this.keys,
      keyTypes: Uint8Array.from(this.keyTypes),
      text: this.docLength && {
        postings: postings as PostingList & { tfs: Uint16Array },
        docLength: this.docLength,
        averageLength: this.documentsWithText ? this.tokenTotal / this.documentsWithText : 0,
        documentsWithText: this.documentsWithText,
      },
    };
  }
}

/**
 * The by-value postings ("26" and "26.0" are one key), or undefined while every by-value key equals its verbatim one
 * (then the verbatim postings serve both). A verbatim key's by-value key is `termKey` of it: keywordKey only differs
 * from termKey for numeric strings, which termKey normalises either way. A generator that yields every few thousand
 * keys or documents, as `buildPostings` does, so an index merge can let searches run between the steps.
 */
export function* byValuePostings(
  keys: readonly string[],
  docKeyStart: Int32Array,
  docKeys: KeyOrdinals,
): Generator<undefined, PostingList | undefined> {
  const slotOfKey = new Int32Array(keys.length);
  const slots = new Map<string, number>();
  let differs = false;
  for (let k = 0; k < keys.length; k++) {
    if ((k & 16383) === 16383) yield;
    const key = termKey(keys[k])!;
    if (key !== keys[k]) differs = true;
    let slot = slots.get(key);
    if (slot === undefined) slots.set(key, (slot = slots.size));
    slotOfKey[k] = slot;
  }
  if (!differs) return undefined;
  const size = docKeyStart.length - 1;
  const start = new Int32Array(size + 1);
  // At most one by-value key per verbatim key of a document.
  const items = new Int32Array(docKeys.length);
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    if ((doc & 16383) === 16383) yield;
    const first = count;
    for (let k = docKeyStart[doc]!; k < docKeyStart[doc + 1]!; k++) {
      const slot = slotOfKey[docKeys[k]!]!;
      // Two verbatim keys of one document may share a by-value key: it names the document once.
      let repeated = false;
      for (let j = first; j < count && !repeated; j++) repeated = items[j] === slot;
      if (!repeated) items[count++] = slot;
    }
    start[doc + 1] = count;
  }
  const { starts, rows } = yield* transposeCsr(slots.size, start, items.subarray(0, count));
  // The Map's insertion order is slot order.
  return new PostingList(yield* KeySlots.building([...slots.keys()]), starts, rows);
}

let zeros = new Int32Array(0);

/** Offsets that are all zero, shared by every column of that length (they are never written). */
export function zeroStarts(length: number): Int32Array {
  if (zeros.length !== length) zeros = new Int32Array(length);
  return zeros;
}

/**
 * A column's offsets and numbers without what they repeat, shared or dropped (docs/adr/0034-large-catalogues.md#the-live-index,
 * docs/adr/0041-one-search-process-per-machine.md#memory-of-the-search-process):
 * - key offsets of one key per document (`0, 1, 2, ...`) are one array shared by the columns of that length;
 * - number offsets that are all zero (a text field) or equal to the key offsets are those arrays;
 * - numbers that are, offset for offset, the numbers of the keys there become one number per key (`keyNumbers`).
 */
export function compactLists(
  docKeyStart: Int32Array,
  docKeys: KeyOrdinals,
  numericStart: Int32Array,
  numbers: Float64Array,
  keyCount: number,
): Pick<FieldColumn, 'docKeyStart' | 'numericStart' | 'numbers' | 'keyNumbers'> {
  const shared = compactNumericStart(numericStart, docKeyStart);
  const keyStart = isIdentity(docKeyStart) ? identityStarts(docKeyStart.length) : docKeyStart;
  const numberStart = shared === docKeyStart ? keyStart : shared;
  const lists = { docKeyStart: keyStart, numericStart: numberStart };
  if (numberStart !== keyStart || numbers.length === 0) return { ...lists, numbers };
  const keyNumbers = numbersOfKeys(docKeys, numbers, keyCount);
  return keyNumbers ? { ...lists, numbers: NO_NUMBERS, keyNumbers } : { ...lists, numbers };
}

const NO_NUMBERS = new Float64Array(0);

/** Each key's number when every offset's number is its key's (undefined when one key has two, or one is NaN). */
function numbersOfKeys(docKeys: KeyOrdinals, numbers: Float64Array, keyCount: number): Float64Array | undefined {
  const keyNumbers = new Float64Array(keyCount).fill(NaN);
  for (let k = 0; k < numbers.length; k++) {
    const key = docKeys[k]!;
    const value = numbers[k]!;
    if (Number.isNaN(value)) return undefined;
    const known = keyNumbers[key]!;
    if (Number.isNaN(known)) keyNumbers[key] = value;
    else if (!Object.is(known, value)) return undefined;
  }
  return keyNumbers;
}

/** The number at offset `k` of a column's `numericStart`. */
export function numberAt(column: Pick<FieldColumn, 'numbers' | 'keyNumbers' | 'docKeys'>, k: number): number {
  const byKey = column.keyNumbers;
  return byKey ? byKey[column.docKeys[k]!]! : column.numbers[k]!;
}

/** Whether a column holds numbers (then it sorts and ranges by them). */
export function holdsNumbers(column: Pick<FieldColumn, 'numbers' | 'keyNumbers'>): boolean {
  return column.numbers.length > 0 || column.keyNumbers !== undefined;
}

function isIdentity(starts: Int32Array): boolean {
  for (let i = 0; i < starts.length; i++) if (starts[i] !== i) return false;
  return true;
}

/** The shared offsets by length: one per index size in use (each entity's, and an index's size before a merge). */
const identities = new Map<number, Int32Array>();
const IDENTITIES_KEPT = 8;

/** Offsets `0, 1, 2, ...`, shared by every column of that length whose documents hold one key each (never written). */
export function identityStarts(length: number): Int32Array {
  let starts = identities.get(length);
  if (!starts) {
    starts = Int32Array.from({ length }, (_, i) => i);
    if (identities.size >= IDENTITIES_KEPT) identities.delete(identities.keys().next().value!);
    identities.set(length, starts);
  }
  return starts;
}

/** Whether `starts` are the shared offsets `identityStarts` gave (what a saved index records as 'identity'). */
export function isSharedIdentity(starts: Int32Array): boolean {
  return identities.get(starts.length) === starts;
}

/**
 * A column's number offsets when they say nothing of their own: all zero (a text field) or equal to its key offsets
 * (a numeric field with one value per document). Shared then, which saves two arrays of the index's size per column
 * (docs/adr/0034-large-catalogues.md#the-live-index).
 */
function compactNumericStart(numericStart: Int32Array, docKeyStart: Int32Array): Int32Array {
  if (numericStart[numericStart.length - 1] === 0) return zeroStarts(numericStart.length);
  for (let i = 0; i < numericStart.length; i++) if (numericStart[i] !== docKeyStart[i]) return numericStart;
  return docKeyStart;
}

/** CSR start offsets are written only for documents that were added; carry the previous offset over the rest. */
export function fillGaps(starts: Int32Array): void {
  for (let i = 1; i < starts.length; i++) if (starts[i]! < starts[i - 1]!) starts[i] = starts[i - 1]!;
}
