import type { TakenPlaces } from '@storefront/core';
import { inList, sql, type SqlExecutor } from '../db/sql.js';

export interface TakenPlacesRow extends TakenPlaces {
  sku: string;
}

/** A line whose own hold must not count against itself (renewing or re-sizing it). */
export interface ExcludedLine {
  cartId: number;
  itemId: number;
}

/**
 * What takes places of the given spots over `[fromMs, toMs)` at `now`: confirmed bookings and holds that have not
 * expired, minus the excluded line. One query over the (spot_sku, from_ms, to_ms) index for any number of spots.
 * Migration 10's capacity guard counts by the same rules.
 */
export async function takenPlaces(
  db: SqlExecutor,
  skus: readonly string[],
  period: { fromMs: number; toMs: number },
  now: number,
  exclude?: ExcludedLine,
): Promise<TakenPlacesRow[]> {
  if (skus.length === 0) return [];
  return db.all<TakenPlacesRow>(
    sql`SELECT spot_sku AS sku, from_ms AS "fromMs", to_ms AS "toMs", qty FROM spot_holds
        WHERE spot_sku ${inList(skus)} AND from_ms < ${period.toMs} AND to_ms > ${period.fromMs}
          AND (order_id IS NOT NULL OR expires_at > ${now})
          AND NOT (cart_id = ${exclude?.cartId ?? -1} AND item_id = ${exclude?.itemId ?? -1})`,
  );
}
