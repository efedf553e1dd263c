import { isRecord } from '@storefront/core';
import { badRequest } from '../http/api-error.js';
import type { Bitset } from './bitset.js';
import { keyValueAt, numberAt, type FieldColumn } from './field-columns.js';
import { resolveField } from './field-mapping.js';
import { KeptPerColumn } from './kept-per-column.js';
import { toNumber } from './field-values.js';

export type AggregationSpec =
  | {
      type: 'terms';
      field: string;
      size: number;
      minDocCount: number;
      orderBy: '_count' | '_key';
      orderDir: 'asc' | 'desc';
    }
  | { type: 'range'; field: string; ranges: Array<{ from?: number; to?: number; key?: string }>; keyed: boolean }
  | { type: 'min' | 'max' | 'avg' | 'sum' | 'value_count' | 'stats'; field: string };

const METRICS = ['min', 'max', 'avg', 'sum', 'value_count', 'stats'] as const;

/** Bounds on one request's aggregations (see `limits` in the API config and docs/security.md). */
export interface AggregationLimits {
  /** Ranges of one `range` aggregation. */
  aggregationRanges: number;
  /** Buckets all aggregations of one request may answer together, as Elasticsearch's `search.max_buckets`. */
  aggregationBuckets: number;
}

export const DEFAULT_AGGREGATION_LIMITS: AggregationLimits = { aggregationRanges: 100, aggregationBuckets: 10_000 };

export function tooManyBuckets(buckets: number, limits: AggregationLimits): never {
  throw badRequest(
    `The aggregations of this request answer more than ${limits.aggregationBuckets} buckets (${buckets}); at most ${limits.aggregationBuckets} are allowed (limits.aggregationBuckets)`,
  );
}

function fieldOf(body: unknown, name: string, type: string): string {
  if (!isRecord(body) || typeof body.field !== 'string' || !body.field)
    throw badRequest(`Aggregation [${name}] of type [${type}] needs a "field"`);
  return body.field;
}

function bound(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = toNumber(value);
  if (n === undefined) throw badRequest(`Aggregation [${name}]: range bound ${JSON.stringify(value)} is not a number`);
  return n;
}

/**
 * Validates `aggs` / `aggregations`: terms, range and single-value metrics; anything else is a clear error. Ranges are
 * counted here, before any work: their buckets are answered whatever the matches. Terms buckets depend on the matches
 * and are counted by `countBuckets` once built.
 */
