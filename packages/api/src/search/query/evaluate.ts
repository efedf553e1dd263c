import { Bitset } from '../bitset.js';
import type { FieldNeeds } from '../entity-index.js';
import { mergeNeeds } from '../entity-index.js';
import type { FieldColumn, TextColumn } from '../field-columns.js';
import { resolveField } from '../field-mapping.js';
import { termKey } from '../field-values.js';
import { KeptPerColumn } from '../kept-per-column.js';
import { matchField, matchPhrase } from './full-text.js';
import { scoreOf, type MatchResult } from './match-result.js';
import { minimumShouldMatch } from './minimum-should-match.js';
import type { QueryNode, RangeBounds, ScoreFunction } from './query-node.js';
import { readRangeBound } from './range-bound.js';

/** What the evaluator needs from an index: its size, its columns (already built) and its `_id`s. */
export interface EvaluationContext {
  entity: string;
  size: number;
  column(path: string): FieldColumn;
  ordinalsOfIds(ids: readonly string[]): number[];
  now: number;
}

/** Every field path a query reads, so the index can build the missing columns in one pass before evaluating. */
export function fieldsOf(node: QueryNode, entity: string, out: FieldNeeds = new Map()): FieldNeeds {
  const add = (field: string, text: boolean) => {
    const { path, exact } = resolveField(entity, field);
    mergeNeeds(out, path, text && !exact);
  };
  switch (node.type) {
    case 'bool':
      for (const child of [...node.must, ...node.filter, ...node.should, ...node.mustNot]) fieldsOf(child, entity, out);
      break;
    case 'terms':
      // A word on a text field may match one of its tokens; numbers match by value without the text.
      add(
        node.field,
        node.values.some((v) => typeof v === 'string' && !/^-?\d+(\.\d+)?$/.test(v)),
      );
      break;
    case 'range':
    case 'exists':
      add(node.field, false);
      break;
    case 'match':
    case 'match_phrase':
      mergeNeeds(out, resolveField(entity, node.field).path, true);
      break;
    case 'multi_match':
      for (const { field } of node.fields) mergeNeeds(out, resolveField(entity, field).path, true);
      break;
    case 'function_score':
      fieldsOf(node.query, entity, out);
      for (const fn of node.functions) if (fn.filter) fieldsOf(fn.filter, entity, out);
      break;
    case 'constant_score':
      fieldsOf(node.filter, entity, out);
      break;
  }
  return out;
}

export function evaluate(node: QueryNode, ctx: EvaluationContext): MatchResult {
  switch (node.type) {
    case 'match_all':
      return { set: Bitset.full(ctx.size), scores: node.boost };
    case 'match_none':
      return { set: new Bitset(ctx.size), scores: 0 };
    case 'bool':
      return evaluateBool(node, ctx);
    case 'terms':
      return { set: termsSet(ctx, node.field, node.values), scores: node.boost };
    case 'ids': {
      const set = new Bitset(ctx.size);
      set.addAll(ctx.ordinalsOfIds(node.values));
      return { set, scores: node.boost };
    }
    case 'range':
      return { set: rangeSet(ctx, node.field, node.bounds), scores: node.boost };
    case 'exists':
      return { set: ctx.column(resolveField(ctx.entity, node.field).path).present.clone(), scores: node.boost };
    case 'match':
      return matchField(textColumn(ctx, node.field), ctx.size, node.query, node.options, node.boost);
    case 'match_phrase':
      return matchPhrase(textColumn(ctx, node.field), ctx.size, node.query, node.boost);
    case 'multi_match':
      return evaluateMultiMatch(node, ctx);
    case 'function_score':
      return evaluateFunctionScore(node, ctx);
    case 'constant_score':
      return { set: evaluate(node.filter, ctx).set, scores: node.boost };
  }
}

function column(ctx: EvaluationContext, field: string): FieldColumn {
  return ctx.column(resolveField(ctx.entity, field).path);
}

/** Full-text queries always analyse the field, keyword or not (docs/adr/0002-search-engine.md). */
function textColumn(ctx: EvaluationContext, field: string): FieldColumn & { text: TextColumn } {
  const col = column(ctx, field);
  if (!col.text) throw new Error(`Text of ${col.path} was not built before evaluation`);
  return col as FieldColumn & { text: TextColumn };
}

/**
 * The sets of term filters already answered, per column: a listing's filters (its category, visibility, status) are
 * the same for every page, sort and facet choice of it, and building one visits every posting of its values, which
 * grows with the catalogue (as Elasticsearch's filter cache). Small: a set is a bit per document.
 */
