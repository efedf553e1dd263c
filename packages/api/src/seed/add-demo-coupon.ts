import { DEMO_COUPON } from '../cart/demo-coupon.js';
import { sql, type SqlExecutor } from '../db/sql.js';

/**
 * `seedDemoCoupon` (cart/demo-coupon.ts) over the SQL port, so seeding works on PostgreSQL too: the same row, and a
 * shop's own coupon of that code is never overwritten. To fold into `seedDemoCoupon` once that moves onto the port.
 */
export async function addDemoCoupon(db: SqlExecutor, now = Date.now()): Promise<void> {
  await db.run(
    sql`INSERT INTO coupons (code, type, amount, kind, created_at)
        VALUES (${DEMO_COUPON.code}, ${DEMO_COUPON.type}, ${DEMO_COUPON.amount}, 'promo', ${new Date(now).toISOString()})
        ON CONFLICT DO NOTHING`,
  );
}
