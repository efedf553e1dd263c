import { Bitset } from './bitset.js';
import { TypedBuffer } from './typed-buffer.js';
import {
  addDocumentTokens,
  byValuePostings,
  compactLists,
  numberAt,
  fillGaps,
  keyTypeOf,
  narrowOrdinals,
  type FieldColumn,
} from './field-columns.js';
import { collectPath, keywordKey, termKey, toNumber, type LeafValue } from './field-values.js';
import { AppendedSlots, buildPostings, type PostingList, transposeCsr } from './posting-list.js';

/**
 * Where each document of a new index comes from: `from[n] >= 0` is the ordinal of an unchanged document in the old
 * index, `from[n] < 0` is changed document number `-from[n] - 1`, whose source is given.
 */
export interface MergePlan {
  from: Int32Array;
  sources: readonly unknown[];
}

/** Per-document lists (CSR) read back out of a column's postings, to copy a document's entries as they were. */
function* perDocument(
  postings: PostingList,
  size: number,
): Generator<undefined, { start: Int32Array; slots: Int32Array; tfs?: Uint16Array }> {
  const { starts, rows, weights } = yield* transposeCsr(size, postings.starts, postings.docs, postings.tfs);
  return weights ? { start: starts, slots: rows, tfs: weights } : { start: starts, slots: rows };
}

/**
 * A column for the new index from the old column and the changed documents, without reading the unchanged ones
 * again (docs/adr/0034-large-catalogues.md#changes-as-deltas). Keys keep their ordinals and new ones are appended, so
 * unchanged documents' entries are copied as numbers; a key no document holds any more stays with no postings until
 * the next full build (aggregations skip it, fuzzy expansion ignores it).
 */
export function* mergeColumn(old: FieldColumn, oldSize: number, plan: MergePlan): Generator<undefined, FieldColumn> {
  const size = plan.from.length;
  const segments = old.path.split('.');
  // The verbatim postings' slots are the ordinals into `keys`.
  const keyOrdinals = new AppendedSlots(old.verbatim);
  const keys = old.keys.slice();
  const keyTypes = new TypedBuffer(old.keyTypes.length + 16, (n) => new Uint8Array(n));
  for (const type of old.keyTypes) keyTypes.push(type);
  const present = new Bitset(size);
  const docKeyStart = new Int32Array(size + 1);
  const docKeys = new TypedBuffer(old.docKeys.length, (n) => new Int32Array(n));
  const numericStart = new Int32Array(size + 1);
  const numbers = new TypedBuffer(old.numericStart[oldSize]!, (n) => new Float64Array(n));
  const oldText = old.text;
  const text = oldText && (yield* perDocument(oldText.postings, oldSize));
  const tokenSlots = oldText && new AppendedSlots(oldText.postings);
  const docTokenStart = new Int32Array(size + 1);
  const docTokens = new TypedBuffer(text?.slots.length ?? 0, (n) => new Int32Array(n));
  const docTokenTfs = new TypedBuffer(text?.slots.length ?? 0, (n) => new Uint16Array(n));
  const docLength = oldText ? new Uint16Array(size) : undefined;
  let tokenTotal = 0;
  let documentsWithText = 0;
  const leaves: LeafValue[] = [];
  for (let doc = 0; doc < size; doc++) {
    // A column of 500 000 documents is tens of milliseconds of copying, and a changed document is parsed into keys and
    // tokens: let the caller pause now and then.
    if ((doc & 1023) === 1023) yield;
    const from = plan.from[doc]!;
    if (from >= 0) {
      if (old.present.has(from)) present.add(doc);
      for (let k = old.docKeyStart[from]!; k < old.docKeyStart[from + 1]!; k++) docKeys.push(old.docKeys[k]!);
      for (let k = old.numericStart[from]!; k < old.numericStart[from + 1]!; k++) numbers.push(numberAt(old, k));
      if (text) {
        for (let k = text.start[from]!; k < text.start[from + 1]!; k++) {
          docTokens.push(text.slots[k]!);
          docTokenTfs.push(text.tfs![k]!);
        }
        const length = oldText.docLength[from]!;
        docLength![doc] = length;
        if (length > 0) {
          tokenTotal += length;
          documentsWithText++;
        }
      }
    } else {
      leaves.length = 0;
      if (collectPath(plan.sources[-from - 1], segments, leaves)) present.add(doc);
      const first = docKeys.length;
      for (const leaf of leaves) {
        const verbatim = keywordKey(leaf)!;
        let ordinal = keyOrdinals.get(verbatim);
        if (ordinal === undefined) {
          keyOrdinals.set(verbatim, (ordinal = keys.length));
          keys.push(verbatim);
          keyTypes.push(keyTypeOf(leaf));
        }
        let repeated = false;
        for (let j = first; j < docKeys.length && !repeated; j++) repeated = docKeys.get(j) === ordinal;
        if (!repeated) docKeys.push(ordinal);
        const number = toNumber(leaf);
        if (number !== undefined) numbers.push(number);
      }
      if (tokenSlots && leaves.length > 0) {
        const length = addDocumentTokens(leaves, tokenSlots, docTokens, docTokenTfs);
        if (length > 0) {
          docLength![doc] = Math.min(length, 65535);
          tokenTotal += length;
          documentsWithText++;
        }
      }
    }
    docKeyStart[doc + 1] = docKeys.length;
    numericStart[doc + 1] = numbers.length;
    docTokenStart[doc + 1] = docTokens.length;
  }
  fillGaps(docKeyStart);
  yield;
  const frozenKeys = narrowOrdinals(docKeys.freeze(), keys.length);
  const verbatim = yield* buildPostings(keys, docKeyStart, frozenKeys);
  yield;
  // By-value keys that equal their verbatim ones stay so for the old keys: only the new ones can change that.
  const byValue =
    (old.byValue === old.verbatim && !keys.slice(old.keys.length).some((key) => termKey(key) !== key)
      ? undefined
      : yield* byValuePostings(keys, docKeyStart, frozenKeys)) ?? verbatim;
  yield;
  let textColumn: FieldColumn['text'];
  if (oldText && tokenSlots) {
    const postings = yield* buildPostings(tokenSlots.list(), docTokenStart, docTokens.freeze(), docTokenTfs.freeze());
    textColumn = {
      postings: postings as PostingList & { tfs: Uint16Array },
      docLength: docLength!,
      averageLength: documentsWithText ? tokenTotal / documentsWithText : 0,
      documentsWithText,
    };
  }
  return {
    path: old.path,
    present,
    byValue,
    verbatim,
    ...compactLists(docKeyStart, frozenKeys, numericStart, numbers.freeze(), keys.length),
    docKeys: frozenKeys,
    keys,
    keyTypes: keyTypes.freeze(),
    text: textColumn,
  };
}
