import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { SqliteCatalogRepository } from './sqlite-catalog-repository.js';

const dirs: string[] = [];
function repository() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-repo-'));
  dirs.push(dir);
  return new SqliteCatalogRepository(openDatabase(join(dir, 'test.sqlite')));
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const upsert = (index: string, id: string) => ({
  kind: 'upsert' as const,
  index,
  entity: 'review',
  document: { id, source: { id } },
});

describe('SqliteCatalogRepository.insertWithNextId', () => {
  it('starts at 1 and continues above the largest numeric id of that index and entity only', async () => {
    const repo = repository();
    expect(await repo.insertWithNextId('a', 'review', (id) => ({ id }))).toEqual({ id: 1 });
    await repo.write([upsert('a', '9'), upsert('a', '10'), upsert('a', 'x-99'), upsert('b', '500')]);
    expect(await repo.insertWithNextId('a', 'review', (id) => ({ id, title: 'next' }))).toEqual({
      id: 11,
      title: 'next',
    });
    expect(await repo.getById('a', 'review', '11')).toEqual({ id: 11, title: 'next' });
  });

  it('gives concurrent writers distinct ids and bumps the version for search caches', async () => {
    const repo = repository();
    const before = await repo.getVersion('a', 'review');
    const stored = await Promise.all(
      Array.from({ length: 5 }, () => repo.insertWithNextId('a', 'review', (id) => ({ id }))),
    );
    expect(new Set(stored.map((s) => s.id))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await repo.count('a', 'review')).toBe(5);
    expect(await repo.getVersion('a', 'review')).toBe(before + 5);
  });

  it('writes nothing when building the document fails', async () => {
    const repo = repository();
    await expect(
      repo.insertWithNextId('a', 'review', () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(await repo.count('a', 'review')).toBe(0);
    expect(await repo.getVersion('a', 'review')).toBe(0);
  });
});