export function parseAggregations(
  aggs: unknown,
  limits: AggregationLimits = DEFAULT_AGGREGATION_LIMITS,
): Map<string, AggregationSpec> {
  const out = new Map<string, AggregationSpec>();
  let rangeBuckets = 0;
  if (aggs === undefined || aggs === null) return out;
  if (!isRecord(aggs)) throw badRequest('"aggs" must be an object of named aggregations');
  for (const [name, definition] of Object.entries(aggs)) {
    if (!isRecord(definition)) throw badRequest(`Aggregation [${name}] must be an object`);
    const types = Object.keys(definition).filter((key) => key !== 'meta');
    if (types.includes('aggs') || types.includes('aggregations'))
      throw badRequest(`Aggregation [${name}]: sub-aggregations are not supported`);
    if (types.length !== 1) throw badRequest(`Aggregation [${name}] must have exactly one type`);
    const type = types[0]!;
    const body = definition[type];
    if (type === 'terms') {
      const options = isRecord(body) ? body : {};
      const size = options.size === undefined ? 10 : Number(options.size);
      if (!Number.isInteger(size) || size < 0)
        throw badRequest(`Aggregation [${name}]: size must be a whole number, got ${JSON.stringify(options.size)}`);
      if (size > limits.aggregationBuckets)
        throw badRequest(
          `Aggregation [${name}] asks for ${size} buckets; at most ${limits.aggregationBuckets} are allowed (limits.aggregationBuckets)`,
        );
      const orderSpec = isRecord(options.order) ? Object.entries(options.order)[0] : undefined;
      const orderBy = orderSpec?.[0] === '_key' || orderSpec?.[0] === '_term' ? '_key' : '_count';
      out.set(name, {
        type: 'terms',
        field: fieldOf(body, name, type),
        // 0 is the pre-5.0 "all terms": as many as the request may answer.
        size: size === 0 ? limits.aggregationBuckets : size,
        minDocCount: options.min_doc_count === undefined ? 1 : Number(options.min_doc_count),
        orderBy,
        orderDir: String(orderSpec?.[1] ?? (orderBy === '_key' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc',
      });
    } else if (type === 'range') {
      const options = isRecord(body) ? body : {};
      if (!Array.isArray(options.ranges)) throw badRequest(`Aggregation [${name}]: range needs "ranges"`);
      if (options.ranges.length > limits.aggregationRanges)
        throw badRequest(
          `Aggregation [${name}] has ${options.ranges.length} ranges; at most ${limits.aggregationRanges} are allowed (limits.aggregationRanges)`,
        );
      rangeBuckets += options.ranges.length;
      if (rangeBuckets > limits.aggregationBuckets) tooManyBuckets(rangeBuckets, limits);
      const ranges = options.ranges.map((r) => {
        if (!isRecord(r)) throw badRequest(`Aggregation [${name}]: each range must be an object`);
        const from = bound(r.from, name);
        const to = bound(r.to, name);
        return {
          ...(from !== undefined && { from }),
          ...(to !== undefined && { to }),
          ...(typeof r.key === 'string' && { key: r.key }),
        };
      });
      out.set(name, { type: 'range', field: fieldOf(body, name, type), ranges, keyed: options.keyed === true });
    } else if ((METRICS as readonly string[]).includes(type)) {
      out.set(name, { type: type as (typeof METRICS)[number], field: fieldOf(body, name, type) });
    } else {
      throw badRequest(
        `Aggregation [${name}]: type [${type}] is not supported (terms, range, ${METRICS.join(', ')} are)`,
      );
    }
  }
  return out;
}

export function aggregationFields(specs: Map<string, AggregationSpec>, entity: string): string[] {
  return [...specs.values()].map((spec) => resolveField(entity, spec.field).path);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Elasticsearch prints range keys with the field's double format: 0 → "0.0", open ends as "*". */
function formatBound(value: number | undefined): string {
  if (value === undefined) return '*';
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** Buckets one aggregation's answer holds, toward `limits.aggregationBuckets` (metrics answer none). */
export function answeredBuckets(spec: AggregationSpec, answer: Record<string, unknown>): number {
  if (spec.type === 'range') return spec.ranges.length;
  return spec.type === 'terms' && Array.isArray(answer.buckets) ? answer.buckets.length : 0;
}

type Range = { from?: number; to?: number };

/** The number of bounds in `points` (ascending) at or below `value`: the segment `value` falls in. */
function segmentOf(points: Float64Array, value: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Matched documents per range, as Elasticsearch counts them: a document counts once in every range that holds one of
 * its values, and ranges may overlap. The distinct bounds cut the number line into segments, each of which a range
 * either covers whole or not at all, so a value finds its segment by binary search, and a range's count is a sum over
 * the segments it covers (a prefix-sum difference): log(bounds) per value instead of one test per range and value.
 * Only a document whose values fall into different segments is counted range by range, to count it once per range.
 */
export function countRanges(ranges: readonly Range[], column: FieldColumn, matched: Bitset): number[] {
  const points = Float64Array.from(
    new Set(ranges.flatMap((r) => [r.from, r.to]).filter((b): b is number => b !== undefined)),
  ).sort();
  const position = new Map<number, number>();
  points.forEach((point, i) => position.set(point, i));
  const segments = points.length + 1;
  // Range i covers the segments first[i] ≤ s < end[i]: v ≥ from ⇔ segmentOf(v) > position(from), v < to ⇔ ≤ position(to).
  const first = ranges.map((r) => (r.from === undefined ? 0 : position.get(r.from)! + 1));
  const end = ranges.map((r) => (r.to === undefined ? segments : position.get(r.to)! + 1));
  const perSegment = new Float64Array(segments);
  const counts = new Array<number>(ranges.length).fill(0);
  let covering: number[][] | undefined;
  let lastDoc: Int32Array | undefined;
  const { numericStart } = column;
  matched.forEach((doc) => {
    const start = numericStart[doc]!;
    const stop = numericStart[doc + 1]!;
    if (start === stop) return;
    const segment = segmentOf(points, numberAt(column, start));
    let k = start + 1;
    while (k < stop && segmentOf(points, numberAt(column, k)) === segment) k++;
    if (k === stop) {
      perSegment[segment]!++;
      return;
    }
    if (!covering || !lastDoc) {
      covering = Array.from({ length: segments }, () => []);
      ranges.forEach((_, i) => {
        for (let s = first[i]!; s < end[i]!; s++) covering![s]!.push(i);
      });
      lastDoc = new Int32Array(ranges.length).fill(-1);
    }
    for (let v = start; v < stop; v++)
      for (const i of covering[segmentOf(points, numberAt(column, v))]!)
        if (lastDoc[i] !== doc) {
          lastDoc[i] = doc;
          counts[i]!++;
        }
  });
  const prefix = new Float64Array(segments + 1);
  for (let s = 0; s < segments; s++) prefix[s + 1] = prefix[s]! + perSegment[s]!;
  return counts.map((count, i) => (end[i]! > first[i]! ? count + prefix[end[i]!]! - prefix[first[i]!]! : count));
}

export function runAggregation(
  spec: AggregationSpec,
  column: FieldColumn,
  matched: Bitset,
  exactField: boolean,
): Record<string, unknown> {
  if (spec.type === 'terms') {
    const counts = new Int32Array(column.keys.length);
    matched.forEach((doc) => {
      for (let k = column.docKeyStart[doc]!; k < column.docKeyStart[doc + 1]!; k++) counts[column.docKeys[k]!]!++;
    });
    const buckets: Array<{ ordinal: number; count: number; key: string | number }> = [];
    let total = 0;
    for (let ordinal = 0; ordinal < counts.length; ordinal++) {
      const count = counts[ordinal]!;
      if (count === 0 || count < spec.minDocCount) continue;
      total += count;
      const raw = keyValueAt(column, ordinal);
      // Numeric fields answer numeric keys (and booleans 1/0), as an Elasticsearch long/boolean field does.
      const key =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'boolean'
            ? raw
              ? 1
              : 0
            : !exactField && NUMERIC.test(raw)
              ? Number(raw)
              : raw;
      buckets.push({ ordinal, count, key });
    }
    const dir = spec.orderDir === 'asc' ? 1 : -1;
    buckets.sort((a, b) =>
      spec.orderBy === '_count'
        ? dir * (a.count - b.count) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
        : dir * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    const shown = buckets.slice(0, spec.size);
    const shownTotal = shown.reduce((sum, b) => sum + b.count, 0);
    return {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: total - shownTotal,
      buckets: shown.map((b) => {
        const raw = keyValueAt(column, b.ordinal);
        return typeof raw === 'boolean'
          ? { key: b.key, key_as_string: String(raw), doc_count: b.count }
          : { key: b.key, doc_count: b.count };
      }),
    };
  }
  if (spec.type === 'range') {
    const counts = countRanges(spec.ranges, column, matched);
    const buckets = spec.ranges.map((range, i) => {
      const count = counts[i]!;
      return {
        key: range.key ?? `${formatBound(range.from)}-${formatBound(range.to)}`,
        ...(range.from !== undefined && { from: range.from }),
        ...(range.to !== undefined && { to: range.to }),
        doc_count: count,
      };
    });
    if (!spec.keyed) return { buckets };
    return { buckets: Object.fromEntries(buckets.map(({ key, ...rest }) => [key, rest])) };
  }
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  matched.forEach((doc) => {
    for (let k = column.numericStart[doc]!; k < column.numericStart[doc + 1]!; k++) {
      const v = numberAt(column, k);
      count++;
      sum += v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  });
  if (spec.type === 'value_count') return { value: count };
  if (spec.type === 'stats')
    return count === 0
      ? { count: 0, min: null, max: null, avg: null, sum: 0 }
      : { count, min, max, avg: sum / count, sum };
  if (count === 0) return { value: spec.type === 'sum' ? 0 : null };
  return { value: spec.type === 'min' ? min : spec.type === 'max' ? max : spec.type === 'avg' ? sum / count : sum };
}

/**
 * Facets already counted, per column: a category's facets are the same on every page and in every sort order of it,
 * and counting them visits every match, which grows with the catalogue. Keyed by what decides the matches (the query
 * and `min_score`) and the aggregation itself. Answers are shared: nothing changes them after `runAggregation`.
 */
export const ANSWERS_PER_COLUMN = 64;
const keptAnswers = new KeptPerColumn<Record<string, unknown>>(ANSWERS_PER_COLUMN);
/** A larger answer (a terms aggregation of thousands of keys) is counted again rather than kept. */
const KEPT_ANSWER_BUCKETS = 200;
/** A query this long (an id list) is its own: not worth keeping its facets. */
const KEPT_QUERY_LIMIT = 4096;

/**
 * What decides the matches of a search, as a key to its kept facets; undefined when they must be counted afresh: a
 * date-math bound (`now-1d`) moves with the clock.
 */
export function matchesKey(query: unknown, minScore: number | undefined): string | undefined {
  const text = JSON.stringify([query ?? null, minScore ?? null]);
  return text.length > KEPT_QUERY_LIMIT || text.includes('"now') ? undefined : text;
}

/** `runAggregation`'s answer for the matches named by `matches` (see `matchesKey`), kept when small. */
export function keptAggregation(
  spec: AggregationSpec,
  column: FieldColumn,
  matched: Bitset,
  exactField: boolean,
  matches: string | undefined,
): Record<string, unknown> {
  if (matches === undefined) return runAggregation(spec, column, matched, exactField);
  const key = `${exactField ? '=' : '~'}${JSON.stringify(spec)}${matches}`;
  const kept = keptAnswers.get(column, key);
  if (kept) return kept;
  const answer = runAggregation(spec, column, matched, exactField);
  if (answeredBuckets(spec, answer) <= KEPT_ANSWER_BUCKETS) keptAnswers.set(column, key, answer);
  return answer;
}
