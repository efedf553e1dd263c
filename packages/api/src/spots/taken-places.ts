import type { TakenPlaces } from '@storefront/core';
import type { Database } from 'better-sqlite3';

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
 */
export function takenPlaces(
  db: Database,
  skus: readonly string[],
  period: { fromMs: number; toMs: number },
  now: number,
  exclude?: ExcludedLine,
): TakenPlacesRow[] {
  if (skus.length === 0) return [];
  return db
    .prepare(
      `SELECT spot_sku AS sku, from_ms AS fromMs, to_ms AS toMs, qty FROM spot_holds
       WHERE spot_sku IN (SELECT value FROM json_each(?)) AND from_ms < ? AND to_ms > ?
         AND (order_id IS NOT NULL OR expires_at > ?)
         AND NOT (cart_id = ? AND item_id = ?)`,
    )
    .all(
      JSON.stringify(skus),
      period.toMs,
      period.fromMs,
      now,
      exclude?.cartId ?? -1,
      exclude?.itemId ?? -1,
    ) as TakenPlacesRow[];
}
