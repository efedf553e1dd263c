import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, postgresForTests } from '../test-support/postgres-test-database.js';
import { runCopyCli, type CopyCliIo } from './copy-cli.js';
import { MIGRATIONS } from './migrations.js';
import { openDatabase } from './open-database.js';
import { PostgresDatabase } from './postgres-database.js';
import { sql } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';
import { seedEveryTable } from './test-support/copy-fixture-shop.js';

const dir = mkdtempSync(join(tmpdir(), 'copy-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(env: NodeJS.ProcessEnv): CopyCliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), env, cwd: dir };
}

describe('npm run copy-to-postgres', () => {
  it('answers usage errors with exit code 2 and the usage text', async () => {
    const none = io({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(await runCopyCli([], none)).toBe(2);
    expect(none.err.join('\n')).toMatch(/exactly one SQLite file[\s\S]*Usage:/);
    const unknown = io({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(await runCopyCli(['--force', 'a.sqlite'], unknown)).toBe(2);
    const noUrl = io({});
    expect(await runCopyCli(['a.sqlite'], noUrl)).toBe(2);
    expect(noUrl.err.join('\n')).toMatch(/set DATABASE_URL/);
  });

  it('refuses a SQLite file that does not exist instead of copying an empty shop', async () => {
    const missing = io({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x', INIT_CWD: dir });
    expect(await runCopyCli(['nowhere.sqlite'], missing)).toBe(1);
    expect(missing.err.join('\n')).toContain(`no SQLite file at ${join(dir, 'nowhere.sqlite')}`);
  });

  const adminUrl = postgresForTests();
  it.skipIf(!adminUrl)('migrates an empty PostgreSQL database, copies, and prints the rows per table', async () => {
    const file = join(dir, 'shop.sqlite');
    const shop = new SqliteDatabase(openDatabase(file));
    await seedEveryTable(shop);
    await shop.close();
    const database = await createPostgresTestDatabase(adminUrl as string, { migrated: false });
    try {
      // The path is relative to where the command was typed (INIT_CWD), as npm run passes it.
      const first = io({ DATABASE_URL: database.url, INIT_CWD: dir });
      expect(await runCopyCli(['shop.sqlite'], first), first.err.join('\n')).toBe(0);
      expect(first.out.join('\n')).toMatch(/^ {2}customers +2$/m);
      expect(first.out.join('\n')).toMatch(/^ {2}catalog_documents +25$/m);
      expect(first.out.at(-1)).toMatch(/^Committed: \d+ rows in \d+ tables in \d+ ms$/);

      const again = io({ DATABASE_URL: database.url, INIT_CWD: dir });
      expect(await runCopyCli(['shop.sqlite'], again)).toBe(1);
      expect(again.err.join('\n')).toMatch(/Copy failed, nothing was written: .*already holds data.*--replace/s);
      const replaced = io({ DATABASE_URL: database.url, INIT_CWD: dir });
      expect(await runCopyCli(['--replace', 'shop.sqlite'], replaced)).toBe(0);

      const db = await PostgresDatabase.open({ url: database.url, poolSize: 1 });
      try {
        expect(await db.get(sql`SELECT count(*) AS n FROM schema_migrations`)).toEqual({ n: MIGRATIONS.length });
        expect(await db.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 2 });
      } finally {
        await db.close();
      }
    } finally {
      await database.drop();
    }
  });
});
