import type { Database } from 'better-sqlite3';
import type { CatalogSource } from '@storefront/core';
import { asSqlDatabase } from './as-sql-database.js';
import type { CatalogChangeHints } from './catalog-change-hints.js';
import { CatalogChangeCollector, readCatalogChanges } from './catalog-change-log.js';
import {
  catalogKey,
  type CatalogChange,
  type CatalogCount,
  type CatalogRepository,
  type CatalogUpdateOptions,
  type CatalogWriteOperation,
  type StoredCatalogDocument,
} from './catalog-repository.js';
import { inList, renderSql, sql, type Sql, type SqlDatabase, type SqlExecutor } from './sql.js';
import { SqliteDatabase } from './sqlite-database.js';

/**
 * Rows per scan page. SQLite answers in-process, so small pages let a build yield to other requests often; each
 * PostgreSQL page is a round trip, so it takes bigger ones.
 */
const SCAN_PAGE = { sqlite: 500, postgres: 5000 } as const;
/** Documents per multi-row INSERT on PostgreSQL (an import of 100 000 is 100 statements, not 100 000). */
const INSERT_BATCH = 1000;
/** ... or fewer, when their sources add up to this many characters (one statement's parameters stay bounded). */
const INSERT_BATCH_CHARS = 8_000_000;
/** How long a review's write waits for an import's SQLite lock before giving the event loop back (`retryWhileBusy`). */
const SHORT_BUSY_WAIT_MS = 50;
/**
 * A write of at least this many documents (or one that clears an index) is a bulk write: on PostgreSQL the planner's
 * statistics are refreshed after it, since autovacuum's ANALYZE may come minutes later, and with the statistics of an
 * empty table every scan page was planned as a sort of the whole table (twice the start-up time).
 */
const BULK_WRITE_DOCUMENTS = 1000;
/** The channel `write` notifies on commit; `CatalogChangeHints` listens to it (PostgreSQL only). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

export interface SqlCatalogRepositoryOptions {
  /** Versions pushed by the database (PostgreSQL LISTEN), so `getVersion` need not ask it on every search. */
  hints?: CatalogChangeHints;
}

interface PendingDocument {
  index: string;
  entity: string;
  id: string;
  json: string;
}

const upsertOne = (index: string, entity: string, id: string, json: string, now: string): Sql =>
  sql`INSERT INTO catalog_documents (index_name, entity, doc_id, source, updated_at) VALUES (${index}, ${entity}, ${id}, ${json}, ${now})
      ON CONFLICT (index_name, entity, doc_id) DO UPDATE SET source = excluded.source, updated_at = excluded.updated_at`;

/** The change row of a document written on its own (a review): one id, nothing it replaced. */
function newDocumentChange(index: string, entity: string, id: string, source: CatalogSource, version: number): Sql[] {
  const changes = new CatalogChangeCollector();
  changes.written(index, entity, id, source);
  return changes.changeRow(index, entity, version);
}

const bump = (index: string, entity: string): Sql =>
  sql`INSERT INTO catalog_versions (index_name, entity, version) VALUES (${index}, ${entity}, 1)
      ON CONFLICT (index_name, entity) DO UPDATE SET version = catalog_versions.version + 1 RETURNING version`;

/**
 * The largest all-digit `_id` of index/entity. Ids are text; only all-digit ones take part, so an imported "abc" id
 * cannot derail the numbering. Written once for both engines: `trim` with a set of characters strips digits in
 * either, and the length bound keeps the cast inside BIGINT (PostgreSQL would fail on a longer one).
 */
const maxNumericId = (index: string, entity: string): Sql =>
  sql`SELECT MAX(CAST(doc_id AS BIGINT)) AS max FROM catalog_documents
      WHERE index_name = ${index} AND entity = ${entity} AND doc_id <> ''
        AND trim(doc_id, '0123456789') = '' AND length(doc_id) <= 15`;

/**
 * The catalogue's documents over the SQL port, on either engine. Reads go to `db.replica` (the streaming replica when
 * configured, where a search may lag a little behind an import); writes to the primary.
 */
