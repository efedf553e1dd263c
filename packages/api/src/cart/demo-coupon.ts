import type { Database } from 'better-sqlite3';

/** The developers' coupon the demo seeding adds (README, "Cart"): 10 % off, no dates, no limits. */
export const DEMO_COUPON = { code: 'DEMO10', type: 'percent', amount: 10 } as const;

/** Adds the demo coupon unless a coupon of that code exists (a shop's own code is never overwritten). */
export function seedDemoCoupon(db: Database, now = Date.now()): void {
  db.prepare(
    `INSERT INTO coupons (code, type, amount, kind, created_at) VALUES (?, ?, ?, 'promo', ?) ON CONFLICT DO NOTHING`,
  ).run(DEMO_COUPON.code, DEMO_COUPON.type, DEMO_COUPON.amount, new Date(now).toISOString());
}
