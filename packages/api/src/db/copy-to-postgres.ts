import {
  foreignKeyOrder,
  readSourceTables,
  readTargetTables,
  schemaMismatches,
  type SourceTable,
  type TargetTable,
} from './copy-schema.js';
import type { PostgresDatabase } from './postgres-database.js';
import { ident, joinSql, sql, type Sql, type SqlExecutor } from './sql.js';
import type { SqliteDatabase } from './sqlite-database.js';

export interface CopyOptions {
  /** Delete every row of the target first (in the same transaction), instead of refusing a target that has data. */
  replace?: boolean;
  /** Rows per INSERT (fewer when a table has many columns: PostgreSQL takes at most 65535 parameters). */
  batchRows?: number;
  /** Told each table as soon as it is copied (a large catalogue takes a while; the commit comes after the last). */
  onTable?: (copied: CopiedTable) => void;
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/** The target already holds rows: a copy into it would mix two shops (or fail half-way on duplicate keys). */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: CopiedTable[]) {
    super(
      `The PostgreSQL database already holds data (${tables.map((t) => `${t.table}: ${t.rows} row${t.rows === 1 ? '' : 's'}`).join(', ')}). ` +
        'Copy into an empty database, or pass --replace to delete those rows in the same transaction as the copy.',
    );
  }
}

/** Serialises two copies into one database (the emptiness check and the writes must not interleave). */
const COPY_LOCK = 'storefront:copy-to-postgres';
/** The rowid read alongside each row: it pages the read and fills a PostgreSQL-only identity (payment_orders.seq). */
const ROWID = 'copy_rowid';
const MAX_PARAMETERS = 60_000;

/**
 * Copies an embedded SQLite shop into PostgreSQL: both at the same migrations, every table in foreign-key order, in
 * batches, all in ONE PostgreSQL transaction (a failure leaves the target as it was), then every identity sequence
 * set past the highest id copied, so new rows do not collide. The SQLite side is read in one transaction too (its
 * write lock: a consistent copy, and a shop still writing to the file waits instead of changing it half-way).
 * Returns the rows copied per table, in the order they were copied.
 */
export async function copySqliteToPostgres(
  source: SqliteDatabase,
  target: PostgresDatabase,
  options: CopyOptions = {},
): Promise<CopiedTable[]> {
  await sameMigrations(source, target);
  return source.transaction((from) =>
    target.transaction(
      async (to) => {
        const sourceTables = await readSourceTables(from);
        const targetTables = await readTargetTables(to);
        const problems = schemaMismatches(sourceTables, targetTables);
        if (problems.length > 0) {
          throw new Error(`The two schemas do not match, nothing was copied:\n  ${problems.join('\n  ')}`);
        }
        const occupied = await rowCounts(to, targetTables);
        if (occupied.length > 0) {
          if (!options.replace) throw new TargetNotEmptyError(occupied);
          await to.run(sql`TRUNCATE ${joinSql(targetTables.map((t) => sql`${ident(t.name)}`))} RESTART IDENTITY`);
        }
        const sources = new Map(sourceTables.map((t) => [t.name, t]));
        const copied: CopiedTable[] = [];
        for (const table of foreignKeyOrder(targetTables)) {
          const sourceTable = sources.get(table.name);
          // A PostgreSQL-only table (none today) has nothing to copy; it is left empty.
          if (!sourceTable) continue;
          const rows = await copyTable(from, to, sourceTable, table, options.batchRows ?? 1000);
          copied.push({ table: table.name, rows });
          options.onTable?.({ table: table.name, rows });
          await resetIdentities(to, sourceTable, table);
        }
        return copied;
      },
      { locks: [COPY_LOCK] },
    ),
  );
}

async function appliedVersions(db: SqlExecutor): Promise<number[]> {
  const rows = await db.all<{ version: number }>(sql`SELECT version FROM schema_migrations ORDER BY version`);
  return rows.map((row) => Number(row.version));
}