export class SqlCatalogRepository implements CatalogRepository {
  private readonly db: SqlDatabase;
  private readonly hints: CatalogChangeHints | undefined;

  /** A raw better-sqlite3 handle is wrapped (the caller keeps closing it), for the embedded callers of old. */
  constructor(database: SqlDatabase | Database, options: SqlCatalogRepositoryOptions = {}) {
    this.db = asSqlDatabase(database);
    this.hints = options.hints;
  }

  /**
   * On PostgreSQL, writers queue on one lock (`catalog:write`), as SQLite's single writer makes them: two imports
   * upserting the same documents in different orders would otherwise deadlock each other halfway.
   */
  async write(operations: Iterable<CatalogWriteOperation>): Promise<Map<string, number>> {
    const versions = new Map<string, number>();
    let attempts = 0;
    let cleared = false;
    const counted = await this.db.transaction(
      async (tx) => {
        // A retried transaction (PostgreSQL, after a deadlock) must not commit the rest of a half-consumed generator.
        if (++attempts > 1 && (operations[Symbol.iterator]() as unknown) === operations)
          throw new Error('The catalogue write was interrupted and its input cannot be read again: run it again');
        versions.clear();
        const counts = new Map<string, number>();
        const touched = new Map<string, [string, string]>();
        const changes = new CatalogChangeCollector();
        const batch = new DocumentBatch(tx, changes);
        for (const op of operations) {
          const key = catalogKey(op.index, op.entity);
          touched.set(key, [op.index, op.entity]);
          if (op.kind === 'clear') {
            cleared = true;
            await batch.flush();
            changes.everything(op.index, op.entity);
            await tx.run(sql`DELETE FROM catalog_documents WHERE index_name = ${op.index} AND entity = ${op.entity}`);
            continue;
          }
          await batch.add({
            index: op.index,
            entity: op.entity,
            id: op.document.id,
            json: JSON.stringify(op.document.source),
          });
          changes.written(op.index, op.entity, op.document.id, op.document.source);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        await batch.flush();
        for (const [key, [index, entity]] of touched) {
          const version = await this.bumpVersion(tx, index, entity);
          // The change log rides in the same transaction: a reader that sees the version sees what it changed.
          for (const statement of changes.changeRow(index, entity, version)) await tx.run(statement);
          versions.set(key, version);
        }
        return counts;
      },
      { locks: ['catalog:write'] },
    );
    for (const [key, version] of versions) this.hints?.changed(key, version);
    if (
      this.db.dialect === 'postgres' &&
      (cleared || [...counted.values()].reduce((a, b) => a + b, 0) >= BULK_WRITE_DOCUMENTS)
    )
      await this.db.run(sql`ANALYZE catalog_documents`);
    return counted;
  }

  /**
   * Chooses the id and writes the document in one transaction. On PostgreSQL (READ COMMITTED) the advisory lock
   * `catalog:<index>/<entity>` makes two writers read the largest id one after the other, so neither can upsert over
   * the other's review. On SQLite the write lock does that; see `insertWithNextIdOnSqlite` for its short wait.
   */
  async insertWithNextId(index: string, entity: string, build: (id: number) => CatalogSource): Promise<CatalogSource> {
    if (this.db instanceof SqliteDatabase) return this.insertWithNextIdOnSqlite(this.db, index, entity, build);
    const key = catalogKey(index, entity);
    const { source, version } = await this.db.transaction(
      async (tx) => {
        const row = await tx.get<{ max: number | null }>(maxNumericId(index, entity));
        const id = Number(row?.max ?? 0) + 1;
        const source = build(id);
        await tx.run(upsertOne(index, entity, String(id), JSON.stringify(source), new Date().toISOString()));
        const version = await this.bumpVersion(tx, index, entity);
        for (const statement of newDocumentChange(index, entity, String(id), source, version)) await tx.run(statement);
        return { source, version };
      },
      { locks: [`catalog:${key}`] },
    );
    this.hints?.changed(key, version);
    return source;
  }

  async update(
    index: string,
    entity: string,
    id: string,
    change: (source: CatalogSource) => CatalogSource | undefined,
    options: CatalogUpdateOptions = {},
  ): Promise<{ before: CatalogSource; after: CatalogSource | undefined } | undefined> {
    const bumped = new Map<string, number>();
    const outcome = await this.db.transaction(
      async (tx) => {
        bumped.clear();
        const row = await tx.get<{ source: string }>(
          sql`SELECT source FROM catalog_documents WHERE index_name = ${index} AND entity = ${entity} AND doc_id = ${id}`,
        );
        if (!row) return undefined;
        const before = JSON.parse(row.source) as CatalogSource;
        const after = change(structuredClone(before));
        if (after !== undefined) {
          await tx.run(upsertOne(index, entity, id, JSON.stringify(after), new Date().toISOString()));
          const changes = new CatalogChangeCollector();
          changes.written(index, entity, id, after);
          if (changes.wantsPrevious(index, entity)) changes.replaced(index, entity, row.source);
          const touched = options.touch?.(after);
          if (touched)
            for (const touchedId of touched.ids) changes.written(index, touched.entity, touchedId, undefined);
          const copied = new Set<string>();
          for (const copy of (await options.copies?.(tx, before, after)) ?? []) {
            for (const copyId of copy.ids) {
              if (copy.entity === entity && copyId === id) continue;
              const copyRow = await tx.get<{ source: string }>(
                sql`SELECT source FROM catalog_documents
                    WHERE index_name = ${index} AND entity = ${copy.entity} AND doc_id = ${copyId}`,
              );
              const next = copyRow && copy.change(JSON.parse(copyRow.source) as CatalogSource);
              if (!copyRow || next === undefined) continue;
              await tx.run(upsertOne(index, copy.entity, copyId, JSON.stringify(next), new Date().toISOString()));
              changes.written(index, copy.entity, copyId, next);
              if (changes.wantsPrevious(index, copy.entity)) changes.replaced(index, copy.entity, copyRow.source);
              copied.add(copy.entity);
            }
          }
          for (const changedEntity of new Set([entity, ...(touched ? [touched.entity] : []), ...copied])) {
            const version = await this.bumpVersion(tx, index, changedEntity);
            for (const statement of changes.changeRow(index, changedEntity, version)) await tx.run(statement);
            bumped.set(catalogKey(index, changedEntity), version);
          }
        }
        await options.within?.(tx, before, after);
        return { before, after };
      },
      { locks: ['catalog:write'] },
    );
    for (const [key, version] of bumped) this.hints?.changed(key, version);
    return outcome;
  }

  async *scan(index: string, entity: string): AsyncIterable<StoredCatalogDocument> {
    const page = SCAN_PAGE[this.db.dialect];
    let after = 0;
    for (;;) {
      const rows = await this.db.replica.all<StoredCatalogDocument>(
        sql`SELECT seq, doc_id AS id, source AS json FROM catalog_documents
            WHERE index_name = ${index} AND entity = ${entity} AND seq > ${after} ORDER BY seq LIMIT ${page}`,
      );
      if (rows.length === 0) return;
      for (const row of rows) yield row;
      after = rows[rows.length - 1]!.seq;
      if (rows.length < page) return;
    }
  }

  async count(index: string, entity: string): Promise<number> {
    const row = await this.db.replica.get<{ count: number }>(
      sql`SELECT COUNT(*) AS count FROM catalog_documents WHERE index_name = ${index} AND entity = ${entity}`,
    );
    return Number(row?.count ?? 0);
  }

  async getSources(seqs: readonly number[]): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (seqs.length === 0) return result;
    const rows = await this.db.replica.all<{ seq: number; source: string }>(
      sql`SELECT seq, source FROM catalog_documents WHERE seq ${inList(seqs)}`,
    );
    for (const row of rows) result.set(row.seq, row.source);
    return result;
  }

