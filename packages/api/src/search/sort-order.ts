import type { Bitset } from './bitset.js';
import type { FieldColumn } from './field-columns.js';
import { KeptPerColumn } from './kept-per-column.js';
import { fieldSortKey, type Key, type RankedDoc, type SortSpec } from './sort.js';
import { runInSlices } from './yield-to-event-loop.js';

/**
 * A listing sorted by one field (a category by `updated_at`, by price) asks for its first page of what may be half
 * the catalogue. Reading every match's key for a heap costs the matches; walking the column's documents already in
 * that order and keeping the first `k` that match costs about k / (matches / documents) steps, whatever the catalogue
 * size (docs/adr/0041-one-search-process-per-machine.md#category-pages-at-any-catalogue-size). An order is built once
 * per column and sort, in slices in the background (searches go on meanwhile, by the heap), and goes with its column
 * (a new catalogue version has new columns). At most `ORDERS_PER_COLUMN` per column: 4 bytes a document each.
 */
export const ORDERS_PER_COLUMN = 4;
const orders = new KeptPerColumn<Int32Array | 'building'>(ORDERS_PER_COLUMN);
const pending = new Set<Promise<unknown>>();
let started = 0;

const orderKey = (spec: SortSpec) => `${spec.order}/${spec.mode ?? ''}/${spec.missing}`;

/** Sorts `docs` in place by `compare`, a chunk of work per step (a bottom-up merge sort over runs of 32). */
export function* sortInSteps(
  docs: Int32Array,
  compare: (a: number, b: number) => number,
): Generator<undefined, Int32Array> {
  const n = docs.length;
  const RUN = 32;
  for (let start = 0; start < n; start += RUN) {
    const end = Math.min(start + RUN, n);
    for (let i = start + 1; i < end; i++) {
      const held = docs[i]!;
      let j = i - 1;
      while (j >= start && compare(docs[j]!, held) > 0) docs[j + 1] = docs[j--]!;
      docs[j + 1] = held;
    }
    if ((start & 8191) === 0) yield;
  }
  let from: Int32Array = docs;
  let to: Int32Array = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    let work = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
      work += hi - lo;
      if (work >= 16_384) {
        work = 0;
        yield;
      }
    }
    [from, to] = [to, from];
  }
  if (from !== docs) docs.set(from);
  return docs;
}

/** Every document of `column` in the order of `spec`: its key, missing ones first or last, then storage order. */
export function* buildOrder(column: FieldColumn, spec: SortSpec): Generator<undefined, Int32Array> {
  const size = column.docKeyStart.length - 1;
  const keys = new Array<Key>(size);
  for (let doc = 0; doc < size; doc++) {
    keys[doc] = fieldSortKey(column, doc, spec.order, spec.mode);
    if ((doc & 16383) === 16383) yield;
  }
  const missingFirst = spec.missing === '_first';
  const asc = spec.order === 'asc';
  // compareRanked's rule for one key (sort.ts), on ordinals.
  const compare = (a: number, b: number) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (x !== y) {
      if (x === null) return missingFirst ? -1 : 1;
      if (y === null) return missingFirst ? 1 : -1;
      const cmp = x < y ? -1 : 1;
      return asc ? cmp : -cmp;
    }
    return a - b;
  };
  return yield* sortInSteps(
    Int32Array.from({ length: size }, (_, doc) => doc),
    compare,
  );
}

/** The order of `spec` over `column` if built; otherwise starts building it (once) and answers undefined. */
export function sortedDocs(column: FieldColumn, spec: SortSpec): Int32Array | undefined {
  const key = orderKey(spec);
  const order = orders.get(column, key);
  if (order === 'building') return undefined;
  if (order) return order;
  orders.set(column, key, 'building');
  started++;
  const build = runInSlices(buildOrder(column, spec)).then(
    // Unless it was dropped meanwhile (more orders of this column were asked for).
    (built) => orders.get(column, key) === 'building' && orders.set(column, key, built),
    () => orders.delete(column, key),
  );
  pending.add(build);
  void build.finally(() => pending.delete(build));
  return undefined;
}

/**
 * Resolves when every order being built is there; answers how many builds started since the last call (for tests and
 * benches).
 */
export async function sortOrdersBuilt(): Promise<number> {
  while (pending.size > 0) await Promise.all([...pending]);
  const count = started;
  started = 0;
  return count;
}

/**
 * Whether walking an order beats a heap over the matches: the walk reads about `wanted × size / matches` documents,
 * the heap every match.
 */
export function walkPays(wanted: number, matches: number, size: number): boolean {
  return wanted > 0 && wanted * size < matches * matches;
}

let walks = 0;

/** How many answers walked an order since the last call (for tests). */
export function orderWalks(): number {
  const count = walks;
  walks = 0;
  return count;
}

/** The first `k` members of `matched` in `order`, each with its key, as topRanked answers them. */
export function firstInOrder(order: Int32Array, matched: Bitset, k: number, keyOf: (doc: number) => Key): RankedDoc[] {
  walks++;
  const out: RankedDoc[] = [];
  for (let i = 0; i < order.length && out.length < k; i++) {
    const doc = order[i]!;
    if (matched.has(doc)) out.push({ doc, keys: [keyOf(doc)] });
  }
  return out;
}
