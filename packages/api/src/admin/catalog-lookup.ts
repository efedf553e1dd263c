import type { CatalogSource } from '@storefront/core';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';

/** A catalogue document's field as text, in the engine's own JSON spelling. */
export const sourceField = (db: SqlDatabase, name: string) =>
  db.dialect === 'postgres' ? sql`(source::json ->> ${name})` : sql`CAST(json_extract(source, ${`$.${name}`}) AS TEXT)`;

/** The product document with `sku` in `index` (its document id and source), or undefined. */
export async function productBySku(
  db: SqlDatabase,
  executor: SqlExecutor,
  index: string,
  sku: string,
): Promise<{ id: string; source: CatalogSource } | undefined> {
  const row = await executor.get<{ doc_id: string; source: string }>(
    sql`SELECT doc_id, source FROM catalog_documents
        WHERE index_name = ${index} AND entity = 'product' AND ${sourceField(db, 'sku')} = ${sku} LIMIT 1`,
  );
  return row ? { id: String(row.doc_id), source: JSON.parse(row.source) as CatalogSource } : undefined;
}
