import { isRecord } from '@storefront/core';
import { badRequest } from '../http/api-error.js';
import { holdsNumbers, numberAt, type FieldColumn } from './field-columns.js';
import { resolveField } from './field-mapping.js';

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
  mode: 'min' | 'max' | undefined;
  missing: '_first' | '_last';
}

function order(value: unknown, field: string): 'asc' | 'desc' {
  const text = String(value ?? (field === '_score' ? 'desc' : 'asc')).toLowerCase();
  if (text !== 'asc' && text !== 'desc')
    throw badRequest(`Sort order for [${field}] must be "asc" or "desc", got "${text}"`);
  return text;
}

function spec(field: string, options: Record<string, unknown> = {}): SortSpec {
  if (!field) throw badRequest('Sort field must not be empty');
  const mode = options.mode === undefined ? undefined : String(options.mode);
  if (mode !== undefined && mode !== 'min' && mode !== 'max')
    throw badRequest(`Sort mode [${mode}] is not supported (min, max are)`);
  const missing = String(options.missing ?? '_last');
  if (missing !== '_first' && missing !== '_last') throw badRequest('Sort missing must be "_first" or "_last"');
  return { field, order: order(options.order, field), mode, missing };
}

/** Body sort in any of Elasticsearch's forms: "field", {field: "desc"}, {field: {order, mode, missing}}, or a list. */
export function parseBodySort(sort: unknown): SortSpec[] {
  if (sort === undefined || sort === null) return [];
  const list = Array.isArray(sort) ? sort : [sort];
  return list.flatMap((item): SortSpec[] => {
    if (typeof item === 'string') return [spec(item)];
    if (!isRecord(item)) throw badRequest(`Cannot read sort entry ${JSON.stringify(item)}`);
    return Object.entries(item).map(([field, value]) =>
      isRecord(value) ? spec(field, value) : spec(field, { order: value }),
    );
  });
}

/** The URL form `field:dir,field2` (docs/api.md#catalogue-search: `updated_at:desc`, `final_price`). */
export function parseUrlSort(sort: string): SortSpec[] {
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field, direction] = part.split(':');
      return spec(field!, { order: direction });
    });
}

export function sortFields(specs: readonly SortSpec[], entity: string): string[] {
  return specs.filter((s) => s.field !== '_score' && s.field !== '_doc').map((s) => resolveField(entity, s.field).path);
}

export type Key = number | string | null;

/** Sort key of one document for one field: numbers when the field holds numbers or dates, else its strings. */
export function fieldSortKey(column: FieldColumn, doc: number, order: 'asc' | 'desc', mode?: 'min' | 'max'): Key {
  const pick = mode ?? (order === 'asc' ? 'min' : 'max');
  const start = column.numericStart[doc]!;
  const end = column.numericStart[doc + 1]!;
  if (holdsNumbers(column)) {
    if (start === end) return null;
    let value = numberAt(column, start);
    for (let k = start + 1; k < end; k++) {
      const v = numberAt(column, k);
      if (pick === 'min' ? v < value : v > value) value = v;
    }
    return value;
  }
  const keyStart = column.docKeyStart[doc]!;
  const keyEnd = column.docKeyStart[doc + 1]!;
  if (keyStart === keyEnd) return null;
  let value = column.keys[column.docKeys[keyStart]!]!;
  for (let k = keyStart + 1; k < keyEnd; k++) {
    const v = column.keys[column.docKeys[k]!]!;
    if (pick === 'min' ? v < value : v > value) value = v;
  }
  return value;
}

export interface RankedDoc {
  doc: number;
  keys: Key[];
}

/** Compares two documents by the sort specs; ties keep storage order, as Elasticsearch does within one shard. */
export function compareRanked(specs: readonly SortSpec[]) {
  return (a: RankedDoc, b: RankedDoc): number => {
    for (let i = 0; i < specs.length; i++) {
      const s = specs[i]!;
      const x = a.keys[i]!;
      const y = b.keys[i]!;
      if (x === y) continue;
      if (x === null) return s.missing === '_first' ? -1 : 1;
      if (y === null) return s.missing === '_first' ? 1 : -1;
      const cmp = x < y ? -1 : 1;
      return s.order === 'asc' ? cmp : -cmp;
    }
    return a.doc - b.doc;
  };
}

/**
 * The first `k` documents in the order of `specs`, visited by `each` (a bitset's forEach), with `keyOf[i](doc)` the
 * key of spec `i`. A bounded binary heap keeps the worst of the best k at its root; a document is read into one
 * reused probe and only copied when it beats that root, so a category of tens of thousands of matches costs k objects,
 * not one per match (the allocations, not the comparisons, were what grew with the catalogue).
 */
export function topRanked(
  each: (visit: (doc: number) => void) => void,
  k: number,
  specs: readonly SortSpec[],
  keyOf: readonly ((doc: number) => Key)[],
): RankedDoc[] {
  if (k <= 0) return [];
  const compare = compareRanked(specs);
  const width = specs.length;
  const heap: RankedDoc[] = [];
  const probe: RankedDoc = { doc: -1, keys: new Array<Key>(width) };
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  each((doc) => {
    probe.doc = doc;
    for (let i = 0; i < width; i++) probe.keys[i] = keyOf[i]!(doc);
    if (heap.length < k) {
      heap.push({ doc, keys: probe.keys.slice() });
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
      return;
    }
    if (compare(probe, heap[0]!) >= 0) return;
    // The evicted root's object takes the probe's values: no allocation for a document that enters.
    const root = heap[0]!;
    root.doc = doc;
    for (let i = 0; i < width; i++) root.keys[i] = probe.keys[i]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) break;
      swap(i, top);
      i = top;
    }
  });
  return heap.sort(compare);
}