/** A file from a newer (or older) version of the shop has tables this code would copy wrongly: refused. */
async function sameMigrations(source: SqliteDatabase, target: PostgresDatabase): Promise<void> {
  const [from, to] = await Promise.all([appliedVersions(source), appliedVersions(target)]);
  if (from.join() !== to.join()) {
    throw new Error(
      `The SQLite file has migrations ${from.join(', ')} and PostgreSQL ${to.join(', ')}: ` +
        'copy with the version of the shop that made the file (both are migrated to it first).',
    );
  }
}

async function rowCounts(db: SqlExecutor, tables: readonly TargetTable[]): Promise<CopiedTable[]> {
  const counts: CopiedTable[] = [];
  for (const table of tables) {
    const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ident(table.name)}`);
    if (row && row.n > 0) counts.push({ table: table.name, rows: row.n });
  }
  return counts;
}

const columnList = (columns: readonly string[]): Sql => joinSql(columns.map((c) => sql`${ident(c)}`));

async function copyTable(
  from: SqlExecutor,
  to: SqlExecutor,
  source: SourceTable,
  target: TargetTable,
  batchRows: number,
): Promise<number> {
  // A PostgreSQL identity column SQLite lacks stands for SQLite's rowid (payment_orders.seq keeps insertion order).
  const fromRowid = target.identities.filter((c) => !source.columns.includes(c));
  const columns = [...source.columns, ...fromRowid];
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  const deferred = new Set(target.selfReferences);
  const later: { key: unknown[]; values: unknown[] }[] = [];
  let lastRowid = -Infinity;
  let copied = 0;
  for (;;) {
    const rows = await from.all<Record<string, unknown>>(
      sql`SELECT rowid AS ${ident(ROWID)}, ${columnList(source.columns)} FROM ${ident(source.name)}
          WHERE rowid > ${lastRowid} ORDER BY rowid LIMIT ${perBatch}`,
    );
    if (rows.length === 0) break;
    lastRowid = Number(rows[rows.length - 1]![ROWID]);
    const tuples = rows.map((row) => {
      if (deferred.size > 0 && target.selfReferences.some((c) => row[c] !== null)) {
        later.push({ key: target.primaryKey.map((c) => row[c]), values: target.selfReferences.map((c) => row[c]) });
      }
      const values = columns.map((c) => (fromRowid.includes(c) ? row[ROWID] : deferred.has(c) ? null : row[c]));
      return sql`(${joinSql(values.map((v) => sql`${v}`))})`;
    });
    await to.run(sql`INSERT INTO ${ident(target.name)} (${columnList(columns)}) VALUES ${joinSql(tuples)}`);
    copied += rows.length;
  }
  // Every row is in now, so each self-reference finds its row whatever the ids' order (a guest cart merged into a
  // customer cart made after it).
  for (const { key, values } of later) {
    const set = joinSql(target.selfReferences.map((c, i) => sql`${ident(c)} = ${values[i]}`));
    const where = joinSql(
      target.primaryKey.map((c, i) => sql`${ident(c)} = ${key[i]}`),
      ' AND ',
    );
    await to.run(sql`UPDATE ${ident(target.name)} SET ${set} WHERE ${where}`);
  }
  const counted = await to.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ident(target.name)}`);
  if (counted?.n !== copied) throw new Error(`${target.name}: ${copied} rows read, ${counted?.n} in PostgreSQL`);
  return copied;
}

/**
 * Sets each identity past the highest id copied, and past SQLite's AUTOINCREMENT high-water mark (customer and
 * address ids are never reused, also of rows deleted before the copy). An empty table starts at 1.
 */
async function resetIdentities(to: SqlExecutor, source: SourceTable, target: TargetTable): Promise<void> {
  for (const column of target.identities) {
    const row = await to.get<{ high: number | null }>(
      sql`SELECT max(${ident(column)}) AS high FROM ${ident(target.name)}`,
    );
    const fromSqlite = source.columns.includes(column) ? (source.autoincrementSeq ?? 0) : 0;
    const high = Math.max(row?.high ?? 0, fromSqlite);
    await to.get(
      sql`SELECT setval(pg_get_serial_sequence(${`"${target.name}"`}, ${column}), ${Math.max(high, 1)}, ${high > 0})`,
    );
  }
}
