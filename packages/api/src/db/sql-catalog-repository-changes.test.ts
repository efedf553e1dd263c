import { describe, expect, it } from 'vitest';
import { catalogRepositoriesForEachTest } from '../test-support/test-database.js';
import { KEPT_CHANGE_VERSIONS, MAX_CHANGE_IDS } from './catalog-change-log.js';
import type { CatalogWriteOperation } from './catalog-repository.js';
import { sql } from './sql.js';

const repository = catalogRepositoriesForEachTest();

const product = (id: string, categories: number[], extra: Record<string, unknown> = {}): CatalogWriteOperation => ({
  kind: 'upsert',
  index: 'i',
  entity: 'product',
  document: { id, source: { id: Number(id), category_ids: categories, ...extra } },
});

describe(`the catalogue change log on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('records the written ids and the categories of the old and the new document, with the version', async () => {
    const { repo } = await repository();
    await repo.write([product('1', [20, 21]), product('2', [30])]);
    // Product 1 moves from 21 to 22: both listings change.
    await repo.write([product('1', [20, 22], { qty: 0 })]);
    expect(await repo.changesBetween('i', 'product', 0, 2)).toEqual([
      { version: 1, ids: ['1', '2'], categoryIds: ['20', '21', '30'] },
      { version: 2, ids: ['1'], categoryIds: ['20', '21', '22'] },
    ]);
    expect(await repo.changesBetween('i', 'product', 2, 2)).toEqual([]);
  });

  it('reads the replaced categories across PostgreSQL batches too', async () => {
    const { repo } = await repository();
    await repo.write(Array.from({ length: 1500 }, (_, n) => product(String(n), [n % 7])));
    await repo.write([...Array.from({ length: 1200 }, (_, n) => product(String(n), [100])), product('1499', [101])]);
    const [change] = (await repo.changesBetween('i', 'product', 1, 2)) ?? [];
    expect(change?.ids).toHaveLength(1201);
    // The old categories of the first 1 200 (0..6), of 1499 (1499 % 7 = 1), and the new ones.
    expect(new Set(change?.categoryIds)).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6', '100', '101']));
  });

  it('says "everything" for a clear (replace-all) and for more ids than a row holds', async () => {
    const { repo } = await repository();
    await repo.write([{ kind: 'clear', index: 'i', entity: 'product' }, product('1', [2])]);
    await repo.write(Array.from({ length: MAX_CHANGE_IDS + 1 }, (_, n) => product(String(n), [3])));
    await repo.write([product('1', [4])]);
    expect(await repo.changesBetween('i', 'product', 0, 3)).toEqual([
      { version: 1, categoryIds: [] },
      { version: 2, categoryIds: [] },
      { version: 3, ids: ['1'], categoryIds: ['3', '4'] },
    ]);
  });

  it('records every entity that a write bumps, and a review written with the next id', async () => {
    const { repo } = await repository();
    await repo.write([
      { kind: 'upsert', index: 'i', entity: 'category', document: { id: '5', source: { id: 5, name: 'Tops' } } },
    ]);
    await repo.insertWithNextId('i', 'review', (id) => ({ id, product_id: 1 }));
    expect(await repo.changesBetween('i', 'category', 0, 1)).toEqual([{ version: 1, ids: ['5'], categoryIds: [] }]);
    expect(await repo.changesBetween('i', 'review', 0, 1)).toEqual([{ version: 1, ids: ['1'], categoryIds: [] }]);
  });

  it('answers undefined for a range the log does not cover (pruned, or older than the log)', async () => {
    const { db, repo } = await repository();
    await repo.write([product('1', [2])]);
    await repo.write([product('1', [2])]);
    await db.run(sql`DELETE FROM catalog_changes WHERE version = 1`);
    expect(await repo.changesBetween('i', 'product', 0, 2)).toBeUndefined();
    expect(await repo.changesBetween('i', 'product', 1, 2)).toHaveLength(1);
    expect(await repo.changesBetween('i', 'product', 0, KEPT_CHANGE_VERSIONS + 2)).toBeUndefined();
  });

  it('prunes rows beyond the kept versions inside the write', async () => {
    const { db, repo } = await repository();
    await db.run(
      sql`INSERT INTO catalog_versions (index_name, entity, version) VALUES ('i', 'product', ${KEPT_CHANGE_VERSIONS + 5})`,
    );
    for (const version of [1, 6, 7])
      await db.run(
        sql`INSERT INTO catalog_changes (index_name, entity, version, ids) VALUES ('i', 'product', ${version}, '[]')`,
      );
    await repo.write([product('1', [2])]);
    const rows = await db.all<{ version: number }>(
      sql`SELECT version FROM catalog_changes WHERE index_name = 'i' AND entity = 'product' ORDER BY version`,
    );
    // The new version is K + 6: the K kept ones are 7 .. K + 6.
    expect(rows.map((row) => Number(row.version))).toEqual([7, KEPT_CHANGE_VERSIONS + 6]);
  });

  it('writes no change row when the write fails (one transaction with the documents)', async () => {
    const { db, repo } = await repository();
    function* failing(): Generator<CatalogWriteOperation> {
      yield product('1', [2]);
      throw new Error('disk full');
    }
    await expect(repo.write(failing())).rejects.toThrow('disk full');
    const row = await db.get<{ count: number }>(sql`SELECT COUNT(*) AS count FROM catalog_changes`);
    expect(Number(row?.count)).toBe(0);
  });
});
