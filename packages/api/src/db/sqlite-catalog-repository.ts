import type { Database } from 'better-sqlite3';
import type { CatalogSource } from '@storefront/core';
import {
  catalogKey,
  type CatalogCount,
  type CatalogRepository,
  type CatalogWriteOperation,
  type StoredCatalogDocument,
} from './catalog-repository.js';

// Small pages: each page is read synchronously, and a build yields to other requests only between rows.
const SCAN_PAGE = 500;
/** How long a single write waits for another connection's lock before giving the event loop back. */
const SHORT_BUSY_WAIT_MS = 50;

export class SqliteCatalogRepository implements CatalogRepository {
  private readonly upsertStmt;
  private readonly clearStmt;
  private readonly bumpStmt;
  private readonly versionStmt;
  private readonly scanStmt;
  private readonly byIdStmt;
  private readonly countsStmt;
  private readonly countStmt;
  private readonly sourcesStmt;
  private readonly maxNumericIdStmt;

  constructor(private readonly db: Database) {
    this.upsertStmt = db.prepare(
      `INSERT INTO catalog_documents (index_name, entity, doc_id, source) VALUES (?, ?, ?, ?)
       ON CONFLICT (index_name, entity, doc_id) DO UPDATE SET source = excluded.source,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    );
    this.clearStmt = db.prepare('DELETE FROM catalog_documents WHERE index_name = ? AND entity = ?');
    this.bumpStmt = db.prepare(
      `INSERT INTO catalog_versions (index_name, entity, version) VALUES (?, ?, 1)
       ON CONFLICT (index_name, entity) DO UPDATE SET version = version + 1`,
    );
    this.versionStmt = db.prepare('SELECT version FROM catalog_versions WHERE index_name = ? AND entity = ?').pluck();
    this.scanStmt = db.prepare(
      `SELECT seq, doc_id AS id, source AS json FROM catalog_documents
       WHERE index_name = ? AND entity = ? AND seq > ? ORDER BY seq LIMIT ${SCAN_PAGE}`,
    );
    this.byIdStmt = db
      .prepare('SELECT source FROM catalog_documents WHERE index_name = ? AND entity = ? AND doc_id = ?')
      .pluck();
    // json_each keeps one prepared statement for any number of keys.
    this.sourcesStmt = db.prepare(
      'SELECT seq, source FROM catalog_documents WHERE seq IN (SELECT value FROM json_each(?))',
    );
    this.countStmt = db.prepare('SELECT COUNT(*) FROM catalog_documents WHERE index_name = ? AND entity = ?').pluck();
    // Ids are text; only all-digit ones take part, so an imported "abc" id cannot derail the numbering.
    this.maxNumericIdStmt = db
      .prepare(
        `SELECT MAX(CAST(doc_id AS INTEGER)) FROM catalog_documents
         WHERE index_name = ? AND entity = ? AND doc_id <> '' AND doc_id NOT GLOB '*[^0-9]*'`,
      )
      .pluck();
    this.countsStmt = db.prepare(
      'SELECT index_name AS "index", entity, COUNT(*) AS count FROM catalog_documents GROUP BY index_name, entity ORDER BY 1, 2',
    );
  }

  async write(operations: Iterable<CatalogWriteOperation>): Promise<Map<string, number>> {
    const run = this.db.transaction(() => {
      const counts = new Map<string, number>();
      const touched = new Map<string, [string, string]>();
      for (const op of operations) {
        const key = catalogKey(op.index, op.entity);
        touched.set(key, [op.index, op.entity]);
        if (op.kind === 'clear') {
          this.clearStmt.run(op.index, op.entity);
          continue;
        }
        this.upsertStmt.run(op.index, op.entity, op.document.id, JSON.stringify(op.document.source));
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const [index, entity] of touched.values()) this.bumpStmt.run(index, entity);
      return counts;
    });
    return run();
  }

  /**
   * Takes the write lock first (IMMEDIATE), so the id it reads cannot go stale, and waits for it only briefly:
   * SQLite's busy wait blocks the event loop, so a caller that must outlast an import retries with
   * `retryWhileBusy` instead.
   */
  async insertWithNextId(index: string, entity: string, build: (id: number) => CatalogSource): Promise<CatalogSource> {
    const run = this.db.transaction(() => {
      const id = Number(this.maxNumericIdStmt.get(index, entity) ?? 0) + 1;
      const source = build(id);
      this.upsertStmt.run(index, entity, String(id), JSON.stringify(source));
      this.bumpStmt.run(index, entity);
      return source;
    });
    const previous = Number(this.db.pragma('busy_timeout', { simple: true }));
    this.db.pragma(`busy_timeout = ${Math.min(previous, SHORT_BUSY_WAIT_MS)}`);
    try {
      return run.immediate();
    } finally {
      this.db.pragma(`busy_timeout = ${previous}`);
    }
  }

  async *scan(index: string, entity: string): AsyncIterable<StoredCatalogDocument> {
    let after = 0;
    for (;;) {
      const rows = this.scanStmt.all(index, entity, after) as StoredCatalogDocument[];
      if (rows.length === 0) return;
      for (const row of rows) yield row;
      after = rows[rows.length - 1]!.seq;
      if (rows.length < SCAN_PAGE) return;
    }
  }

  async count(index: string, entity: string): Promise<number> {
    return Number(this.countStmt.get(index, entity));
  }

  async getSources(seqs: readonly number[]): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (seqs.length === 0) return result;
    const rows = this.sourcesStmt.all(JSON.stringify(seqs)) as Array<{ seq: number; source: string }>;
    for (const row of rows) result.set(row.seq, row.source);
    return result;
  }

  async getById(index: string, entity: string, id: string): Promise<CatalogSource | undefined> {
    const json = this.byIdStmt.get(index, entity, id) as string | undefined;
    return json === undefined ? undefined : (JSON.parse(json) as CatalogSource);
  }

  async getVersion(index: string, entity: string): Promise<number> {
    return Number(this.versionStmt.get(index, entity) ?? 0);
  }

  async counts(): Promise<CatalogCount[]> {
    return this.countsStmt.all() as CatalogCount[];
  }
}
