import { isRecord } from '@storefront/core';
import { badRequest } from '../http/api-error.js';
import type { Bitset } from './bitset.js';
import type { FieldColumn } from './field-columns.js';
import { resolveField } from './field-mapping.js';
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

/** Validates `aggs` / `aggregations`: terms, range and single-value metrics; anything else is a clear error. */
export function parseAggregations(aggs: unknown): Map<string, AggregationSpec> {
  const out = new Map<string, AggregationSpec>();
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
      if (!Number.isInteger(size) || size < 0 || size > 10_000)
        throw badRequest(`Aggregation [${name}]: size must be an integer from 0 to 10000`);
      const orderSpec = isRecord(options.order) ? Object.entries(options.order)[0] : undefined;
      const orderBy = orderSpec?.[0] === '_key' || orderSpec?.[0] === '_term' ? '_key' : '_count';
      out.set(name, {
        type: 'terms',
        field: fieldOf(body, name, type),
        size: size === 0 ? 10_000 : size,
        minDocCount: options.min_doc_count === undefined ? 1 : Number(options.min_doc_count),
        orderBy,
        orderDir: String(orderSpec?.[1] ?? (orderBy === '_key' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc',
      });
    } else if (type === 'range') {
      const options = isRecord(body) ? body : {};
      if (!Array.isArray(options.ranges)) throw badRequest(`Aggregation [${name}]: range needs "ranges"`);
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
      const raw = column.keyValues[ordinal]!;
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
        const raw = column.keyValues[b.ordinal];
        return typeof raw === 'boolean'
          ? { key: b.key, key_as_string: String(raw), doc_count: b.count }
          : { key: b.key, doc_count: b.count };
      }),
    };
  }
  if (spec.type === 'range') {
    const buckets = spec.ranges.map((range) => {
      let count = 0;
      matched.forEach((doc) => {
        for (let k = column.numericStart[doc]!; k < column.numericStart[doc + 1]!; k++) {
          const v = column.numbers[k]!;
          if ((range.from === undefined || v >= range.from) && (range.to === undefined || v < range.to)) {
            count++;
            return;
          }
        }
      });
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
      const v = column.numbers[k]!;
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
