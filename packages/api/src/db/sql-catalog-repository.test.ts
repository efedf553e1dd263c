import { describe, expect, it } from 'vitest';
import { catalogRepositoriesForEachTest } from '../test-support/test-database.js';
import type { CatalogWriteOperation } from './catalog-repository.js';
import { MIGRATIONS } from './migrations.js';
import { sql } from './sql.js';

const repository = catalogRepositoriesForEachTest();

const upsert = (id: string, source: Record<string, unknown>, entity = 'product'): CatalogWriteOperation => ({
  kind: 'upsert',
  index: 'i',
  entity,
  document: { id, source },
});

describe(`SqlCatalogRepository on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('runs on a migrated database', async () => {
    const { db } = await repository();
    const row = await db.get<{ count: number }>(sql`SELECT COUNT(*) AS count FROM schema_migrations`);
    expect(Number(row?.count)).toBe(MIGRATIONS.length);
  });

  it('upserts by id and bumps the version on every write', async () => {
    const { repo } = await repository();
    await repo.write([upsert('1', { name: 'a' }), upsert('2', { name: 'b' })]);
    await repo.write([upsert('1', { name: 'c' })]);
    expect(await repo.count('i', 'product')).toBe(2);
    expect(await repo.getById('i', 'product', '1')).toEqual({ name: 'c' });
    expect(await repo.getById('i', 'product', '3')).toBeUndefined();
    expect(await repo.getVersion('i', 'product')).toBe(2);
    expect(await repo.getVersion('i', 'category')).toBe(0);
  });

  it('writes nothing when an operation fails midway (one transaction)', async () => {
    const { repo } = await repository();
    await repo.write([upsert('1', { name: 'kept' })]);
    function* failing(): Generator<CatalogWriteOperation> {
      yield { kind: 'clear', index: 'i', entity: 'product' };
      // More than one PostgreSQL batch, so some of them have reached the database before the failure.
      for (let n = 2; n < 2500; n++) yield upsert(String(n), { name: 'new' });
      throw new Error('disk full');
    }
    await expect(repo.write(failing())).rejects.toThrow('disk full');
    expect(await repo.count('i', 'product')).toBe(1);
    expect(await repo.getById('i', 'product', '1')).toEqual({ name: 'kept' });
    expect(await repo.getVersion('i', 'product')).toBe(1);
  });

  it('applies clears and repeated ids in order, within and across batches', async () => {
    const { repo } = await repository();
    await repo.write([upsert('old', { n: 0 })]);
    const counts = await repo.write([
      upsert('a', { n: 1 }),
      upsert('b', { n: 2 }),
      upsert('a', { n: 3 }),
      { kind: 'clear', index: 'i', entity: 'product' },
      upsert('c', { n: 4 }),
      upsert('d', { n: 5 }),
      upsert('c', { n: 6 }),
      upsert('x', { n: 7 }, 'category'),
    ]);
    expect(counts).toEqual(
      new Map([
        ['i/product', 6],
        ['i/category', 1],
      ]),
    );
    const rows: Array<[string, unknown]> = [];
    for await (const row of repo.scan('i', 'product')) rows.push([row.id, JSON.parse(row.json)]);
    expect(rows).toEqual([
      ['c', { n: 6 }],
      ['d', { n: 5 }],
    ]);
    expect(await repo.counts()).toEqual([
      { index: 'i', entity: 'category', count: 1 },
      { index: 'i', entity: 'product', count: 2 },
    ]);
  });

  it('scans in storage order across pages and reads sources by seq', async () => {
    const { repo } = await repository();
    await repo.write(Array.from({ length: 6500 }, (_, i) => upsert(String(i), { n: i })));
    const rows: Array<{ seq: number; id: string }> = [];
    for await (const row of repo.scan('i', 'product')) rows.push(row);
    expect(rows).toHaveLength(6500);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 6500 }, (_, i) => String(i)));
    const seqs = rows.map((row) => row.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const sources = await repo.getSources([seqs[0]!, seqs[6499]!]);
    expect(JSON.parse(sources.get(seqs[6499]!)!)).toEqual({ n: 6499 });
    expect(JSON.parse(sources.get(seqs[0]!)!)).toEqual({ n: 0 });
    expect(await repo.getSources([])).toEqual(new Map());
  });

  it('reads a scan page as a range of the scan index after a bulk write, with fresh statistics on PostgreSQL', async () => {
    const { db, repo } = await repository();
    const page = sql`SELECT seq, doc_id AS id, source AS json FROM catalog_documents
        WHERE index_name = ${'i'} AND entity = ${'product'} AND seq > ${0} ORDER BY seq LIMIT ${500}`;
    if (db.dialect === 'sqlite') {
      await repo.write(Array.from({ length: 1000 }, (_, i) => upsert(String(i), { n: i })));
      const plan = (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${page}`)).map((row) => row.detail);
      expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX catalog_documents_scan/);
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      return;
    }
    // PostgreSQL plans by its statistics: what it is owed is the index and statistics that describe the table.
    const index = await db.get<{ definition: string }>(
      sql`SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'catalog_documents_scan'`,
    );
    expect(index?.definition).toMatch(/\(index_name, entity, seq\)/);
    const analyzed = async () =>
      (
        await db.get<{ at: string | null }>(
          sql`SELECT last_analyze AS at FROM pg_stat_user_tables WHERE relname = 'catalog_documents'`,
        )
      )?.at ?? null;
    await repo.write([upsert('1', { n: 1 })]);
    expect(await analyzed()).toBeNull();
    await repo.write(Array.from({ length: 1000 }, (_, i) => upsert(String(i), { n: i })));
    expect(await analyzed()).not.toBeNull();
  });
});