export const TERM_SETS_PER_COLUMN = 64;
const termSets = new KeptPerColumn<Bitset>(TERM_SETS_PER_COLUMN);
/** A request's long list of values (an id list) is its own: not worth keeping. */
const CACHED_TERMS_KEY_LIMIT = 1024;

/**
 * Terms compare by value ("26" equals 26). Keyword fields (and `.keyword` twins) need the whole value; other string
 * fields also match a single analysed token, as an Elasticsearch text field does. The answer is the caller's own.
 */
function termsSet(ctx: EvaluationContext, field: string, values: unknown[]): Bitset {
  const { path, exact } = resolveField(ctx.entity, field);
  const col = ctx.column(path);
  const key = `${exact ? '=' : '~'}${JSON.stringify(values)}`;
  if (key.length > CACHED_TERMS_KEY_LIMIT) return buildTermsSet(ctx.size, col, exact, values);
  let set = termSets.get(col, key);
  if (!set) termSets.set(col, key, (set = buildTermsSet(ctx.size, col, exact, values)));
  return set.clone();
}

function buildTermsSet(size: number, col: FieldColumn, exact: boolean, values: unknown[]): Bitset {
  const set = new Bitset(size);
  for (const value of values) {
    if (exact) {
      const key = typeof value === 'string' ? value : termKey(value);
      const docs = key === undefined ? undefined : col.verbatim.get(key);
      if (docs) set.addAll(docs);
      continue;
    }
    const key = termKey(value);
    if (key === undefined) continue;
    const docs = col.byValue.get(key);
    if (docs) set.addAll(docs);
    const tokens = typeof value === 'string' ? col.text?.postings.get(value) : undefined;
    if (tokens) set.addAll(tokens);
  }
  return set;
}

function rangeSet(ctx: EvaluationContext, field: string, bounds: RangeBounds): Bitset {
  const col = column(ctx, field);
  // The parser refused unreadable bounds, so undefined here means only "no bound".
  const gt = bounds.gt === undefined ? undefined : readRangeBound(bounds.gt, ctx.now, true);
  const gte = bounds.gte === undefined ? undefined : readRangeBound(bounds.gte, ctx.now, false);
  const lt = bounds.lt === undefined ? undefined : readRangeBound(bounds.lt, ctx.now, false);
  const lte = bounds.lte === undefined ? undefined : readRangeBound(bounds.lte, ctx.now, true);
  const set = new Bitset(ctx.size);
  const { numericStart, numbers, keyNumbers, docKeys } = col;
  for (let doc = 0; doc < ctx.size; doc++) {
    for (let k = numericStart[doc]!; k < numericStart[doc + 1]!; k++) {
      // numberAt, inline: this loop visits every value of the index.
      const v = keyNumbers ? keyNumbers[docKeys[k]!]! : numbers[k]!;
      if (gt !== undefined && !(v > gt)) continue;
      if (gte !== undefined && !(v >= gte)) continue;
      if (lt !== undefined && !(v < lt)) continue;
      if (lte !== undefined && !(v <= lte)) continue;
      set.add(doc);
      break;
    }
  }
  return set;
}

function evaluateBool(node: Extract<QueryNode, { type: 'bool' }>, ctx: EvaluationContext): MatchResult {
  const required = [...node.must, ...node.filter];
  let set: Bitset | undefined;
  const scored: MatchResult[] = [];
  for (const clause of node.must) {
    const result = evaluate(clause, ctx);
    scored.push(result);
    set = set ? set.and(result.set) : result.set.clone();
  }
  for (const clause of node.filter) {
    const result = evaluate(clause, ctx);
    set = set ? set.and(result.set) : result.set.clone();
  }
  const shoulds = node.should.map((clause) => evaluate(clause, ctx));
  const minimum = minimumShouldMatch(node.minimumShouldMatch, shoulds.length, required.length === 0 ? 1 : 0);
  if (shoulds.length > 0 && minimum > 0) {
    if (minimum === 1) {
      const any = new Bitset(ctx.size);
      for (const result of shoulds) any.or(result.set);
      set = set ? set.and(any) : any;
    } else {
      // Wide enough for every clause a request may hold (a byte would wrap after 255 should clauses).
      const counts = new Uint32Array(ctx.size);
      for (const result of shoulds) result.set.forEach((doc) => counts[doc]!++);
      const enough = new Bitset(ctx.size);
      for (let doc = 0; doc < ctx.size; doc++) if (counts[doc]! >= minimum) enough.add(doc);
      set = set ? set.and(enough) : enough;
    }
  }
  set ??= Bitset.full(ctx.size);
  for (const clause of node.mustNot) set.andNot(evaluate(clause, ctx).set);

  const contributing = [...scored, ...shoulds];
  // A bool made only of filters scores 0, as in Elasticsearch.
  if (contributing.every((r) => typeof r.scores === 'number')) {
    if (shoulds.length === 0) {
      const constant = scored.reduce((sum, r) => sum + (r.scores as number), 0) * node.boost;
      return { set, scores: constant };
    }
  }
  const scores = new Float32Array(ctx.size);
  set.forEach((doc) => {
    let total = 0;
    for (const r of scored) total += scoreOf(r, doc);
    for (const r of shoulds) if (r.set.has(doc)) total += scoreOf(r, doc);
    scores[doc] = total * node.boost;
  });
  return { set, scores };
}

