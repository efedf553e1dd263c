import { analyze } from './analyze.js';
import { Bitset } from './bitset.js';
import { collectPath, keywordKey, termKey, toNumber, type LeafValue } from './field-values.js';

/** Postings: for each distinct key, the ascending ordinals of the documents holding it. */
export type Postings = Map<string, Int32Array>;

/**
 * Everything the engine knows about one field of one index: exact keys (terms filters, aggregations, sorting), analysed
 * tokens (full-text), numbers (ranges, sorting) and presence (exists).
 */
export interface FieldColumn {
  path: string;
  present: Bitset;
  /** Keys by value ("26" equals 26) — what a term filter on a non-keyword field compares. */
  byValue: Postings;
  /** Keys verbatim — keyword fields and `.keyword` twins. */
  verbatim: Postings;
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
  /** token → documents and term frequencies. */
  postings: Map<string, { docs: Int32Array; tfs: Uint16Array }>;
  docLength: Uint16Array;
  averageLength: number;
  documentsWithText: number;
  /** Tokens grouped by their first characters, for fuzzy expansion; built on first fuzzy use. */
  prefixGroups?: Map<number, Map<string, string[]>>;
}

/** Accumulates one field while the documents stream past, then freezes into typed arrays. */
export class FieldColumnBuilder {
  private readonly segments: string[];
  private readonly leaves: LeafValue[] = [];
  private readonly present: Bitset;
  private readonly byValue = new Map<string, number[]>();
  private readonly verbatim = new Map<string, number[]>();
  private readonly keyOrdinals = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly keyValues: LeafValue[] = [];
  private readonly docKeyStart: Int32Array;
  private readonly docKeys: number[] = [];
  private readonly numericStart: Int32Array;
  private readonly numbers: number[] = [];
  private readonly tokens = new Map<string, { docs: number[]; tfs: number[] }>();
  private readonly docLength: Uint16Array | undefined;
  private tokenTotal = 0;
  /** False while every by-value key equals its verbatim key, so the two postings maps can be one. */
  private byValueDiffers = false;
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
  }

  add(ordinal: number, source: unknown): void {
    this.leaves.length = 0;
    if (collectPath(source, this.segments, this.leaves)) this.present.add(ordinal);
    const leaves = this.leaves;
    // Most fields hold one value per document: skip the de-duplication sets then.
    const seen = leaves.length > 1 ? new Set<number>() : undefined;
    const seenByValue = leaves.length > 1 ? new Set<string>() : undefined;
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
        push(this.verbatim, verbatim, ordinal);
      }
      const byValue = termKey(leaf)!;
      if (byValue !== verbatim) this.byValueDiffers = true;
      if (!seenByValue?.has(byValue)) {
        seenByValue?.add(byValue);
        push(this.byValue, byValue, ordinal);
      }
      const number = toNumber(leaf);
      if (number !== undefined) this.numbers.push(number);
    }
    this.docKeyStart[ordinal + 1] = this.docKeys.length;
    this.numericStart[ordinal + 1] = this.numbers.length;
    if (this.withText && leaves.length > 0) this.addText(ordinal, leaves);
  }

  private addText(ordinal: number, leaves: readonly LeafValue[]): void {
    const counts = new Map<string, number>();
    let length = 0;
    for (const leaf of leaves) {
      const text = typeof leaf === 'string' ? analyze(leaf) : [String(leaf)];
      for (const token of text) counts.set(token, (counts.get(token) ?? 0) + 1);
      length += text.length;
    }
    for (const [token, tf] of counts) {
      let entry = this.tokens.get(token);
      if (!entry) this.tokens.set(token, (entry = { docs: [], tfs: [] }));
      entry.docs.push(ordinal);
      entry.tfs.push(Math.min(tf, 65535));
    }
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

  /** Freezes the accumulated lists into typed arrays, yielding after each key so a caller can pause. */
  private *freeze(): Generator<undefined, FieldColumn> {
    fillGaps(this.docKeyStart);
    fillGaps(this.numericStart);
    const postings = new Map<string, { docs: Int32Array; tfs: Uint16Array }>();
    for (const [token, entry] of this.tokens) {
      postings.set(token, { docs: Int32Array.from(entry.docs), tfs: Uint16Array.from(entry.tfs) });
      yield;
    }
    const verbatim: Postings = yield* freeze(this.verbatim);
    const byValue = this.byValueDiffers ? yield* freeze(this.byValue) : verbatim;
    return {
      path: this.path,
      present: this.present,
      byValue,
      verbatim,
      docKeyStart: this.docKeyStart,
      docKeys: Int32Array.from(this.docKeys),
      keys: this.keys,
      keyValues: this.keyValues,
      numericStart: this.numericStart,
      numbers: Float64Array.from(this.numbers),
      text: this.docLength && {
        postings,
        docLength: this.docLength,
        averageLength: this.documentsWithText ? this.tokenTotal / this.documentsWithText : 0,
        documentsWithText: this.documentsWithText,
      },
    };
  }
}

function push(map: Map<string, number[]>, key: string, ordinal: number): void {
  const list = map.get(key);
  if (list) list.push(ordinal);
  else map.set(key, [ordinal]);
}

function* freeze(map: Map<string, number[]>): Generator<undefined, Postings> {
  const out: Postings = new Map();
  for (const [key, list] of map) {
    out.set(key, Int32Array.from(list));
    yield;
  }
  return out;
}

/** CSR start offsets are written only for documents that were added; carry the previous offset over the rest. */
function fillGaps(starts: Int32Array): void {
  for (let i = 1; i < starts.length; i++) if (starts[i]! < starts[i - 1]!) starts[i] = starts[i - 1]!;
}
