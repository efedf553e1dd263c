import type { Database } from 'better-sqlite3';
import { sql, type SqlExecutor } from '../db/sql.js';

/** The developers' coupon the demo seeding adds (README, "Cart"): 10 % off, no dates, no limits. */
export const DEMO_COUPON = { code: 'DEMO10', type: 'percent', amount: 10 } as const;

/**
 * Adds the demo coupon unless a coupon of that code exists (a shop's own code is never overwritten). Over the SQL
 * port it resolves when written; a raw better-sqlite3 handle (callers not yet on the port) is written at once.
 */
export function seedDemoCoupon(db: SqlExecutor, now?: number): Promise<void>;
export function seedDemoCoupon(db: Database, now?: number): void;
export function seedDemoCoupon(db: SqlExecutor | Database, now = Date.now()): Promise<void> | void {
  const at = new Date(now).toISOString();
  if ('dialect' in db)
    return db
      .run(
        sql`INSERT INTO coupons (code, type, amount, kind, created_at)
            VALUES (${DEMO_COUPON.code}, ${DEMO_COUPON.type}, ${DEMO_COUPON.amount}, 'promo', ${at})
            ON CONFLICT DO NOTHING`,
      )
      .then(() => undefined);
  db.prepare(
    `INSERT INTO coupons (code, type, amount, kind, created_at) VALUES (?, ?, ?, 'promo', ?) ON CONFLICT DO NOTHING`,
  ).run(DEMO_COUPON.code, DEMO_COUPON.type, DEMO_COUPON.amount, at);
}
