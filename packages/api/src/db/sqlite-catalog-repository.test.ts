import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogWriteOperation } from './catalog-repository.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { openDatabase } from './open-database.js';
import { SqliteCatalogRepository } from './sqlite-catalog-repository.js';

const dirs: string[] = [];
function repository() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-repo-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'test.sqlite'));
  return { db, repo: new SqliteCatalogRepository(db) };
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const upsert = (id: string, source: Record<string, unknown>): CatalogWriteOperation => ({
  kind: 'upsert',
  index: 'i',
  entity: 'product',
  document: { id, source },
});

describe('SqliteCatalogRepository', () => {
  it('applies migrations once', () => {
    const { db } = repository();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length);
  });

  it('upserts by id and bumps the version on every write', async () => {
    const { repo } = repository();
    await repo.write([upsert('1', { name: 'a' }), upsert('2', { name: 'b' })]);
    await repo.write([upsert('1', { name: 'c' })]);
    expect(await repo.count('i', 'product')).toBe(2);
    expect(await repo.getById('i', 'product', '1')).toEqual({ name: 'c' });
    expect(await repo.getVersion('i', 'product')).toBe(2);
  });

  it('writes nothing when an operation fails midway (one transaction)', async () => {
    const { repo } = repository();
    await repo.write([upsert('1', { name: 'kept' })]);
    function* failing(): Generator<CatalogWriteOperation> {
      yield { kind: 'clear', index: 'i', entity: 'product' };
      yield upsert('2', { name: 'new' });
      throw new Error('disk full');
    }
    await expect(repo.write(failing())).rejects.toThrow('disk full');
    expect(await repo.count('i', 'product')).toBe(1);
    expect(await repo.getById('i', 'product', '1')).toEqual({ name: 'kept' });
    expect(await repo.getVersion('i', 'product')).toBe(1);
  });

  it('scans in storage order across pages and reads sources by seq', async () => {
    const { repo } = repository();
    await repo.write(Array.from({ length: 4500 }, (_, i) => upsert(String(i), { n: i })));
    const seqs: number[] = [];
    for await (const row of repo.scan('i', 'product')) seqs.push(row.seq);
    expect(seqs).toHaveLength(4500);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const sources = await repo.getSources([seqs[0]!, seqs[4499]!]);
    expect(JSON.parse(sources.get(seqs[4499]!)!)).toEqual({ n: 4499 });
  });
});
