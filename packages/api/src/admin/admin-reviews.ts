import type { CatalogSource } from '@storefront/core';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { sql, type Sql, type SqlDatabase } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { auditingUpdate, type AdminActor } from './audit.js';

/** vue-storefront-api's review statuses (docs/api.md#catalogue-documents). */
export const REVIEW_STATUS = { approved: 1, pending: 2, rejected: 3 } as const;
export type ReviewModeration = keyof typeof REVIEW_STATUS;

/** One field of a catalogue document's JSON source, as text, in the engine's own spelling. */
const field = (db: SqlDatabase, name: 'review_status' | 'product_id' | 'created_at'): Sql =>
  db.dialect === 'postgres' ? sql`(source::json ->> ${name})` : sql`CAST(json_extract(source, ${`$.${name}`}) AS TEXT)`;

/** Reviews in the back-office (docs/back-office.md#reviews): the pending queue, approve and reject. */
export class AdminReviews {
  constructor(
    private readonly db: SqlDatabase,
    private readonly catalog: CatalogRepository,
    private readonly index: string,
    private readonly now: () => number,
  ) {}

  async list(status: ReviewModeration, page: { page: number; pageSize: number }) {
    const where = sql`index_name = ${this.index} AND entity = 'review' AND ${field(this.db, 'review_status')} = ${String(REVIEW_STATUS[status])}`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM catalog_documents WHERE ${where}`);
    const rows = await this.db.all<{ source: string }>(
      sql`SELECT source FROM catalog_documents WHERE ${where} ORDER BY seq DESC
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    return { total: Number(total?.n ?? 0), items: rows.map((row) => JSON.parse(row.source) as CatalogSource) };
  }

  /**
   * Sets a review's status in one catalogue transaction with its audit. The review index's version moves with it,
   * so the next search of the product's reviews (the storefront's product page) reads the new status.
   */
  async moderate(id: string, decision: 'approved' | 'rejected', actor: AdminActor): Promise<CatalogSource> {
    if (!/^\d{1,15}$/.test(id)) throw new ApiError(404, `No review ${id}`);
    const status = REVIEW_STATUS[decision];
    const now = this.now();
    const outcome = await this.catalog.update(
      this.index,
      'review',
      id,
      (source) => (source.review_status === status ? undefined : { ...source, review_status: status }),
      {
        // The product's page lists its approved reviews: its output-cache entries follow the product's change log.
        touch: (after) =>
          typeof after.product_id === 'number' ? { entity: 'product', ids: [String(after.product_id)] } : undefined,
        within: auditingUpdate(actor, now, (before, after) => ({
          action: decision === 'approved' ? 'review.approve' : 'review.reject',
          targetType: 'review',
          targetId: id,
          before: { review_status: before.review_status },
          after: { review_status: after.review_status, product_id: after.product_id },
        })),
      },
    );
    if (!outcome) throw new ApiError(404, `No review ${id}`);
    return outcome.after ?? outcome.before;
  }
}
