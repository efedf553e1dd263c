import { analyze } from './analyze.js';
import { Bitset } from './bitset.js';
import { invertPostings, PostingList } from './posting-list.js';
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
  /** Per document, its distinct verbatim keys as ordinals into `keys` (CSR layout), for aggregations. */
  docKeyStart: Int32Array;
  docKeys: Int32Array;
  keys: string[];
  /** The first raw value seen per key, to answer aggregation keys with the right JSON type. */
  keyValues: LeafValue[];
  numericStart: Int32Array;
  numbers: Float64Array;
  /** Only built for fields that full-text queries (or term filters on text) read. */
  text: TextColumn | undefined;
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
  tokenSlots: Map<string, number>,
  docTokens: number[],
  docTokenTfs: number[],
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
  private readonly keyValues: LeafValue[] = [];
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
        this.keyValues.push(leaf);
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
  async buildInSlices(pause: () => Promise<void> | undefined): Promise<FieldColumn> {
    const steps = this.freeze();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const paused = pause();
      if (paused) await paused;
    }
  }

  /** Freezes the accumulated lists into typed arrays, yielding between the large steps so a caller can pause. */
  private *freeze(): Generator<undefined, FieldColumn> {
    fillGaps(this.docKeyStart);
    fillGaps(this.numericStart);
    const docKeys = Int32Array.from(this.docKeys);
    this.docKeys.length = 0;
    yield;
    const inverted = invertPostings(this.keys.length, this.docKeyStart, docKeys);
    const verbatim = new PostingList(this.keyOrdinals, inverted.starts, inverted.docs);
    yield;
    const byValue = byValuePostings(this.keys, this.docKeyStart, docKeys) ?? verbatim;
    yield;
    let postings: PostingList | undefined;
    if (this.docTokenStart) {
      fillGaps(this.docTokenStart);
      const text = invertPostings(this.tokenSlots.size, this.docTokenStart, this.docTokens, this.docTokenTfs);
      postings = new PostingList(this.tokenSlots, text.starts, text.docs, text.tfs);
      this.docTokens.length = 0;
      this.docTokenTfs.length = 0;
      yield;
    }
    return {
      path: this.path,
      present: this.present,
      byValue,
      verbatim,
      docKeyStart: this.docKeyStart,
      docKeys,
      keys: this.keys,
      keyValues: this.keyValues,
      numericStart: compactNumericStart(this.numericStart, this.docKeyStart),
      numbers: Float64Array.from(this.numbers),
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
 * from termKey for numeric strings, which termKey normalises either way.
 */
export function byValuePostings(
  keys: readonly string[],
  docKeyStart: Int32Array,
  docKeys: Int32Array,
): PostingList | undefined {
  const slotOfKey = new Int32Array(keys.length);
  const slots = new Map<string, number>();
  let differs = false;
  for (let k = 0; k < keys.length; k++) {
    const key = termKey(keys[k])!;
    if (key !== keys[k]) differs = true;
    let slot = slots.get(key);
    if (slot === undefined) slots.set(key, (slot = slots.size));
    slotOfKey[k] = slot;
  }
  if (!differs) return undefined;
  const size = docKeyStart.length - 1;
  const start = new Int32Array(size + 1);
  const items: number[] = [];
  for (let doc = 0; doc < size; doc++) {
    const first = items.length;
    for (let k = docKeyStart[doc]!; k < docKeyStart[doc + 1]!; k++) {
      const slot = slotOfKey[docKeys[k]!]!;
      // Two verbatim keys of one document may share a by-value key: it names the document once.
      let repeated = false;
      for (let j = first; j < items.length && !repeated; j++) repeated = items[j] === slot;
      if (!repeated) items.push(slot);
    }
    start[doc + 1] = items.length;
  }
  const inverted = invertPostings(slots.size, start, items);
  return new PostingList(slots, inverted.starts, inverted.docs);
}

let zeros = new Int32Array(0);

/** Offsets that are all zero, shared by every column of that length (they are never written). */
export function zeroStarts(length: number): Int32Array {
  if (zeros.length !== length) zeros = new Int32Array(length);
  return zeros;
}

/**
 * A column's number offsets when they say nothing of their own: all zero (a text field) or equal to its key offsets
 * (a numeric field with one value per document). Shared then, which saves two arrays of the index's size per column
 * (docs/adr/0034-large-catalogues.md#the-live-index).
 */
export function compactNumericStart(numericStart: Int32Array, docKeyStart: Int32Array): Int32Array {
  if (numericStart[numericStart.length - 1] === 0) return zeroStarts(numericStart.length);
  for (let i = 0; i < numericStart.length; i++) if (numericStart[i] !== docKeyStart[i]) return numericStart;
  return docKeyStart;
}

/** CSR start offsets are written only for documents that were added; carry the previous offset over the rest. */
export function fillGaps(starts: Int32Array): void {
  for (let i = 1; i < starts.length; i++) if (starts[i]! < starts[i - 1]!) starts[i] = starts[i - 1]!;
}
