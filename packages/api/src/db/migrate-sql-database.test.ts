import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  postgresForTests,
  type PostgresTestDatabase,
} from '../test-support/postgres-test-database.js';
import { migrateSqlDatabase } from './migrate-sql-database.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { PostgresDatabase } from './postgres-database.js';
import { isUniqueViolation, sql } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

/** What both dialects must agree on, table by table. */
interface TableShape {
  /** column name → type family and nullability */
  columns: Record<string, string>;
  /** every unique key (primary keys included), as its column list; partial ones marked */
  uniqueKeys: string[];
  foreignKeys: string[];
}
type Schema = Record<string, TableShape>;

/** Columns PostgreSQL has on purpose and SQLite has implicitly. */
const POSTGRES_ONLY = { payment_orders: 'seq', wishlist_items: 'seq' } as const;

function family(type: string): string {
  const t = type.toLowerCase();
  if (t === 'integer' || t === 'bigint') return 'integer';
  if (t === 'real' || t === 'double precision') return 'real';
  if (t === 'text' || t === 'citext' || t === 'user-defined') return 'text';
  return t;
}

function sqliteSchema(db: BetterSqlite3.Database): Schema {
  const schema: Schema = {};
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const info = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; pk: number }[];
    const columns: Record<string, string> = {};
    // A primary key column is never NULL (SQLite's rowid alias says notnull 0, PostgreSQL says NOT NULL).
    for (const c of info) columns[c.name] = `${family(c.type)} ${c.notnull || c.pk ? 'not null' : 'null'}`;
    const keys = new Set<string>();
    const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length) keys.add(pk.map((c) => c.name).join(','));
    const indexes = db.pragma(`index_list(${table})`) as { name: string; unique: number; partial: number }[];
    for (const index of indexes.filter((i) => i.unique)) {
      const cols = (db.pragma(`index_info(${index.name})`) as { seqno: number; name: string }[])
        .sort((a, b) => a.seqno - b.seqno)
        .map((c) => c.name);
      keys.add(cols.join(',') + (index.partial ? ' (partial)' : ''));
    }
    const fks = db.pragma(`foreign_key_list(${table})`) as { table: string; from: string; to: string }[];
    schema[table] = {
      columns,
      uniqueKeys: [...keys].sort(),
      foreignKeys: fks.map((f) => `${f.from} -> ${f.table}.${f.to}`).sort(),
    };
  }
  return schema;
}

async function postgresSchema(db: PostgresDatabase): Promise<Schema> {
  const schema: Schema = {};
  const columns = await db.all<{ table: string; column: string; type: string; nullable: string }>(sql`
    SELECT table_name AS table, column_name AS column, data_type AS type, is_nullable AS nullable
    FROM information_schema.columns WHERE table_schema = 'public'`);
  for (const c of columns) {
    if (POSTGRES_ONLY[c.table as keyof typeof POSTGRES_ONLY] === c.column) continue;
    schema[c.table] ??= { columns: {}, uniqueKeys: [], foreignKeys: [] };
    schema[c.table]!.columns[c.column] = `${family(c.type)} ${c.nullable === 'NO' ? 'not null' : 'null'}`;
  }
  const keys = await db.all<{ table: string; columns: string[]; partial: boolean }>(sql`
    SELECT t.relname::text AS table, i.indpred IS NOT NULL AS partial,
           array_agg(a.attname::text ORDER BY k.ord) AS columns
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE t.relnamespace = 'public'::regnamespace AND i.indisunique
    GROUP BY t.relname, i.indexrelid, i.indpred`);
  for (const key of keys) {
    const name = key.columns.join(',');
    if (POSTGRES_ONLY[key.table as keyof typeof POSTGRES_ONLY] === name) continue;
    schema[key.table]!.uniqueKeys.push(name + (key.partial ? ' (partial)' : ''));
  }
  const fks = await db.all<{ table: string; from: string; ref: string; to: string }>(sql`
    SELECT cl.relname::text AS table, a.attname::text AS from, rt.relname::text AS ref, ra.attname::text AS to
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_class rt ON rt.oid = c.confrelid
    CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, refcol)
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
    JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.refcol
    WHERE c.contype = 'f' AND cl.relnamespace = 'public'::regnamespace`);
  for (const fk of fks) schema[fk.table]!.foreignKeys.push(`${fk.from} -> ${fk.ref}.${fk.to}`);
  for (const table of Object.values(schema)) {
    table.uniqueKeys.sort();
    table.foreignKeys.sort();
  }
  return schema;
}

