import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import {
  WishlistFullError,
  type WishlistAddition,
  type WishlistEntry,
  type WishlistRepository,
} from './wishlist-repository.js';

/** Wishlists in the `wishlist_items` table of migration 4. */
export class SqlWishlistRepository implements WishlistRepository {
  constructor(private readonly db: SqlDatabase) {}

  private select(db: SqlExecutor, customerId: number): Promise<WishlistEntry[]> {
    // The insertion order breaks ties between items added by one request, so they keep the order they were sent in
    // (SQLite's rowid; PostgreSQL's `seq` of migration 12).
    const order = db.dialect === 'postgres' ? sql`seq` : sql`rowid`;
    return db.all<WishlistEntry>(
      sql`SELECT sku, qty, added_at FROM wishlist_items WHERE customer_id = ${customerId} ORDER BY added_at, ${order}`,
    );
  }

  async list(customerId: number): Promise<WishlistEntry[]> {
    return this.select(this.db, customerId);
  }

  async merge(
    customerId: number,
    items: readonly WishlistAddition[],
    { now, limit }: { now: Date; limit: number },
  ): Promise<WishlistEntry[]> {
    const addedAt = now.toISOString();
    // The lock (PostgreSQL; SQLite's BEGIN IMMEDIATE on its own) serialises the merges of one customer, so two of
    // them cannot both count the list before the other's rows and together pass the limit.
    return this.db.transaction(
      async (tx) => {
        let inserted = 0;
        for (const item of items) {
          // The primary key makes a concurrent merge of the same sku a no-op rather than a second row.
          const { changes } = await tx.run(
            sql`INSERT INTO wishlist_items (customer_id, sku, qty, added_at)
                VALUES (${customerId}, ${item.sku}, ${item.qty ?? 1}, ${addedAt}) ON CONFLICT DO NOTHING`,
          );
          inserted += changes;
        }
        if (inserted > 0) {
          const { count } = (await tx.get<{ count: number }>(
            sql`SELECT count(*) AS count FROM wishlist_items WHERE customer_id = ${customerId}`,
          ))!;
          if (count > limit) throw new WishlistFullError(limit);
        }
        return this.select(tx, customerId);
      },
      { locks: [`wishlist:${customerId}`] },
    );
  }

  async remove(customerId: number, sku: string): Promise<WishlistEntry[]> {
    return this.db.transaction(
      async (tx) => {
        await tx.run(sql`DELETE FROM wishlist_items WHERE customer_id = ${customerId} AND sku = ${sku}`);
        return this.select(tx, customerId);
      },
      { locks: [`wishlist:${customerId}`] },
    );
  }
}
