import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  postgresForTests,
  type PostgresTestDatabase,
} from '../test-support/postgres-test-database.js';
import { copySqliteToPostgres, TargetNotEmptyError } from './copy-to-postgres.js';
import { migrateSqlDatabase } from './migrate-sql-database.js';
import { openDatabase } from './open-database.js';
import { PostgresDatabase } from './postgres-database.js';
import { ident, sql, trustedSql, type SqlExecutor } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';
import { seedEveryTable } from './test-support/copy-fixture-shop.js';

/** Tables whose PostgreSQL twin has a `seq` identity in place of SQLite's rowid (migrations 8 and 12). */
const ROWID_AS_SEQ = ['payment_orders', 'wishlist_items'];

const adminUrl = postgresForTests();

type Row = Record<string, unknown>;

async function tableNames(db: SqliteDatabase): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        AND name <> 'schema_migrations' ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

/** Rows in a stable order whatever the engine's collation: sorted by their JSON. */
async function rowsOf(db: SqlExecutor, table: string, extra = ''): Promise<Row[]> {
  const rows = await db.all<Row>(sql`SELECT *${trustedSql(extra)} FROM ${ident(table)}`);
  return rows
    .map((row) => JSON.stringify(row, Object.keys(row).sort()))
    .sort()
    .map((text) => JSON.parse(text) as Row);
}