function evaluateMultiMatch(node: Extract<QueryNode, { type: 'multi_match' }>, ctx: EvaluationContext): MatchResult {
  // A field named twice (with two boosts) is matched once: scores scale linearly with the boost.
  const unboosted = new Map<string, MatchResult>();
  const perField = node.fields.map(({ field, boost }) => {
    let result = unboosted.get(field);
    if (!result) {
      result =
        node.mode === 'phrase'
          ? matchPhrase(textColumn(ctx, field), ctx.size, node.query, 1)
          : matchField(textColumn(ctx, field), ctx.size, node.query, node.options, 1);
      unboosted.set(field, result);
    }
    return scaled(result, boost);
  });
  const set = new Bitset(ctx.size);
  for (const result of perField) set.or(result.set);
  const scores = new Float32Array(ctx.size);
  set.forEach((doc) => {
    let best = 0;
    let sum = 0;
    for (const result of perField) {
      if (!result.set.has(doc)) continue;
      const score = scoreOf(result, doc);
      sum += score;
      if (score > best) best = score;
    }
    // best_fields: the best field plus tie_breaker times the others; most_fields: the sum.
    const combined = node.mode === 'most_fields' ? sum : best + node.tieBreaker * (sum - best);
    scores[doc] = combined * node.boost;
  });
  return { set, scores };
}

function scaled(result: MatchResult, boost: number): MatchResult {
  if (boost === 1) return result;
  if (typeof result.scores === 'number') return { set: result.set, scores: result.scores * boost };
  const scores = new Float32Array(result.scores.length);
  for (let i = 0; i < scores.length; i++) scores[i] = result.scores[i]! * boost;
  return { set: result.set, scores };
}

function evaluateFunctionScore(
  node: Extract<QueryNode, { type: 'function_score' }>,
  ctx: EvaluationContext,
): MatchResult {
  const inner = evaluate(node.query, ctx);
  const filters = node.functions.map((fn) => (fn.filter ? evaluate(fn.filter, ctx).set : undefined));
  const set = inner.set.clone();
  const scores = new Float32Array(ctx.size);
  inner.set.forEach((doc) => {
    const applied: number[] = [];
    node.functions.forEach((fn, i) => {
      const filter = filters[i];
      if (filter && !filter.has(doc)) return;
      applied.push(functionValue(fn, doc));
    });
    let factor = applied.length === 0 ? 1 : combine(node.scoreMode, applied);
    factor = Math.min(factor, node.maxBoost);
    const queryScore = scoreOf(inner, doc);
    const score = boostCombine(node.boostMode, queryScore, factor) * node.boost;
    if (node.minScore !== undefined && score < node.minScore) set.remove(doc);
    else scores[doc] = score;
  });
  return { set, scores };
}

function functionValue(fn: ScoreFunction, doc: number): number {
  if (!fn.random) return fn.weight;
  // Deterministic per seed and document, so paging through a random order stays stable.
  let h = (fn.random.seed ^ Math.imul(doc + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return fn.weight * (((h ^ (h >>> 16)) >>> 0) / 4294967296);
}

function combine(mode: string, values: number[]): number {
  switch (mode) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'avg':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'first':
      return values[0]!;
    case 'max':
      return Math.max(...values);
    case 'min':
      return Math.min(...values);
    default:
      return values.reduce((a, b) => a * b, 1);
  }
}

function boostCombine(mode: string, query: number, factor: number): number {
  switch (mode) {
    case 'replace':
      return factor;
    case 'sum':
      return query + factor;
    case 'avg':
      return (query + factor) / 2;
    case 'max':
      return Math.max(query, factor);
    case 'min':
      return Math.min(query, factor);
    default:
      return query * factor;
  }
}