  async getDocuments(index: string, entity: string, ids: readonly string[]): Promise<StoredCatalogDocument[]> {
    const out: StoredCatalogDocument[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await this.db.replica.all<{ seq: number | string; doc_id: string; source: string }>(
        sql`SELECT seq, doc_id, source FROM catalog_documents
            WHERE index_name = ${index} AND entity = ${entity} AND doc_id ${inList(ids.slice(start, start + 500))}`,
      );
      for (const row of rows) out.push({ seq: Number(row.seq), id: row.doc_id, json: row.source });
    }
    return out;
  }

  async getById(index: string, entity: string, id: string): Promise<CatalogSource | undefined> {
    const row = await this.db.replica.get<{ source: string }>(
      sql`SELECT source FROM catalog_documents WHERE index_name = ${index} AND entity = ${entity} AND doc_id = ${id}`,
    );
    return row === undefined ? undefined : (JSON.parse(row.source) as CatalogSource);
  }

  /**
   * Read from the same server as `scan`, so a version never promises documents the replica does not have yet. With
   * hints (PostgreSQL LISTEN), an unchanged index/entity is answered from memory instead of a round trip per search.
   */
  async getVersion(index: string, entity: string): Promise<number> {
    const key = catalogKey(index, entity);
    const known = this.hints?.known(key);
    if (known !== undefined) return known;
    const ticket = this.hints?.ticket(key);
    const row = await this.db.replica.get<{ version: number }>(
      sql`SELECT version FROM catalog_versions WHERE index_name = ${index} AND entity = ${entity}`,
    );
    const version = Number(row?.version ?? 0);
    if (ticket) this.hints?.remember(key, version, ticket);
    return version;
  }

