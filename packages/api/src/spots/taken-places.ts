import { MAX_BUFFER_MINUTES, placesFree, type TakenPlaces } from '@storefront/core';
import { inList, sql, type SqlExecutor } from '../db/sql.js';

export interface TakenPlacesRow extends TakenPlaces {
  sku: string;
}

/** A line whose own hold must not count against itself (renewing or re-sizing it). */
export interface ExcludedLine {
  cartId: number;
  itemId: number;
}

/** Half the longest buffer: no row's window reaches further than this beyond its period. */
const MAX_HALF_BUFFER_MS = (MAX_BUFFER_MINUTES * 60_000) / 2;

/**
 * The stretch of time a booking or hold takes a place for: its period widened by half the spot's buffer on each side
 * (migration 15), so that two bookings of one place lie a whole buffer apart and overlapping windows still count the
 * places needed. `bufferMs` is a whole number of minutes in milliseconds, so the halves are whole.
 */
export function spotWindow(
  period: { fromMs: number; toMs: number },
  bufferMs: number,
): { fromMs: number; toMs: number } {
  const half = Math.floor(bufferMs / 2);
  return { fromMs: period.fromMs - half, toMs: period.toMs + half };
}

/**
 * What takes places of the given spots over the window `[fromMs, toMs)` at `now`: confirmed bookings and holds that
 * have not expired, minus the excluded line, each as its window (its period widened by half its buffer). One query over
 * the (spot_sku, from_ms, to_ms) index for any number of spots. Migration 15's capacity guard counts by the same rules.
 */
export async function takenPlaces(
  db: SqlExecutor,
  skus: readonly string[],
  window: { fromMs: number; toMs: number },
  now: number,
  exclude?: ExcludedLine,
): Promise<TakenPlacesRow[]> {
  if (skus.length === 0) return [];
  // The plain bounds let the index narrow the rows; the widened ones decide.
  return db.all<TakenPlacesRow>(
    sql`SELECT spot_sku AS sku, from_ms - buffer_ms / 2 AS "fromMs", to_ms + buffer_ms / 2 AS "toMs", qty
        FROM spot_holds
        WHERE spot_sku ${inList(skus)} AND from_ms < ${window.toMs + MAX_HALF_BUFFER_MS}
          AND to_ms > ${window.fromMs - MAX_HALF_BUFFER_MS}
          AND from_ms - buffer_ms / 2 < ${window.toMs} AND to_ms + buffer_ms / 2 > ${window.fromMs}
          AND (order_id IS NOT NULL OR expires_at > ${now})
          AND NOT (cart_id = ${exclude?.cartId ?? -1} AND item_id = ${exclude?.itemId ?? -1})`,
  );
}

/** A spot as the count of its places needs it: capacity and the buffer kept around each booking. */
export interface CountedSpot {
  sku: string;
  places: number;
  bufferMs: number;
}

/**
 * Places of `spot` free for one more booking of `period` at `now`, buffers counted (every other booking's and this
 * one's), without the excluded line. Inside a write, call it under the spot's lock (`withSpotLocks`) so the count
 * holds until the write: the hold of a cart line and the extension of a booking alike.
 */
export async function freePlacesFor(
  db: SqlExecutor,
  spot: CountedSpot,
  period: { fromMs: number; toMs: number },
  now: number,
  exclude?: ExcludedLine,
): Promise<number> {
  const window = spotWindow(period, spot.bufferMs);
  const taken = await takenPlaces(db, [spot.sku], window, now, exclude);
  return placesFree(spot.places, taken, window);
}
