import type { Database } from 'better-sqlite3';
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
 * A stand-in for the spots module (built on another branch): capacity over half-open periods, an hourly price, and
 * its holds in a table of the cart's own database so they roll back with the cart's transaction.
 */
export function fakeSpotHolds(): SpotHolds & { holds(): Hold[]; lose(itemId: number): void; renewals: number[] } {
  const lost = new Set<number>();
  const renewals: number[] = [];
  let db: Database | undefined;
  const table = (database: Database) => {
    db = database;
    database.exec(`CREATE TABLE IF NOT EXISTS fake_holds (cart_id INTEGER, item_id INTEGER, sku TEXT, from_ms INTEGER,
      to_ms INTEGER, qty INTEGER, PRIMARY KEY (cart_id, item_id))`);
    return database;
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
      };
    },
    holdLine(database, request: SpotLineRequest) {
      const t = table(database);
      const from = Date.parse(request.bookFrom);
      const to = Date.parse(request.bookTo);
      if (!(to > from)) throw new SpotBookingRefused('The end of the booking must be after its start.');
      const price = request.isMonthly ? request.spot.monthlyRate : (request.spot.hourlyRate * (to - from)) / 3_600_000;
      if (request.price !== undefined && Math.abs(request.price - price) > 0.005)
        throw new SpotBookingRefused(`The price of ${request.spot.sku} has changed. Please review your cart.`);
      const taken = t
        .prepare(
          `SELECT coalesce(sum(qty), 0) FROM fake_holds WHERE sku = ? AND from_ms < ? AND to_ms > ?
           AND NOT (cart_id = ? AND item_id = ?)`,
        )
        .pluck()
        .get(request.spot.sku, to, from, request.cartId, request.itemId) as number;
      if (taken + request.qty > request.spot.places)
        throw new SpotBookingRefused(`${request.spot.sku} is not available for that period.`, 409);
      t.prepare('INSERT OR REPLACE INTO fake_holds VALUES (?, ?, ?, ?, ?, ?)').run(
        request.cartId,
        request.itemId,
        request.spot.sku,
        from,
        to,
        request.qty,
      );
      return { price };
    },
    releaseLine(database, cartId, itemId) {
      table(database).prepare('DELETE FROM fake_holds WHERE cart_id = ? AND item_id = ?').run(cartId, itemId);
    },
    renewCart(_database, cartId) {
      renewals.push(cartId);
      const gone = [...lost];
      lost.clear();
      return gone;
    },
    lose: (itemId) => lost.add(itemId),
    renewals,
    holds: () =>
      (db
        ?.prepare(
          'SELECT cart_id AS cartId, item_id AS itemId, sku, from_ms AS "from", to_ms AS "to", qty FROM fake_holds',
        )
        .all() ?? []) as Hold[],
  };
}
