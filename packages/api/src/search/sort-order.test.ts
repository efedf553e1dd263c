import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { Bitset } from './bitset.js';
import { CatalogSearch, type CatalogSearchRequest } from './catalog-search.js';
import { FieldColumnBuilder } from './field-columns.js';
import { fieldSortKey, topRanked, type SortSpec } from './sort.js';
import { buildOrder, firstInOrder, orderWalks, sortInSteps, sortOrdersBuilt, walkPays } from './sort-order.js';
import { runInSlices } from './yield-to-event-loop.js';
import { answersTo, sampleProduct } from './test-support/search-fixtures.js';

const opened = await openTestDatabase();
afterAll(() => opened.close());

function column(values: unknown[]) {
  const builder = new FieldColumnBuilder('f', values.length, false);
  values.forEach((value, ordinal) => value !== undefined && builder.add(ordinal, { f: value }));
  return builder.build();
}

/** A generator's answer and how many steps it took. */
function run<T>(steps: Generator<undefined, T>): { value: T; steps: number } {
  let count = 0;
  for (let step = steps.next(); ; step = steps.next(), count++)
    if (step.done) return { value: step.value, steps: count };
}

const specs = (): SortSpec[] =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ([undefined, 'min', 'max'] as const).flatMap((mode) =>
      (['_first', '_last'] as const).map((missing) => ({ field: 'f', order, mode, missing })),
    ),
  );

describe('a column in the order of one sort', () => {
  it('sorts in many small steps, as a plain sort would', () => {
    const values = Int32Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
    const { value, steps } = run(sortInSteps(values.slice(), (a, b) => a - b));
    expect([...value]).toEqual([...values].sort((a, b) => a - b));
    expect(steps).toBeGreaterThan(20);
  });

  it('takes the same first documents as the heap over the matches, for every order, mode and missing rule', () => {
    // Numbers with ties, several values a document, and documents without one.
    const numbers = column(
      Array.from({ length: 300 }, (_, i) =>
        i % 11 === 0 ? undefined : i % 5 ? (i * 37) % 50 : [i % 7, 40 - (i % 13)],
      ),
    );
    // Strings likewise.
    const words = column(
      Array.from({ length: 300 }, (_, i) =>
        i % 13 === 0 ? undefined : i % 4 ? `w${(i * 31) % 40}` : [`a${i % 9}`, `z${i % 3}`],
      ),
    );
    const matched = new Bitset(300);
    for (let doc = 0; doc < 300; doc += 3) matched.add(doc);
    for (const col of [numbers, words])
      for (const spec of specs()) {
        const keyOf = (doc: number) => fieldSortKey(col, doc, spec.order, spec.mode);
        const order = run(buildOrder(col, spec)).value;
        const heap = topRanked((visit) => matched.forEach(visit), 25, [spec], [keyOf]);
        expect(firstInOrder(order, matched, 25, keyOf)).toEqual(heap);
      }
  });

  it('is walked only when that reads fewer documents than the matches', () => {
    expect(walkPays(50, 50_000, 100_000)).toBe(true);
    expect(walkPays(50, 40, 100_000)).toBe(false);
    expect(walkPays(0, 50_000, 100_000)).toBe(false);
  });

  it('is built while other work goes on', async () => {
    const col = column(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 50_021));
    let turns = 0;
    const built = runInSlices(buildOrder(col, specs()[0]!), () => {
      turns++;
      return new Promise<void>((resolve) => setImmediate(resolve));
    });
    expect((await built).length).toBe(50_000);
    expect(turns).toBeGreaterThan(10);
  });
});

describe('sorted listings through the search', () => {
  const request = (sort: unknown, extra: Record<string, unknown> = {}): CatalogSearchRequest => ({
    index: 's',
    entity: 'product',
    body: { query: { terms: { visibility: [4] } }, sort, ...extra },
    size: 20,
  });
  const requests = [
    request({ price: 'asc' }),
    request({ price: 'desc' }),
    request({ updated_at: { order: 'desc', missing: '_first' } }),
    request({ name: 'asc' }),
    request({ 'configurable_children.sku': { order: 'desc', mode: 'min' } }),
    request({ price: 'asc' }, { from: 30 }),
  ];

  it('answer exactly as the heap does, before the orders are built and after', async () => {
    const repo = new SqlCatalogRepository(opened.db);
    await repo.write(
      Array.from({ length: 400 }, (_, i) =>
        sampleProduct('s', i + 1, i % 9 === 0 ? { updated_at: undefined, price: undefined } : {}),
      ),
    );
    const options = { defaultSize: 10, maxResultWindow: 10_000, waitForRebuildBelow: 0 };
    const live = new CatalogSearch(repo, options);
    // The index built and settled first, by a search that ranks nothing; counts from here (earlier searches in this
    // process, another test file's without isolation, started their own).
    await live.search({ index: 's', entity: 'product', body: { query: { match_all: {} } }, size: 0 });
    await live.registry.settled();
    await sortOrdersBuilt();
    orderWalks();
    const byHeap = await answersTo(live, requests);
    // Built in the background meanwhile: one order per field and sort rule (price asc is asked twice).
    expect(await sortOrdersBuilt()).toBe(5);
    orderWalks();
    const walked = await answersTo(live, requests);
    expect(walked).toEqual(byHeap);
    // Every one walked its order, none built again.
    expect(orderWalks()).toBe(requests.length);
    expect(await sortOrdersBuilt()).toBe(0);
    const price = (answer: unknown) =>
      (answer as { hits: { hits: Array<{ sort: unknown[] }> } }).hits.hits.map((hit) => hit.sort[0]);
    expect(price(walked[0])).toEqual([...price(walked[0])].sort());
    expect(price(walked[0])).not.toEqual(price(walked[1]));
  });
});
