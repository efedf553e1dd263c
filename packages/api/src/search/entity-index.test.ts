import { afterAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { IndexRegistry } from './index-registry.js';

const opened = await openTestDatabase();
const repo = new SqlCatalogRepository(opened.db);
afterAll(() => opened.close());

const product = (id: number, extra: Record<string, unknown> = {}) => ({
  kind: 'upsert' as const,
  index: 'i',
  entity: 'product',
  document: { id: String(id), source: { id, name: `Item ${id}`, ...extra } },
});

describe('IndexRegistry', () => {
  it('builds columns on demand, once, even for concurrent requests', async () => {
    await repo.write([product(1, { color: '49' }), product(2, { color: 50 })]);
    const registry = new IndexRegistry(repo);
    const [a, b] = await Promise.all([
      registry.get('i', 'product', new Map([['color', false]])),
      registry.get('i', 'product', new Map([['color', false]])),
    ]);
    expect(a.index).toBe(b.index);
    expect([...a.column('color').byValue.keys()].sort()).toEqual(['49', '50']);
    expect(a.column('color').text).toBeUndefined();
    const withText = await registry.get('i', 'product', new Map([['name', true]]));
    expect(withText.column('name').text?.postings.has('item')).toBe(true);
  });

  it('rebuilds after a write, so a new document is found by the next search', async () => {
    const registry = new IndexRegistry(repo);
    const before = await registry.get('i', 'product', new Map([['color', false]]));
    await repo.write([product(3, { color: '51' })]);
    const after = await registry.get('i', 'product', new Map([['color', false]]));
    expect(after.index).not.toBe(before.index);
    expect(after.size).toBe(before.size + 1);
    expect(after.column('color').byValue.get('51')).toEqual(Int32Array.from([2]));
  });

  it('answers a field no document holds from an empty column, keeping none in memory', async () => {
    await repo.write([product(10, { color: 7 })]);
    const registry = new IndexRegistry(repo);
    const first = await registry.get('i', 'product', new Map());
    const kept = first.index.columnCount;
    for (const name of ['nope', 'constructor', '__proto__', 'toString', 'color.deeper', 'name.x']) {
      const view = await registry.get('i', 'product', new Map([[name, true]]));
      expect(view.column(name).present.count()).toBe(0);
      expect(view.column(name).text?.postings.size).toBe(0);
    }
    expect(first.index.columnCount).toBe(kept);
  });

  it('keeps only the most recently used extra columns, yet answers each request from the columns it read', async () => {
    const fields = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, i]));
    await repo.write([product(20, fields), product(21, { f0: 9 })]);
    const registry = new IndexRegistry(repo, { extraColumns: 2 });
    const base = (await registry.get('i', 'product', new Map())).index.columnCount;
    const views = await Promise.all(
      Object.keys(fields).map((f) => registry.get('i', 'product', new Map([[f, false]]))),
    );
    views.forEach((view, i) =>
      expect([...view.column(`f${i}`).byValue.keys()].sort()).toEqual(i ? [`${i}`] : ['0', '9']),
    );
    expect(views[0]!.index.columnCount).toBe(base + 2);
    const again = await registry.get('i', 'product', new Map([['f0', false]]));
    expect(again.column('f0').present.count()).toBe(2);
    expect(again.index.columnCount).toBe(base + 2);
  });
});
