import { expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { describeOnEachEngine } from '../test-support/test-database.js';
import { settledOnTwoConnections } from '../users/test-support/second-connection.js';
import { SqlWishlistRepository } from './sql-wishlist-repository.js';
import { WishlistFullError } from './wishlist-repository.js';

const now = new Date('2026-06-01T12:00:00Z');

describeOnEachEngine('SqlWishlistRepository', (opened) => {
  it('keeps the items of one merge in the order they were sent', async () => {
    const wishlists = new SqlWishlistRepository(opened().db);
    await wishlists.merge(7, [{ sku: 'zeta' }, { sku: 'alpha', qty: 2 }, { sku: 'mid' }], { now, limit: 10 });
    expect(await wishlists.list(7)).toEqual([
      { sku: 'zeta', qty: 1, added_at: now.toISOString() },
      { sku: 'alpha', qty: 2, added_at: now.toISOString() },
      { sku: 'mid', qty: 1, added_at: now.toISOString() },
    ]);
    expect(await wishlists.remove(7, 'alpha')).toHaveLength(2);
  });

  it('holds the limit when merges of one customer run at once on two connections', async () => {
    const results = await settledOnTwoConnections(opened(), 10, (db, i) =>
      new SqlWishlistRepository(db).merge(
        7,
        ['a', 'b', 'c', 'd', 'e'].map((letter) => ({ sku: `${letter}${i}` })),
        { now, limit: 6 },
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WishlistFullError);
    expect(await opened().db.get(sql`SELECT count(*) AS n FROM wishlist_items WHERE customer_id = 7`)).toEqual({
      n: 5,
    });
  });
});
