import type { CouponTerms } from '@storefront/core';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/api-error.js';

/** Magento's message for a code that does not exist, is out of its dates or is used up (exact, spec). */
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again.";

interface CouponRow {
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
 */
export class CouponRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private row(code: string): CouponRow | undefined {
    return this.db.prepare('SELECT * FROM coupons WHERE code = ?').get(code.trim()) as CouponRow | undefined;
  }

  private usedBy(code: string, customer: string): number {
    return this.db
      .prepare('SELECT count(*) FROM coupon_redemptions WHERE code = ? AND customer = ?')
      .pluck()
      .get(code, customer.toLowerCase()) as number;
  }

  private usable(row: CouponRow | undefined, customer: string | undefined): row is CouponRow {
    if (!row) return false;
    const at = this.now();
    if (row.valid_from && Date.parse(row.valid_from) > at) return false;
    if (row.valid_to && Date.parse(row.valid_to) < at) return false;
    const limit = row.kind === 'newsletter' ? 1 : row.usage_limit;
    if (limit !== null && row.times_used >= limit) return false;
    if (customer !== undefined && row.per_customer_limit !== null)
      return this.usedBy(row.code, customer) < row.per_customer_limit;
    return true;
  }

  /** The terms of a code the shopper may use now, or undefined. `customer`: e-mail or id, when known. */
  find(code: string, customer?: string): CouponTerms | undefined {
    const row = this.row(code);
    return this.usable(row, customer) ? { code: row.code, type: row.type, amount: row.amount } : undefined;
  }

  /** Like `find`, but a code that cannot be used is the shopper's 404. */
  require(code: string, customer?: string): CouponTerms {
    const terms = this.find(code, customer);
    if (!terms) throw new ApiError(404, INCORRECT_COUPON);
    return terms;
  }

  add(coupon: NewCoupon): void {
    this.db
      .prepare(
        `INSERT INTO coupons (code, type, amount, kind, valid_from, valid_to, usage_limit, per_customer_limit,
           created_at) VALUES (?, ?, ?, 'promo', ?, ?, ?, ?, ?)`,
      )
      .run(
        coupon.code,
        coupon.type,
        coupon.amount,
        coupon.validFrom ?? null,
        coupon.validTo ?? null,
        coupon.usageLimit ?? null,
        coupon.perCustomerLimit ?? null,
        new Date(this.now()).toISOString(),
      );
  }

  /**
   * Counts one use of the code by an order (the order code calls this when the order is placed). Idempotent per
   * order: a retried order counts once. Returns false, counting nothing, when the code cannot be used any more.
   */
  redeem(code: string, customer: string, orderId: string): boolean {
    return this.db
      .transaction(() => {
        const row = this.row(code);
        if (!row) return false;
        const done = this.db
          .prepare('SELECT 1 FROM coupon_redemptions WHERE code = ? AND order_id = ?')
          .get(row.code, orderId);
        if (done) return true;
        if (!this.usable(row, customer)) return false;
        const at = new Date(this.now()).toISOString();
        this.db
          .prepare('INSERT INTO coupon_redemptions (code, customer, order_id, redeemed_at) VALUES (?, ?, ?, ?)')
          .run(row.code, customer.toLowerCase(), orderId, at);
        this.db
          .prepare('UPDATE coupons SET times_used = times_used + 1, redeemed_at = ? WHERE code = ?')
          .run(at, row.code);
        return true;
      })
      .immediate();
  }
}
