import type { CouponTerms } from '@storefront/core';
import { sql, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';

/** Magento's message for a code that does not exist, is out of its dates or is used up (exact, spec). */
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** A `coupons` row as the database gives it (the back-office reads the same rows). */
export interface CouponRow {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  kind: string;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  times_used: number;
}

/** A promotion code for developers and shop owners. */
export interface NewCoupon {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  validFrom?: string;
  validTo?: string;
  usageLimit?: number;
  perCustomerLimit?: number;
}

/**
 * Coupons (table of migrations 3 and 5). Codes match case-insensitively. Usages are counted when an order is placed
 * (`redeem`), not when a code is applied to a cart: a cart may be abandoned. A newsletter code is single-use.
 * Reads and writes go to the primary (a used-up code must not look usable on a lagging replica).
 */
export class CouponRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly now: () => number,
  ) {}

  private row(db: SqlExecutor, code: string): Promise<CouponRow | undefined> {
    return db.get<CouponRow>(sql`SELECT * FROM coupons WHERE code = ${code.trim()}`);
  }

  private async usedBy(db: SqlExecutor, code: string, customer: string): Promise<number> {
    const row = await db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM coupon_redemptions WHERE code = ${code} AND customer = ${customer.toLowerCase()}`,
    );
    return row?.n ?? 0;
  }

  private async usable(db: SqlExecutor, row: CouponRow | undefined, customer: string | undefined) {
    if (!row) return false;
    const at = this.now();
    if (row.valid_from && Date.parse(row.valid_from) > at) return false;
    if (row.valid_to && Date.parse(row.valid_to) < at) return false;
    const limit = row.kind === 'newsletter' ? 1 : row.usage_limit;
    if (limit !== null && row.times_used >= limit) return false;
    if (customer !== undefined && row.per_customer_limit !== null)
      return (await this.usedBy(db, row.code, customer)) < row.per_customer_limit;
    return true;
  }

  /** The terms of a code the shopper may use now, or undefined. `customer`: e-mail or id, when known. */
  async find(code: string, customer?: string): Promise<CouponTerms | undefined> {
    const row = await this.row(this.db, code);
    if (!row || !(await this.usable(this.db, row, customer))) return undefined;
    return { code: row.code, type: row.type, amount: row.amount };
  }

  /** Like `find`, but a code that cannot be used is the shopper's 404. */
  async require(code: string, customer?: string): Promise<CouponTerms> {
    const terms = await this.find(code, customer);
    if (!terms) throw new ApiError(404, INCORRECT_COUPON);
    return terms;
  }

  async add(coupon: NewCoupon): Promise<void> {
    await this.db.run(
      sql`INSERT INTO coupons (code, type, amount, kind, valid_from, valid_to, usage_limit, per_customer_limit,
            created_at)
          VALUES (${coupon.code}, ${coupon.type}, ${coupon.amount}, 'promo', ${coupon.validFrom ?? null},
            ${coupon.validTo ?? null}, ${coupon.usageLimit ?? null}, ${coupon.perCustomerLimit ?? null},
            ${new Date(this.now()).toISOString()})`,
    );
  }

  /**
   * Counts one use of the code by an order, inside the order's write transaction `tx` (a savepoint holding the
   * code's lock `coupon:<code>`, so two orders never both take a code's last use). Idempotent per order: a retried
   * order counts once. Returns false, counting nothing, when the code cannot be used any more.
   */
  redeem(tx: SqlExecutor, code: string, customer: string, orderId: string): Promise<boolean> {
    return tx.transaction(
      async (locked) => {
        const row = await this.row(locked, code);
        if (!row) return false;
        const done = await locked.get(
          sql`SELECT 1 AS done FROM coupon_redemptions WHERE code = ${row.code} AND order_id = ${orderId}`,
        );
        if (done) return true;
        if (!(await this.usable(locked, row, customer))) return false;
        const at = new Date(this.now()).toISOString();
        await locked.run(
          sql`INSERT INTO coupon_redemptions (code, customer, order_id, redeemed_at)
              VALUES (${row.code}, ${customer.toLowerCase()}, ${orderId}, ${at})`,
        );
        await locked.run(
          sql`UPDATE coupons SET times_used = times_used + 1, redeemed_at = ${at} WHERE code = ${row.code}`,
        );
        return true;
      },
      { locks: [couponLockKey(code)] },
    );
  }
}

/** The lock key of a coupon's uses (codes match case-insensitively). */
export const couponLockKey = (code: string) => `coupon:${code.trim().toLowerCase()}`;
