import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { SqliteCatalogRepository } from '../db/sqlite-catalog-repository.js';
import { IndexRegistry } from './index-registry.js';

const dir = mkdtempSync(join(tmpdir(), 'storefront-index-'));
const db = openDatabase(join(dir, 'test.sqlite'));
const repo = new SqliteCatalogRepository(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

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
    expect(a).toBe(b);
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
    expect(after).not.toBe(before);
    expect(after.size).toBe(before.size + 1);
    expect(after.column('color').byValue.get('51')).toEqual(Int32Array.from([2]));
  });
});