describe('migrateSqlDatabase on SQLite', () => {
  it('is the synchronous migrate of openDatabase (a second run is a no-op)', async () => {
    const db = new SqliteDatabase(new BetterSqlite3(':memory:'));
    expect(await migrateSqlDatabase(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrateSqlDatabase(db)).toEqual([]);
    await db.close();
  });
});

const adminUrl = postgresForTests();

describe.skipIf(!adminUrl)('migrateSqlDatabase on PostgreSQL', () => {
  const made: PostgresTestDatabase[] = [];
  const emptyDatabase = async () => {
    const database = await createPostgresTestDatabase(adminUrl as string, { migrated: false });
    made.push(database);
    return database;
  };
  let db: PostgresDatabase;

  beforeAll(async () => {
    db = await PostgresDatabase.open({ url: (await emptyDatabase()).url });
  });
  afterAll(async () => {
    await db.close();
    for (const database of made) await database.drop();
  });

  it('builds, from an empty database, the tables, columns, nullability, unique and foreign keys of SQLite', async () => {
    expect(await migrateSqlDatabase(db)).toEqual(MIGRATIONS.map((m) => m.version));
    const sqlite = new BetterSqlite3(':memory:');
    migrate(sqlite);
    const expected = sqliteSchema(sqlite);
    sqlite.close();
    const actual = await postgresSchema(db);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const table of Object.keys(expected))
      expect({ table, ...actual[table] }).toEqual({ table, ...expected[table] });
  });

  it('runs nothing the second time and keeps the schema as it was', async () => {
    const before = await postgresSchema(db);
    expect(await migrateSqlDatabase(db)).toEqual([]);
    expect(await postgresSchema(db)).toEqual(before);
    expect(await db.get(sql`SELECT count(*) AS n FROM schema_migrations`)).toEqual({ n: MIGRATIONS.length });
  });

  it('compares e-mails and coupon codes without case, as SQLite NOCASE does', async () => {
    const customer = (
      email: string,
    ) => sql`INSERT INTO customers (email, firstname, lastname, password_hash, created_at,
      updated_at) VALUES (${email}, 'A', 'B', 'x', '2026-01-01', '2026-01-01')`;
    await db.run(customer('Ann@Example.com'));
    expect(isUniqueViolation(await db.run(customer('ann@example.COM')).catch((e: unknown) => e))).toBe(true);
    await db.run(sql`INSERT INTO coupons (code, type, amount, kind, created_at) VALUES ('Summer10', 'percent', 10,
      'promo', '2026-01-01')`);
    expect(await db.get(sql`SELECT code FROM coupons WHERE code = ${'SUMMER10'}`)).toEqual({ code: 'Summer10' });
  });

  it('lets processes that start together run each migration exactly once', async () => {
    const database = await emptyDatabase();
    const processes = await Promise.all([1, 2, 3].map(() => PostgresDatabase.open({ url: database.url })));
    try {
      const ran = await Promise.all(processes.map((p) => migrateSqlDatabase(p)));
      expect(ran.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });

  it('keeps the rows of earlier versions through the in-place ALTERs (coupons in 5, payment orders in 9)', async () => {
    const database = await emptyDatabase();
    const old = await PostgresDatabase.open({ url: database.url });
    try {
      await migrateSqlDatabase(
        old,
        MIGRATIONS.filter((m) => m.version < 5),
      );
      await old.run(sql`INSERT INTO coupons (code, discount_percent, kind, email, created_at) VALUES ('NEWS-1', 10,
        'newsletter', 'a@b.c', '2026-01-01')`);
      await old.run(sql`INSERT INTO newsletter_subscribers (email, status, coupon_code, subscribed_at, updated_at)
        VALUES ('a@b.c', 'subscribed', 'NEWS-1', '2026-01-01', '2026-01-01')`);
      await migrateSqlDatabase(
        old,
        MIGRATIONS.filter((m) => m.version < 9),
      );
      await old.run(sql`INSERT INTO payment_orders (provider_order_id, provider, order_id, request_id, amount, currency,
        status, capture_id, created_at, updated_at) VALUES ('P1', 'fake', 'o1', 'r1', '1.00', 'EUR', 'COMPLETED', 'C1',
        1, 1)`);
      expect(await migrateSqlDatabase(old)).toEqual(MIGRATIONS.filter((m) => m.version >= 9).map((m) => m.version));
      expect(await old.get(sql`SELECT code, type, amount, kind, times_used FROM coupons`)).toEqual({
        code: 'NEWS-1',
        type: 'percent',
        amount: 10,
        kind: 'newsletter',
        times_used: 0,
      });
      expect(await old.get(sql`SELECT coupon_code FROM newsletter_subscribers`)).toEqual({ coupon_code: 'NEWS-1' });
      expect(await old.get(sql`SELECT status, capture_id, refund_id, seq FROM payment_orders`)).toEqual({
        status: 'COMPLETED',
        capture_id: 'C1',
        refund_id: null,
        seq: 1,
      });
      // Version 9's checks hold: a refunded capture needs its refund id.
      await expect(old.run(sql`UPDATE payment_orders SET status = 'REFUNDED'`)).rejects.toMatchObject({
        code: '23514',
      });
    } finally {
      await old.close();
    }
  });
});
