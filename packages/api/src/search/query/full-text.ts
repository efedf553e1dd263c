import { analyze } from '../analyze.js';
import { Bitset } from '../bitset.js';
import { allowedEdits, editDistance } from '../edit-distance.js';
import type { FieldColumn, TextColumn } from '../field-columns.js';
import type { MatchResult } from './match-result.js';
import { minimumShouldMatch } from './minimum-should-match.js';
import type { TextOptions } from './query-node.js';

const K1 = 1.2;
const B = 0.75;

interface Expansion {
  token: string;
  similarity: number;
}

/** The index tokens a query token stands for: itself, and with fuzziness its nearest neighbours by edit distance. */
export function expandToken(column: TextColumn, token: string, options: TextOptions): Expansion[] {
  const edits = allowedEdits(options.fuzziness, token);
  if (edits === 0) {
    const slot = column.postings.slot(token);
    return slot !== undefined && column.postings.count(slot) > 0 ? [{ token, similarity: 1 }] : [];
  }
  const prefix = Math.min(options.prefixLength, token.length);
  const candidates = prefixGroup(column, prefix).get(token.slice(0, prefix)) ?? [];
  const found: Array<Expansion & { distance: number; df: number }> = [];
  for (const candidate of candidates) {
    // A token whose documents all changed since the last full build is kept with no postings: it expands to nothing.
    const df = column.postings.count(column.postings.slot(candidate)!);
    if (df === 0) continue;
    const distance = editDistance(token, candidate, edits);
    if (distance > edits) continue;
    const similarity = 1 - distance / Math.max(1, Math.min(token.length, candidate.length));
    if (similarity <= 0) continue;
    found.push({ token: candidate, similarity, distance, df });
  }
  found.sort((a, b) => a.distance - b.distance || b.df - a.df || (a.token < b.token ? -1 : 1));
  return found.slice(0, Math.max(1, options.maxExpansions));
}

function prefixGroup(column: TextColumn, prefix: number): Map<string, string[]> {
  column.prefixGroups ??= new Map();
  let groups = column.prefixGroups.get(prefix);
  if (!groups) {
    groups = new Map();
    for (const token of column.postings.keys()) {
      const key = token.slice(0, prefix);
      const list = groups.get(key);
      if (list) list.push(token);
      else groups.set(key, [token]);
    }
    column.prefixGroups.set(prefix, groups);
  }
  return groups;
}

/**
 * A `match` query on one field: each query token (fuzzily expanded) scores BM25 on the field; a document matches
 * when enough tokens hit it (operator and / minimum_should_match).
 */
type TextFieldColumn = FieldColumn & { text: TextColumn };

export function matchField(
  column: TextFieldColumn,
  size: number,
  query: string,
  options: TextOptions,
  boost: number,
): MatchResult {
  const tokens = [...new Set(analyze(query))];
  const set = new Bitset(size);
  if (tokens.length === 0) return { set, scores: 0 };
  const text = column.text;
  const scores = new Float32Array(size);
  const hits = new Uint16Array(size);
  const touched: number[] = [];
  const { postings } = text;
  /** Calls `each` with every document of an index token's postings and its BM25 score for this field. */
  const scoreEach = (indexed: string, similarity: number, each: (doc: number, score: number) => void) => {
    const slot = postings.slot(indexed)!;
    const df = postings.count(slot);
    const idf = Math.log(1 + (text.documentsWithText - df + 0.5) / (df + 0.5));
    for (let i = postings.starts[slot]!; i < postings.starts[slot + 1]!; i++) {
      const doc = postings.docs[i]!;
      const tf = postings.tfs[i]!;
      const norm = tf + K1 * (1 - B + (B * text.docLength[doc]!) / (text.averageLength || 1));
      each(doc, idf * ((tf * (K1 + 1)) / norm) * similarity);
    }
  };
  const count = (doc: number, score: number) => {
    if (hits[doc] === 0) touched.push(doc);
    hits[doc]!++;
    scores[doc]! += score * boost;
  };
  for (const token of tokens) {
    const expansions = expandToken(text, token, options);
    // One index token (an exact match, the common case in filters such as type_id): a document appears once in its
    // postings, so it counts at once; a per-document table over 100 000 postings cost more than the scoring itself.
    if (expansions.length === 1) {
      scoreEach(expansions[0]!.token, expansions[0]!.similarity, count);
      continue;
    }
    // A token counts once per document, through its best-scoring expansion.
    const best = new Map<number, number>();
    for (const { token: indexed, similarity } of expansions)
      scoreEach(indexed, similarity, (doc, score) => {
        if (score > (best.get(doc) ?? -1)) best.set(doc, score);
      });
    for (const [doc, score] of best) count(doc, score);
  }
  const required =
    options.operator === 'and'
      ? tokens.length
      : Math.max(1, minimumShouldMatch(options.minimumShouldMatch, tokens.length, 1));
  for (const doc of touched) if (hits[doc]! >= required) set.add(doc);
  return { set, scores };
}

/**
 * `match_phrase`: every token present, in order and adjacent, in one value of the field. Candidates come from the
 * postings; the phrase is then checked against the stored values.
 */
export function matchPhrase(column: TextFieldColumn, size: number, query: string, boost: number): MatchResult {
  const tokens = analyze(query);
  const set = new Bitset(size);
  if (tokens.length === 0) return { set, scores: 0 };
  let candidates: Int32Array | undefined;
  for (const token of tokens) {
    const posting = column.text.postings.get(token);
    if (!posting) return { set, scores: 0 };
    candidates = candidates ? intersect(candidates, posting) : posting;
  }
  const phrase = tokens.join(' ');
  for (const doc of candidates!) {
    for (let k = column.docKeyStart[doc]!; k < column.docKeyStart[doc + 1]!; k++) {
      const value = column.keys[column.docKeys[k]!]!;
      if (` ${analyze(value).join(' ')} `.includes(` ${phrase} `)) {
        set.add(doc);
        break;
      }
    }
  }
  return { set, scores: boost * tokens.length };
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return Int32Array.from(out);
}
