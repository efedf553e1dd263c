import { parseBookingInstant, type AdminCouponChangeBody, type AdminNewCouponBody } from '@storefront/core';
import { couponLockKey, type CouponRow as StoredCoupon } from '../cart/coupon-repository.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { recordAudit, type AdminActor } from './audit.js';

/** The stored coupon with when it was made, which the back-office lists. */
type CouponRow = StoredCoupon & { created_at: string };

const couponView = (row: CouponRow) => ({
  code: row.code,
  type: row.type,
  amount: Number(row.amount),
  kind: row.kind,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
  perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
  timesUsed: Number(row.times_used),
  createdAt: row.created_at,
});
export type CouponView = ReturnType<typeof couponView>;

/** An instant as the coupons table keeps it (ISO 8601 in UTC), or null. */
const stored = (value: string | null | undefined) =>
  value === null || value === undefined ? null : new Date(parseBookingInstant(value)!).toISOString();

/**
 * Coupons in the back-office (docs/back-office.md#coupons): created, limited and ended, each under the code's lock
 * (`coupon:<code>`, the one an order's redemption takes), with its audit in the same transaction. Ending a code sets
 * its end to now: orders already placed keep their discount; carts that applied it lose it on their next pricing.
 */
export class AdminCoupons {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {}

  private row(db: SqlExecutor, code: string) {
    return db.get<CouponRow>(sql`SELECT * FROM coupons WHERE code = ${code.trim()}`);
  }

  async list(q: string | undefined, page: { page: number; pageSize: number }) {
    const where = q ? sql`lower(code) LIKE ${`%${q.toLowerCase()}%`} AND kind = 'promo'` : sql`kind = 'promo'`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM coupons WHERE ${where}`);
    const rows = await this.db.all<CouponRow>(
      sql`SELECT * FROM coupons WHERE ${where} ORDER BY created_at DESC, code
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    const now = this.now();
    // `ended`: past its end (or ended here), so the back-office offers no second end.
    return {
      total: Number(total?.n ?? 0),
      items: rows.map((row) => ({
        ...couponView(row),
        ended: row.valid_to !== null && Date.parse(row.valid_to) <= now,
      })),
    };
  }

  async add(body: AdminNewCouponBody, actor: AdminActor): Promise<CouponView> {
    const at = this.now();
    return this.db.transaction(
      async (tx) => {
        if (await this.row(tx, body.code)) throw new ApiError(409, `The code ${body.code} exists already`);
        await tx.run(
          sql`INSERT INTO coupons (code, type, amount, kind, valid_from, valid_to, usage_limit, per_customer_limit,
                created_at)
              VALUES (${body.code}, ${body.type}, ${body.amount}, 'promo', ${stored(body.validFrom)},
                ${stored(body.validTo)}, ${body.usageLimit ?? null}, ${body.perCustomerLimit ?? null},
                ${new Date(at).toISOString()})`,
        );
        const view = couponView((await this.row(tx, body.code))!);
        await recordAudit(
          tx,
          actor,
          { action: 'coupon.add', targetType: 'coupon', targetId: view.code, after: view },
          at,
        );
        return view;
      },
      { locks: [couponLockKey(body.code)] },
    );
  }

  /** Changes a code's dates or limits; `end` sets its end to now (it cannot be used from now on). */
  async change(code: string, change: AdminCouponChangeBody | 'end', actor: AdminActor): Promise<CouponView> {
    const at = this.now();
    return this.db.transaction(
      async (tx) => {
        const row = await this.row(tx, code);
        if (!row || row.kind !== 'promo') throw new ApiError(404, `No coupon ${code}`);
        const next =
          change === 'end'
            ? { valid_to: new Date(at).toISOString() }
            : {
                ...(change.validFrom !== undefined && { valid_from: stored(change.validFrom) }),
                ...(change.validTo !== undefined && { valid_to: stored(change.validTo) }),
                ...(change.usageLimit !== undefined && { usage_limit: change.usageLimit }),
                ...(change.perCustomerLimit !== undefined && { per_customer_limit: change.perCustomerLimit }),
              };
        const merged = { ...row, ...next };
        if (merged.valid_from && merged.valid_to && merged.valid_to < merged.valid_from)
          throw new ApiError(400, 'validTo is not before validFrom');
        await tx.run(
          sql`UPDATE coupons SET valid_from = ${merged.valid_from}, valid_to = ${merged.valid_to},
                usage_limit = ${merged.usage_limit}, per_customer_limit = ${merged.per_customer_limit}
              WHERE code = ${row.code}`,
        );
        const view = couponView(merged);
        await recordAudit(
          tx,
          actor,
          {
            action: change === 'end' ? 'coupon.end' : 'coupon.change',
            targetType: 'coupon',
            targetId: row.code,
            before: couponView(row),
            after: view,
          },
          at,
        );
        return view;
      },
      { locks: [couponLockKey(code)] },
    );
  }
}