describe.skipIf(!adminUrl)('copySqliteToPostgres (SQLite file into PostgreSQL)', () => {
  let dir: string;
  let source: SqliteDatabase;
  let database: PostgresTestDatabase;
  let target: PostgresDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'copy-to-postgres-'));
    source = new SqliteDatabase(openDatabase(join(dir, 'shop.sqlite')));
    database = await createPostgresTestDatabase(adminUrl as string);
    target = await PostgresDatabase.open({ url: database.url, poolSize: 2 });
  });
  afterEach(async () => {
    await source.close();
    await target.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row of every table, value for value, in batches', async () => {
    await seedEveryTable(source, { documents: 25 });
    const tables = await tableNames(source);
    // A table a new migration adds must get rows here too, or this test would not prove it is copied.
    for (const table of tables) {
      const row = await source.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ident(table)}`);
      expect(row?.n, `rows seeded in ${table}`).toBeGreaterThan(0);
    }

    const copied = await copySqliteToPostgres(source, target, { batchRows: 7 });

    expect(copied.map((t) => t.table).sort()).toEqual(tables);
    expect(copied.find((t) => t.table === 'catalog_documents')?.rows).toBe(25);
    const order = copied.map((t) => t.table);
    expect(order.indexOf('customers')).toBeLessThan(order.indexOf('customer_addresses'));
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_items'));
    expect(order.indexOf('coupons')).toBeLessThan(order.indexOf('newsletter_subscribers'));
    for (const table of tables) {
      if (ROWID_AS_SEQ.includes(table)) continue;
      expect(await rowsOf(target, table), table).toEqual(await rowsOf(source, table));
    }
    // PostgreSQL's `seq` is SQLite's rowid (the insertion order payment records and wishlists list by).
    for (const table of ROWID_AS_SEQ)
      expect(await rowsOf(target, table), table).toEqual(await rowsOf(source, table, ', rowid AS seq'));
    expect(
      (
        await target.all<{ provider_order_id: string }>(sql`SELECT provider_order_id FROM payment_orders ORDER BY seq`)
      ).map((row) => row.provider_order_id),
    ).toEqual(['prov-b', 'prov-a']);
    // NOCASE stays case-insensitive (CITEXT).
    expect(await target.get(sql`SELECT id FROM customers WHERE email = ${'ADA@example.COM'}`)).toEqual({ id: 1 });
  });

  it('copies a row that references a row of its own table copied after it (one row per INSERT)', async () => {
    await seedEveryTable(source);
    // Cart 1 (a guest cart) was merged into cart 2; with one row per statement cart 2 is not there yet when cart 1 is.
    await copySqliteToPostgres(source, target, { batchRows: 1 });
    expect(await target.get(sql`SELECT merged_into FROM carts WHERE id = 1`)).toEqual({ merged_into: 2 });
    expect(await rowsOf(target, 'carts')).toEqual(await rowsOf(source, 'carts'));
  });

  it('sets every identity past the copied ids, and past ids SQLite handed out before deleting the row', async () => {
    await seedEveryTable(source);
    await copySqliteToPostgres(source, target);

    // Customer 3 was deleted in SQLite; AUTOINCREMENT never reuses its id, and neither does PostgreSQL now.
    const customer = await target.get<{ id: number }>(
      sql`INSERT INTO customers (email, firstname, lastname, password_hash, created_at, updated_at)
          VALUES ('new@example.com', 'N', 'N', 'h', 'now', 'now') RETURNING id`,
    );
    expect(customer?.id).toBe(4);
    const mail = await target.get<{ id: number }>(
      sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, created_at)
          VALUES ('k', 'a', 'b', 's', 't', 'now') RETURNING id`,
    );
    expect(mail?.id).toBe(6);
    const document = await target.get<{ seq: number }>(
      sql`INSERT INTO catalog_documents (index_name, entity, doc_id, source)
          VALUES ('vue_storefront_catalog', 'product', 'new', '{}') RETURNING seq`,
    );
    expect(document?.seq).toBe(26);
    const payment = await target.get<{ seq: number }>(
      sql`INSERT INTO payment_orders (provider_order_id, provider, order_id, request_id, amount, currency, status,
            created_at, updated_at)
          VALUES ('prov-c', 'fake', 'o', 'r', '1.00', 'EUR', 'CREATED', 1, 1) RETURNING seq`,
    );
    expect(payment?.seq).toBe(3);
  });

  it('refuses a target that holds data, and leaves it as it was; --replace swaps its rows in one go', async () => {
    await seedEveryTable(source);
    await copySqliteToPostgres(source, target);
    await source.run(sql`INSERT INTO wishlist_items VALUES (2, 'SKU-9', 1, 'later')`);

    const refused = await copySqliteToPostgres(source, target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TargetNotEmptyError);
    expect((refused as Error).message).toMatch(/already holds data \(.*customers: 2 rows.*--replace/s);
    expect(await target.get(sql`SELECT count(*) AS n FROM wishlist_items`)).toEqual({ n: 1 });

    const copied = await copySqliteToPostgres(source, target, { replace: true });
    expect(copied.find((t) => t.table === 'wishlist_items')?.rows).toBe(2);
    expect(await rowsOf(target, 'wishlist_items')).toEqual(await rowsOf(source, 'wishlist_items', ', rowid AS seq'));
    expect(await rowsOf(target, 'carts')).toEqual(await rowsOf(source, 'carts'));
  });

  it('refuses a SQLite table or column with no PostgreSQL twin, and copies nothing', async () => {
    await seedEveryTable(source);
    await source.run(trustedSql('CREATE TABLE leftover (note TEXT)'));
    await source.run(trustedSql('ALTER TABLE wishlist_items ADD COLUMN colour TEXT'));

    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(
      /SQLite table leftover has no PostgreSQL table[\s\S]*wishlist_items\.colour has no PostgreSQL twin/,
    );
    expect(await target.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 0 });
  });

  it('refuses a SQLite file migrated further than this version of the code', async () => {
    await source.run(sql`INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')`);
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/migrations 1, .*999 and PostgreSQL 1, /);
  });

  it('rolls the whole copy back when a row is refused half-way', async () => {
    await seedEveryTable(source);
    // A value SQLite's dynamic typing accepts but PostgreSQL's BIGINT does not.
    await source.run(sql`UPDATE order_items SET qty = 'many'`);
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/bigint/);
    expect(await target.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 0 });
    expect(await migrateSqlDatabase(target)).toEqual([]);
  });
});