  /** From the same server as `getVersion`, whose version a reader compares (the log commits with the version). */
  changesBetween(index: string, entity: string, after: number, upTo: number): Promise<CatalogChange[] | undefined> {
    return readCatalogChanges(this.db.replica, index, entity, after, upTo);
  }

  async counts(): Promise<CatalogCount[]> {
    const rows = await this.db.replica.all<CatalogCount>(
      sql`SELECT index_name AS "index", entity, COUNT(*) AS count FROM catalog_documents
          GROUP BY index_name, entity ORDER BY 1, 2`,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** Stops listening for other processes' changes (the database itself belongs to the caller). */
  async close(): Promise<void> {
    await this.hints?.close();
  }

  /** Bumps the version; on PostgreSQL also tells the listening processes, on commit (NOTIFY is transactional). */
  private async bumpVersion(tx: SqlExecutor, index: string, entity: string): Promise<number> {
    const row = await tx.get<{ version: number }>(bump(index, entity));
    const version = Number(row?.version);
    if (tx.dialect !== 'postgres') return version;
    const payload = JSON.stringify({ index, entity, version });
    await tx.get(sql`SELECT pg_notify(${CATALOG_CHANGED_CHANNEL}, ${payload})`);
    return version;
  }

  /**
   * The embedded engine's busy wait (`busy_timeout`, 5 s) blocks the event loop, so while an import holds the write
   * lock this waits only briefly and throws SQLITE_BUSY for the caller to retry on a timer (`retryWhileBusy`). The
   * lowered time-out must not leak to any other statement, so it all runs synchronously on the handle, in the gap
   * between two transactions of the port (`withHandle`), as one BEGIN IMMEDIATE transaction.
   */
  private insertWithNextIdOnSqlite(
    db: SqliteDatabase,
    index: string,
    entity: string,
    build: (id: number) => CatalogSource,
  ): Promise<CatalogSource> {
    return db.withHandle((handle) => {
      const prepared = (query: Sql) => {
        const { text, values } = renderSql(query, 'sqlite');
        return { statement: handle.prepare(text), values };
      };
      const insert = handle.transaction(() => {
        const max = prepared(maxNumericId(index, entity));
        const row = max.statement.get(...max.values) as { max: number | null } | undefined;
        const id = Number(row?.max ?? 0) + 1;
        const source = build(id);
        const upsert = prepared(upsertOne(index, entity, String(id), JSON.stringify(source), new Date().toISOString()));
        upsert.statement.run(...upsert.values);
        const bumped = prepared(bump(index, entity));
        const { version } = bumped.statement.get(...bumped.values) as { version: number };
        for (const statement of newDocumentChange(index, entity, String(id), source, Number(version))) {
          const change = prepared(statement);
          change.statement.run(...change.values);
        }
        return source;
      });
      const previous = Number(handle.pragma('busy_timeout', { simple: true }));
      handle.pragma(`busy_timeout = ${Math.min(previous, SHORT_BUSY_WAIT_MS)}`);
      try {
        return insert.immediate();
      } finally {
        handle.pragma(`busy_timeout = ${previous}`);
      }
    });
  }
}

/**
 * Upserts on their way into the database. SQLite gets one statement per document (in-process, nothing to save);
 * PostgreSQL gets multi-row INSERTs from one JSON array, in order, so `seq` still follows the input order.
 */
class DocumentBatch {
  private readonly pending: PendingDocument[] = [];
  /** Position in `pending` by document key: a repeated id replaces the earlier source in place (ON CONFLICT cannot
   * touch one row twice in a statement, and the row keeps the position of its first write either way). */
  private readonly positions = new Map<string, number>();
  private chars = 0;
  private readonly now = new Date().toISOString();

  constructor(
    private readonly tx: SqlExecutor,
    private readonly changes: CatalogChangeCollector,
  ) {}

  async add(document: PendingDocument): Promise<void> {
    if (this.tx.dialect === 'sqlite') {
      if (this.changes.wantsPrevious(document.index, document.entity)) {
        const previous = await this.tx.get<{ source: string }>(
          sql`SELECT source FROM catalog_documents
              WHERE index_name = ${document.index} AND entity = ${document.entity} AND doc_id = ${document.id}`,
        );
        if (previous) this.changes.replaced(document.index, document.entity, previous.source);
      }
      await this.tx.run(upsertOne(document.index, document.entity, document.id, document.json, this.now));
      return;
    }
    const key = JSON.stringify([document.index, document.entity, document.id]);
    const at = this.positions.get(key);
    if (at !== undefined) {
      this.chars += document.json.length - this.pending[at]!.json.length;
      this.pending[at] = document;
    } else {
      this.positions.set(key, this.pending.length);
      this.pending.push(document);
      this.chars += document.json.length;
    }
    if (this.pending.length >= INSERT_BATCH || this.chars >= INSERT_BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = this.pending.splice(0);
    this.positions.clear();
    this.chars = 0;
    await this.readReplaced(rows);
    // One JSON parameter: about three times faster than four text[] parameters (pg's array literal encoding).
    const input = JSON.stringify(rows.map((r) => [r.index, r.entity, r.id, r.json]));
    await this.tx.run(
      sql`INSERT INTO catalog_documents (index_name, entity, doc_id, source, updated_at)
          SELECT row ->> 0, row ->> 1, row ->> 2, row ->> 3, ${this.now}
          FROM json_array_elements(${input}::json) WITH ORDINALITY AS input(row, position)
          ORDER BY position
          ON CONFLICT (index_name, entity, doc_id) DO UPDATE SET source = excluded.source, updated_at = excluded.updated_at`,
    );
  }

  /** The sources the rows are about to replace, for the change log (one query per index/entity of the batch). */
  private async readReplaced(rows: readonly PendingDocument[]): Promise<void> {
    const wanted = new Map<string, { index: string; entity: string; ids: string[] }>();
    for (const row of rows) {
      if (!this.changes.wantsPrevious(row.index, row.entity)) continue;
      const key = catalogKey(row.index, row.entity);
      let group = wanted.get(key);
      if (!group) wanted.set(key, (group = { index: row.index, entity: row.entity, ids: [] }));
      group.ids.push(row.id);
    }
    for (const { index, entity, ids } of wanted.values()) {
      const previous = await this.tx.all<{ source: string }>(
        sql`SELECT source FROM catalog_documents
            WHERE index_name = ${index} AND entity = ${entity} AND doc_id ${inList(ids)}`,
      );
      for (const row of previous) this.changes.replaced(index, entity, row.source);
    }
  }
}
