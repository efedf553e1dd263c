import type { Database, Statement } from 'better-sqlite3';
import {
  WishlistFullError,
  type WishlistAddition,
  type WishlistEntry,
  type WishlistRepository,
} from './wishlist-repository.js';

/** Wishlists in the `wishlist_items` table of migration 4. */
export class SqliteWishlistRepository implements WishlistRepository {
  private readonly select: Statement<[number], WishlistEntry>;
  private readonly count: Statement<[number], number>;
  private readonly insert: Statement<[number, string, number, string]>;
  private readonly delete: Statement<[number, string]>;

  constructor(private readonly db: Database) {
    // rowid breaks ties between items added by one request, so they keep the order they were sent in.
    this.select = db.prepare<[number], WishlistEntry>(
      'SELECT sku, qty, added_at FROM wishlist_items WHERE customer_id = ? ORDER BY added_at, rowid',
    );
    this.count = db.prepare<[number], number>('SELECT count(*) FROM wishlist_items WHERE customer_id = ?').pluck();
    // The primary key makes a concurrent merge of the same sku a no-op rather than a second row.
    this.insert = db.prepare(
      'INSERT INTO wishlist_items (customer_id, sku, qty, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.delete = db.prepare('DELETE FROM wishlist_items WHERE customer_id = ? AND sku = ?');
  }

  // async: a failed write rejects the promise rather than throwing at the call, as a networked database would.
  async list(customerId: number): Promise<WishlistEntry[]> {
    return this.select.all(customerId);
  }

  async merge(
    customerId: number,
    items: readonly WishlistAddition[],
    { now, limit }: { now: Date; limit: number },
  ): Promise<WishlistEntry[]> {
    const addedAt = now.toISOString();
    // IMMEDIATE takes the write lock before counting, so two servers on one file cannot both pass the limit check.
    const write = this.db.transaction(() => {
      let inserted = 0;
      for (const item of items) inserted += this.insert.run(customerId, item.sku, item.qty ?? 1, addedAt).changes;
      if (inserted > 0 && this.count.get(customerId)! > limit) throw new WishlistFullError(limit);
      return this.select.all(customerId);
    });
    return write.immediate();
  }

  async remove(customerId: number, sku: string): Promise<WishlistEntry[]> {
    const write = this.db.transaction(() => {
      this.delete.run(customerId, sku);
      return this.select.all(customerId);
    });
    return write.immediate();
  }
}
