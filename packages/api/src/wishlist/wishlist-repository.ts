/** One item of a customer's server-side wishlist (our extension at `/api/ext/wishlist`). */
export interface WishlistEntry {
  sku: string;
  qty: number;
  /** ISO 8601, when the sku first entered the list. */
  added_at: string;
}

export interface WishlistAddition {
  sku: string;
  qty?: number | undefined;
}

/** The stored list would grow beyond `limit` items; nothing was written. */
export class WishlistFullError extends Error {
  constructor(readonly limit: number) {
    super(`A wishlist holds at most ${limit} items`);
    this.name = 'WishlistFullError';
  }
}

/**
 * Wishlists behind an asynchronous interface, so a PostgreSQL implementation can replace SQLite without touching the
 * router. Every write answers the whole list as it is after the write, in the order the items were added.
 */
export interface WishlistRepository {
  list(customerId: number): Promise<WishlistEntry[]>;
  /**
   * Union by sku in one transaction: skus already stored keep their qty and date, new ones are appended in the given
   * order (qty 1 unless given). Throws `WishlistFullError` when the list would hold more than `limit` items.
   */
  merge(
    customerId: number,
    items: readonly WishlistAddition[],
    options: { now: Date; limit: number },
  ): Promise<WishlistEntry[]>;
  remove(customerId: number, sku: string): Promise<WishlistEntry[]>;
}
