import { DEFAULT_SPOT_RULES } from '@storefront/core';
import { sql, type SqlExecutor } from '../../db/sql.js';
import { SpotBookingRefused, type SpotHolds, type SpotLineRequest, type SpotTerms } from '../../spots/spot-holds.js';

interface Hold {
  cartId: number;
  itemId: number;
  sku: string;
  from: number;
  to: number;
  qty: number;
}

/**
 * A stand-in for the spots module: capacity over half-open periods, an hourly price, and its holds in a table of the
 * cart's own database (created on first use, through the cart's transaction) so they roll back with it.
 */
export function fakeSpotHolds(): SpotHolds & {
  holds(db: SqlExecutor): Promise<Hold[]>;
  lose(itemId: number): void;
  renewals: number[];
} {
  const lost = new Set<number>();
  const renewals: number[] = [];
  const table = async (tx: SqlExecutor) => {
    await tx.run(sql`CREATE TABLE IF NOT EXISTS fake_holds (cart_id BIGINT, item_id BIGINT, sku TEXT, from_ms BIGINT,
      to_ms BIGINT, qty BIGINT, PRIMARY KEY (cart_id, item_id))`);
    return tx;
  };
  return {
    spotTerms(product): SpotTerms | undefined {
      const hourly = Number(product.hourly_rate);
      if (!(hourly > 0)) return undefined;
      return {
        sku: String(product.sku),
        places: Number(product.places ?? 1),
        hourlyRate: hourly,
        monthlyRate: Number(product.monthly_rate ?? 0),
        timeZone: 'UTC',
        rules: DEFAULT_SPOT_RULES,
      };
    },
    async holdLine(tx, request: SpotLineRequest) {
      const t = await table(tx);
      const from = Date.parse(request.bookFrom);
      const to = Date.parse(request.bookTo);
      if (!(to > from)) throw new SpotBookingRefused('The end of the booking must be after its start.');
      const price = request.isMonthly ? request.spot.monthlyRate : (request.spot.hourlyRate * (to - from)) / 3_600_000;
      if (request.price !== undefined && Math.abs(request.price - price) > 0.005)
        throw new SpotBookingRefused(`The price of ${request.spot.sku} has changed. Please review your cart.`);
      const taken = await t.get<{ n: number }>(
        sql`SELECT coalesce(sum(qty), 0) AS n FROM fake_holds WHERE sku = ${request.spot.sku} AND from_ms < ${to}
            AND to_ms > ${from} AND NOT (cart_id = ${request.cartId} AND item_id = ${request.itemId})`,
      );
      if (Number(taken?.n ?? 0) + request.qty > request.spot.places)
        throw new SpotBookingRefused(`${request.spot.sku} is not available for that period.`, 409);
      await t.run(
        sql`INSERT INTO fake_holds VALUES (${request.cartId}, ${request.itemId}, ${request.spot.sku}, ${from}, ${to},
              ${request.qty})
            ON CONFLICT (cart_id, item_id) DO UPDATE SET sku = excluded.sku, from_ms = excluded.from_ms,
              to_ms = excluded.to_ms, qty = excluded.qty`,
      );
      return { price };
    },
    async releaseLine(tx, cartId, itemId) {
      lost.delete(itemId);
      await (await table(tx)).run(sql`DELETE FROM fake_holds WHERE cart_id = ${cartId} AND item_id = ${itemId}`);
    },
    async renewCart(_tx, cartId) {
      renewals.push(cartId);
      const gone = [...lost];
      lost.clear();
      return gone;
    },
    async lostLines() {
      return [...lost];
    },
    lose: (itemId) => lost.add(itemId),
    renewals,
    holds: async (db) =>
      db.all<Hold>(
        sql`SELECT cart_id AS "cartId", item_id AS "itemId", sku, from_ms AS "from", to_ms AS "to", qty
            FROM fake_holds`,
      ),
  };
}
