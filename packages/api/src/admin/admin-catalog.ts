import {
  CATALOG_HTML_POLICY,
  isRecord,
  isSpecialPriceActive,
  stripWidgetDirectives,
  withChildCategoryRenamed,
  withProductCategoryRenamed,
  type AdminProductChangeBody,
  type CatalogSource,
} from '@storefront/core';
import sanitize from 'sanitize-html';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { auditingUpdate, type AdminActor } from './audit.js';
import { listProductSources, productBySku, sourceField, type ProductListQuery } from './catalog-lookup.js';

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

/** What the back-office's product list and form show of a product: the fields an edit may change, and its names. */
export function productView(source: CatalogSource) {
  const stock = isRecord(source.stock) ? source.stock : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const number = (value: unknown) => (typeof value === 'number' ? value : value == null ? null : Number(value));
  return {
    id: Number(source.id),
    sku: String(source.sku ?? ''),
    name: String(source.name ?? ''),
    typeId: text(source.type_id),
    price: number(source.price),
    special_price: number(source.special_price),
    special_from_date: text(source.special_from_date)?.slice(0, 10) ?? null,
    special_to_date: text(source.special_to_date)?.slice(0, 10) ?? null,
    qty: number(stock.qty),
    is_in_stock: stock.is_in_stock === undefined ? null : Boolean(stock.is_in_stock),
    status: number(source.status),
    visibility: number(source.visibility),
  };
}
export type AdminProductView = ReturnType<typeof productView>;

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

  /** `GET /products`: a page of products, `q` in the sku or name, sorted on the server. */
  async listProducts(query: ProductListQuery) {
    const { total, items } = await listProductSources(this.db, this.index, query);
    return { total, items: items.map(productView) };
  }

  async product(sku: string): Promise<AdminProductView> {
    const product = await productBySku(this.db, this.db, this.index, sku);
    if (!product) throw new ApiError(404, `No product ${sku}`);
    return productView(product.source);
  }

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
        within: auditingUpdate(actor, at, (before, after) => ({
          action: 'product.change',
          targetType: 'product',
          targetId: sku,
          before: editedFields(before, keys),
          after: editedFields(after, keys),
        })),
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
   * One category or CMS document. A CMS `content` is answered as the shop renders it, through the same allow-list:
   * the back-office's editor loads it into the page, and an imported document was never sanitized on save.
   */
  async document(entity: EditedEntity, id: string): Promise<CatalogSource> {
    const source = /^\d{1,15}$/.test(id) ? await this.catalog.getById(this.index, entity, id) : undefined;
    if (!source) throw new ApiError(404, `No ${DOCUMENTS[entity].target} ${id}`);
    return typeof source.content === 'string' ? { ...source, content: sanitizeCmsHtml(source.content) } : source;
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
        ...(entity === 'category' && {
          copies: (tx: SqlExecutor, before: CatalogSource, after: CatalogSource) =>
            this.categoryNameCopies(tx, Number(id), before, after),
        }),
        within: auditingUpdate(actor, at, (before, after) => ({
          action: `${DOCUMENTS[entity].target}.change`,
          targetType: DOCUMENTS[entity].target,
          targetId: id,
          before: pick(before),
          after: pick(after),
        })),
      },
    );
    if (!outcome) throw new ApiError(404, `No ${DOCUMENTS[entity].target} ${id}`);
    return outcome.after ?? outcome.before;
  }

  /**
   * A renamed category's copies (docs/back-office.md#catalogue-edits): the categories whose `children_data` tree holds
   * it (its ancestors; the categories are few, so each is read) and the products whose `category` list names it
   * (found by the database's JSON functions), rewritten in the rename's transaction.
   */
  private async categoryNameCopies(tx: SqlExecutor, id: number, before: CatalogSource, after: CatalogSource) {
    const name = after.name;
    if (typeof name !== 'string' || name === before.name) return [];
    const categories = await tx.all<{ doc_id: string; source: string }>(
      sql`SELECT doc_id, source FROM catalog_documents WHERE index_name = ${this.index} AND entity = 'category'`,
    );
    const ancestors = categories
      .filter((row) => withChildCategoryRenamed(JSON.parse(row.source) as CatalogSource, id, name) !== undefined)
      .map((row) => String(row.doc_id));
    const listed =
      this.db.dialect === 'postgres'
        ? sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(source::jsonb -> 'category') = 'array'
                THEN source::jsonb -> 'category' ELSE '[]'::jsonb END) AS c
              WHERE jsonb_typeof(c) = 'object' AND c ->> 'category_id' = ${String(id)})`
        : sql`EXISTS (SELECT 1 FROM json_each(source, '$.category') AS c
              WHERE c.type = 'object' AND CAST(json_extract(c.value, '$.category_id') AS TEXT) = ${String(id)})`;
    const products = await tx.all<{ doc_id: string }>(
      sql`SELECT doc_id FROM catalog_documents WHERE index_name = ${this.index} AND entity = 'product' AND ${listed}`,
    );
    return [
      {
        entity: 'category',
        ids: ancestors,
        change: (source: CatalogSource) => withChildCategoryRenamed(source, id, name),
      },
      {
        entity: 'product',
        ids: products.map((row) => String(row.doc_id)),
        change: (source: CatalogSource) => withProductCategoryRenamed(source, id, name),
      },
    ];
  }
}
