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

/** `LIKE` pattern of a search text: its own `%` and `_` match themselves (with `ESCAPE '\'`). */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A document's field as the engine orders it: numbers as numbers, text as text. */
const sortField = (db: SqlDatabase, name: string) =>
  db.dialect === 'postgres' ? sql`(source::jsonb -> ${name})` : sql`json_extract(source, ${`$.${name}`})`;

export interface ProductListQuery {
  q?: string | undefined;
  /** A field of the document (`sku`, `name`, `price`), `-` first for descending. */
  sort: string;
  page: number;
  pageSize: number;
}

/**
 * A page of product documents, `q` in the sku or name, ordered by a field of theirs and then by document, so pages
 * never overlap; `spotsOnly` keeps the parking spots (an `hourly_rate`, docs/parking.md).
 */
export async function listProductSources(
  db: SqlDatabase,
  index: string,
  query: ProductListQuery,
  spotsOnly = false,
): Promise<{ total: number; items: CatalogSource[] }> {
  let where = sql`index_name = ${index} AND entity = 'product'`;
  if (spotsOnly) where = sql`${where} AND ${sourceField(db, 'hourly_rate')} IS NOT NULL`;
  if (query.q) {
    const like = containing(query.q);
    where = sql`${where} AND (lower(${sourceField(db, 'sku')}) LIKE ${like} ESCAPE '\\'
      OR lower(${sourceField(db, 'name')}) LIKE ${like} ESCAPE '\\')`;
  }
  const descending = query.sort.startsWith('-');
  const field = sortField(db, query.sort.replace(/^-/, ''));
  const order = descending ? sql`${field} DESC, seq DESC` : sql`${field} ASC, seq ASC`;
  const total = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM catalog_documents WHERE ${where}`);
  const rows = await db.all<{ source: string }>(
    sql`SELECT source FROM catalog_documents WHERE ${where} ORDER BY ${order}
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  return { total: Number(total?.n ?? 0), items: rows.map((row) => JSON.parse(row.source) as CatalogSource) };
}
