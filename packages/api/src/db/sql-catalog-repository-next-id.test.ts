import { afterEach, describe, expect, it } from 'vitest';
import { type OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { PostgresDatabase } from './postgres-database.js';
import { SqlCatalogRepository } from './sql-catalog-repository.js';

const opened: OpenedTestDatabase[] = [];
async function open() {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}
const repository = async () => new SqlCatalogRepository((await open()).db);
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const upsert = (index: string, id: string) => ({
  kind: 'upsert' as const,
  index,
  entity: 'review',
  document: { id, source: { id } },
});

describe(`SqlCatalogRepository.insertWithNextId on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('starts at 1 and continues above the largest numeric id of that index and entity only', async () => {
    const repo = await repository();
    expect(await repo.insertWithNextId('a', 'review', (id) => ({ id }))).toEqual({ id: 1 });
    await repo.write([
      upsert('a', '9'),
      upsert('a', '10'),
      upsert('a', 'x-99'),
      upsert('a', '12a'),
      upsert('b', '500'),
    ]);
    // Too long to be a number we hand out: it must not take part (nor overflow the cast).
    await repo.write([upsert('a', '12345678901234567890')]);
    expect(await repo.insertWithNextId('a', 'review', (id) => ({ id, title: 'next' }))).toEqual({
      id: 11,
      title: 'next',
    });
    expect(await repo.getById('a', 'review', '11')).toEqual({ id: 11, title: 'next' });
  });

  it('gives concurrent writers distinct ids and bumps the version for search caches', async () => {
    const repo = await repository();
    const before = await repo.getVersion('a', 'review');
    const stored = await Promise.all(
      Array.from({ length: 5 }, () => repo.insertWithNextId('a', 'review', (id) => ({ id }))),
    );
    expect(new Set(stored.map((s) => s.id))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await repo.count('a', 'review')).toBe(5);
    expect(await repo.getVersion('a', 'review')).toBe(before + 5);
  });

  it('never lets two connections (two processes) overwrite each other', async () => {
    const database = await open();
    // A second pool on the same database stands for another server process; on SQLite the file's write lock
    // serialises the two handles the same way.
    const other =
      database.db.dialect === 'postgres'
        ? await PostgresDatabase.open({ url: database.env.DATABASE_URL!, poolSize: 4 })
        : undefined;
    try {
      const repos = [new SqlCatalogRepository(database.db), new SqlCatalogRepository(other ?? database.db)];
      const stored = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          repos[n % 2]!.insertWithNextId('a', 'review', (id) => ({ id, writer: n })),
        ),
      );
      expect(new Set(stored.map((s) => s.id)).size).toBe(12);
      expect(await repos[0]!.count('a', 'review')).toBe(12);
      for (const source of stored) expect(await repos[1]!.getById('a', 'review', String(source.id))).toEqual(source);
    } finally {
      await other?.close();
    }
  });

  it('writes nothing when building the document fails', async () => {
    const repo = await repository();
    await expect(
      repo.insertWithNextId('a', 'review', () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(await repo.count('a', 'review')).toBe(0);
    expect(await repo.getVersion('a', 'review')).toBe(0);
  });
});
