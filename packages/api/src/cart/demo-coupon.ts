import { sql, type SqlExecutor } from '../db/sql.js';

/** The developers' coupon the demo seeding adds (README, "Cart"): 10 % off, no dates, no limits. */
export const DEMO_COUPON = { code: 'DEMO10', type: 'percent', amount: 10 } as const;

/** Adds the demo coupon unless a coupon of that code exists: a shop's own code is never overwritten. */
export async function seedDemoCoupon(db: SqlExecutor, now = Date.now()): Promise<void> {
  await db.run(
    sql`INSERT INTO coupons (code, type, amount, kind, created_at)
        VALUES (${DEMO_COUPON.code}, ${DEMO_COUPON.type}, ${DEMO_COUPON.amount}, 'promo', ${new Date(now).toISOString()})
        ON CONFLICT DO NOTHING`,
  );
}
