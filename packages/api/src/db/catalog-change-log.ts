import { productCategoryIds, type ProductCategorySource } from '@storefront/core';
import { catalogKey, type CatalogChange } from './catalog-repository.js';
import { sql, type Sql, type SqlExecutor } from './sql.js';

/** Ids per change row beyond which the row says "everything" (NULL): a reader would drop most pages anyway. */
export const MAX_CHANGE_IDS = 20_000;
/** Change rows kept per index/entity; a reader further behind finds a gap and drops everything. */
export const KEPT_CHANGE_VERSIONS = 1000;

interface Pending {
  index: string;
  entity: string;
  /** null: everything. */
  ids: Set<string> | null;
  categoryIds: Set<string>;
}

/** Only products name categories: a product's listing pages are the ones its change can alter besides its own. */
const NAMES_CATEGORIES = 'product';

function addCategories(into: Set<string>, source: unknown): void {
  if (typeof source !== 'object' || source === null) return;
  for (const id of productCategoryIds(source as ProductCategorySource)) into.add(String(id));
}

/**
 * Collects, during one catalogue write, which documents of each index/entity it touches, so the write can record
 * one change row per version it bumps (`changeRow`).
 */
export class CatalogChangeCollector {
  private readonly pending = new Map<string, Pending>();

  private entry(index: string, entity: string): Pending {
    const key = catalogKey(index, entity);
    let pending = this.pending.get(key);
    if (!pending) this.pending.set(key, (pending = { index, entity, ids: new Set(), categoryIds: new Set() }));
    return pending;
  }

  /** Every document of index/entity may have changed (a clear, a replace-all). */
  everything(index: string, entity: string): void {
    const pending = this.entry(index, entity);
    pending.ids = null;
    pending.categoryIds.clear();
  }

  /** Document `id` is written with `source` (its new categories count). */
  written(index: string, entity: string, id: string, source: unknown): void {
    const pending = this.entry(index, entity);
    if (!pending.ids) return;
    pending.ids.add(id);
    if (pending.ids.size > MAX_CHANGE_IDS) this.everything(index, entity);
    else if (entity === NAMES_CATEGORIES) addCategories(pending.categoryIds, source);
  }

  /** Whether the replaced document's source is still wanted (its old categories); false once the row says all. */
  wantsPrevious(index: string, entity: string): boolean {
    return entity === NAMES_CATEGORIES && this.pending.get(catalogKey(index, entity))?.ids !== null;
  }

  /** The source a write replaced (read before the upsert). */
  replaced(index: string, entity: string, json: string): void {
    const pending = this.entry(index, entity);
    if (!pending.ids) return;
    try {
      addCategories(pending.categoryIds, JSON.parse(json));
    } catch {
      // A stored source that is not JSON names no categories.
    }
  }

  /** The statements recording index/entity's change at `version` and pruning the rows no reader needs any more. */
  changeRow(index: string, entity: string, version: number): Sql[] {
    const pending = this.pending.get(catalogKey(index, entity));
    const ids = pending?.ids ? JSON.stringify([...pending.ids]) : null;
    const categories = pending?.ids ? JSON.stringify([...pending.categoryIds].sort()) : null;
    return changeRowStatements(index, entity, version, ids, categories);
  }
}

/** The INSERT of one change row and the DELETE of those older than the kept window (both cheap: the primary key). */
export function changeRowStatements(
  index: string,
  entity: string,
  version: number,
  ids: string | null,
  categoryIds: string | null,
): Sql[] {
  return [
    sql`INSERT INTO catalog_changes (index_name, entity, version, ids, category_ids)
        VALUES (${index}, ${entity}, ${version}, ${ids}, ${categoryIds})
        ON CONFLICT (index_name, entity, version) DO UPDATE SET ids = excluded.ids, category_ids = excluded.category_ids`,
    sql`DELETE FROM catalog_changes
        WHERE index_name = ${index} AND entity = ${entity} AND version <= ${version - KEPT_CHANGE_VERSIONS}`,
  ];
}

function parseIds(json: string | null): string[] | undefined {
  if (json === null) return undefined;
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The changes of versions `after` (exclusive) to `upTo` (inclusive), in order, or undefined when the log cannot tell
 * (a version missing: pruned, or written before the log existed).
 */
export async function readCatalogChanges(
  db: SqlExecutor,
  index: string,
  entity: string,
  after: number,
  upTo: number,
): Promise<CatalogChange[] | undefined> {
  if (upTo <= after) return [];
  if (upTo - after > KEPT_CHANGE_VERSIONS) return undefined;
  const rows = await db.all<{ version: number | string; ids: string | null; category_ids: string | null }>(
    sql`SELECT version, ids, category_ids FROM catalog_changes
        WHERE index_name = ${index} AND entity = ${entity} AND version > ${after} AND version <= ${upTo}
        ORDER BY version`,
  );
  if (rows.length !== upTo - after) return undefined;
  return rows.map((row) => {
    const ids = parseIds(row.ids);
    return { version: Number(row.version), ...(ids && { ids }), categoryIds: parseIds(row.category_ids) ?? [] };
  });
}
