import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OpenedTestDatabase, sqlTestEngines } from '../test-support/sql-test-databases.js';
import { CatalogChangeListener, LISTENER_NAME } from './catalog-change-listener.js';
import { PostgresDatabase } from './postgres-database.js';
import { sql } from './sql.js';
import { SqlCatalogRepository } from './sql-catalog-repository.js';

const postgres = sqlTestEngines().find((engine) => engine.dialect === 'postgres')!;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const product = (id: string) => ({
  kind: 'upsert' as const,
  index: 'i',
  entity: 'product',
  document: { id, source: { id } },
});

/** Waits on the condition itself, for as long as a loaded machine needs (the test's own timeout bounds it). */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  await vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 15_000, interval: 20 });
}

/** LISTEN/NOTIFY exists only on PostgreSQL: this runs in both passes of the suite, on the run's PostgreSQL. */
describe.skipIf(postgres.skip)('CatalogChangeListener (PostgreSQL)', () => {
  async function setUp() {
    const opened: OpenedTestDatabase = await postgres.open();
    cleanups.push(() => opened.close());
    const listener = await CatalogChangeListener.start({ url: opened.env.DATABASE_URL!, pollMs: 300, retryMs: 50 });
    cleanups.push(() => listener.close());
    // Another process: its own pool, no hints.
    const other = await PostgresDatabase.open({ url: opened.env.DATABASE_URL!, poolSize: 2 });
    cleanups.push(() => other.close());
    return {
      opened,
      listener,
      repo: new SqlCatalogRepository(opened.db, { hints: listener }),
      otherRepo: new SqlCatalogRepository(other),
    };
  }

  it("sees its own writes at once and another process's once notified, then answers from memory", async () => {
    const { listener, repo, otherRepo } = await setUp();
    expect(listener.listening).toBe(true);
    expect(await repo.getVersion('i', 'product')).toBe(0);
    await repo.write([product('1')]);
    expect(await repo.getVersion('i', 'product')).toBe(1);
    await otherRepo.write([product('2')]);
    await until(async () => (await repo.getVersion('i', 'product')) === 2);
    // Once the notices are in, a read is remembered and later searches need no round trip.
    await until(async () => (await repo.getVersion('i', 'product')) === 2 && listener.known('i/product') === 2);
    await otherRepo.insertWithNextId('i', 'product', (id) => ({ id }));
    await until(async () => (await repo.getVersion('i', 'product')) === 3);
  });

  it('polls while its connection is lost, and listens again once it is back', async () => {
    const { opened, listener, repo, otherRepo } = await setUp();
    await repo.getVersion('i', 'product');
    const killed = await opened.db.all(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}
            AND datname = current_database()`,
    );
    expect(killed).toHaveLength(1);
    await until(() => !listener.listening);
    // Unnoticed (nobody listens), so seen through the short poll.
    await otherRepo.write([product('1')]);
    await until(async () => (await repo.getVersion('i', 'product')) === 1);
    await until(() => listener.listening);
    await otherRepo.write([product('2')]);
    await until(async () => (await repo.getVersion('i', 'product')) === 2);
    // Once the notices are in, a read is remembered and later searches need no round trip.
    await until(async () => (await repo.getVersion('i', 'product')) === 2 && listener.known('i/product') === 2);
  });
});
