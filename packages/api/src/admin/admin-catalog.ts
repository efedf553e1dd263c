import {
  CATALOG_HTML_POLICY,
  isRecord,
  isSpecialPriceActive,
  stripWidgetDirectives,
  type AdminProductChangeBody,
  type CatalogSource,
} from '@storefront/core';
import sanitize from 'sanitize-html';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { recordAudit, type AdminActor } from './audit.js';
import { productBySku, sourceField } from './catalog-lookup.js';

/**
 * CMS HTML as it is saved: through the storefront's own allow-list (`CATALOG_HTML_POLICY`, sanitize-html,
 * docs/adr/0020-well-kept-libraries.md), so what the back-office stores is what the shop would render anyway.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitize(stripWidgetDirectives(html), CATALOG_HTML_POLICY);
}

/** The entities the back-office edits besides products, with the field a list searches and the audit's name. */
const DOCUMENTS = {
  category: { text: 'name', target: 'category' },
  cms_page: { text: 'title', target: 'cms-page' },
  cms_block: { text: 'title', target: 'cms-block' },
} as const;
export type EditedEntity = keyof typeof DOCUMENTS;

/** The fields a product edit names, read back from a document (the stock ones from its `stock` object). */
function editedFields(source: CatalogSource, keys: readonly (keyof AdminProductChangeBody)[]): Record<string, unknown> {
  const stock = isRecord(source.stock) ? source.stock : {};
  return Object.fromEntries(
    keys.map((key) => [key, (key === 'qty' || key === 'is_in_stock' ? stock[key] : source[key]) ?? null]),
  );
}

/**
 * Product edits in the back-office (docs/back-office.md#catalogue-edits): one `CatalogRepository.update` of the
 * product's document, its audit in the same transaction. The write bumps the product version and records the
 * product's id in the change log, which every process follows: its output cache drops the product's pages and those
 * of its categories, and its search index reads the new document.
 */
export class AdminCatalog {
  constructor(
    private readonly db: SqlDatabase,
    private readonly catalog: CatalogRepository,
    private readonly index: string,
    private readonly now: () => number,
  ) {}

  async changeProduct(sku: string, body: AdminProductChangeBody, actor: AdminActor): Promise<CatalogSource> {
    const product = await productBySku(this.db, this.db, this.index, sku);
    if (!product) throw new ApiError(404, `No product ${sku}`);
    const keys = Object.keys(body) as (keyof AdminProductChangeBody)[];
    const at = this.now();
    const outcome = await this.catalog.update(
      this.index,
      'product',
      product.id,
      (source) => {
        const next: CatalogSource = { ...source };
        const stock: Record<string, unknown> = isRecord(source.stock) ? { ...source.stock } : {};
        for (const key of keys) {
          const value = body[key];
          if (key === 'qty' || key === 'is_in_stock') stock[key] = value;
          else if (value === null) delete next[key];
          else next[key] = value;
        }
        if (keys.includes('qty') || keys.includes('is_in_stock')) next.stock = stock;
        const from = next.special_from_date;
        const to = next.special_to_date;
        if (typeof from === 'string' && typeof to === 'string' && to.slice(0, 10) < from.slice(0, 10))
          throw new ApiError(400, 'special_to_date is not before special_from_date');
        // The listing sorts and filters on `final_price` where the catalogue carries it: it follows the edit.
        if ('final_price' in source && typeof next.price === 'number')
          next.final_price = isSpecialPriceActive(next, new Date(at)) ? Number(next.special_price) : next.price;
        if (JSON.stringify(editedFields(source, keys)) === JSON.stringify(editedFields(next, keys))) return undefined;
        next.updated_at = new Date(at).toISOString().replace('T', ' ').slice(0, 19);
        return next;
      },
      {
        within: async (tx, before, after) => {
          if (!after) return;
          await recordAudit(
            tx,
            actor,
            {
              action: 'product.change',
              targetType: 'product',
              targetId: sku,
              before: editedFields(before, keys),
              after: editedFields(after, keys),
            },
            at,
          );
        },
      },
    );
    if (!outcome) throw new ApiError(404, `No product ${sku}`);
    return outcome.after ?? outcome.before;
  }

  /** A page of an entity's documents, by id, `q` in its name or title. */
  async listDocuments(entity: EditedEntity, q: string | undefined, page: { page: number; pageSize: number }) {
    let where = sql`index_name = ${this.index} AND entity = ${entity}`;
    if (q)
      where = sql`${where} AND lower(${sourceField(this.db, DOCUMENTS[entity].text)}) LIKE ${`%${q.toLowerCase()}%`}`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM catalog_documents WHERE ${where}`);
    const rows = await this.db.all<{ source: string }>(
      sql`SELECT source FROM catalog_documents WHERE ${where} ORDER BY seq
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    return { total: Number(total?.n ?? 0), items: rows.map((row) => JSON.parse(row.source) as CatalogSource) };
  }

  /**
   * Changes fields of a category or CMS document, `content` sanitized first, with its audit, through
   * `CatalogRepository.update`: the entity's version moves, and categories and CMS are in the output cache's page
   * stamp, so every process's cached pages and searches follow.
   */
  async changeDocument(
    entity: EditedEntity,
    id: string,
    body: Record<string, unknown>,
    actor: AdminActor,
  ): Promise<CatalogSource> {
    if (!/^\d{1,15}$/.test(id)) throw new ApiError(404, `No ${DOCUMENTS[entity].target} ${id}`);
    const change = { ...body };
    if (typeof change.content === 'string') change.content = sanitizeCmsHtml(change.content);
    const keys = Object.keys(change);
    const at = this.now();
    const pick = (source: CatalogSource) => Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
    const outcome = await this.catalog.update(
      this.index,
      entity,
      id,
      (source) =>
        keys.every((key) => JSON.stringify(source[key]) === JSON.stringify(change[key]))
          ? undefined
          : { ...source, ...change },
      {
        within: async (tx, before, after) => {
          if (!after) return;
          await recordAudit(
            tx,
            actor,
            {
              action: `${DOCUMENTS[entity].target}.change`,
              targetType: DOCUMENTS[entity].target,
              targetId: id,
              before: pick(before),
              after: pick(after),
            },
            at,
          );
        },
      },
    );
    if (!outcome) throw new ApiError(404, `No ${DOCUMENTS[entity].target} ${id}`);
    return outcome.after ?? outcome.before;
  }
}
