import type { Migration } from './migration.js';

/**
 * The spot capacity guard (see docs/deployment.md#the-shape-of-a-larger-shop): the database itself refuses a hold or booking that would put more places of a
 * spot in use at some instant of its period than the row's `places`. It counts by the rules of `taken-places.ts`
 * and core's `placesFree`: bookings always, holds while `expires_at` is ahead of the database clock, half-open
 * periods, the peak over the period (the load at each start of a period inside it). The code checks the same before
 * it writes, under the spot's lock; this guard answers any writer that skipped the check (a copy tool, a future path,
 * a bug). Its refusal's text is 'spot capacity exceeded' in both dialects (`spot-capacity-guard.ts` maps it to 409).
 *
 * SQLite: BEFORE INSERT/UPDATE triggers with RAISE(ABORT); one writer at a time makes them exact. The insert trigger
 * leaves out the row's own line (an upsert that re-sizes a line does not count it twice), the update trigger the row.
 *
 * PostgreSQL: a constraint trigger after each row that first takes the spot's advisory lock `spot:<sku>` (the key the
 * code's transactions lock, hashed the same way), so two transactions writing one spot are checked one after the
 * other, each seeing the other's committed rows.
 */
const SQLITE_NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

/** The peak load of other rows over NEW's period (`others`: the condition leaving NEW's own row out). */
const sqlitePeak = (others: string) => `
  coalesce((
    SELECT max((
      SELECT coalesce(sum(h.qty), 0) FROM spot_holds h
      WHERE h.spot_sku = NEW.spot_sku AND h.from_ms <= p.at AND h.to_ms > p.at
        AND (h.order_id IS NOT NULL OR h.expires_at > ${SQLITE_NOW_MS})
        AND ${others}
    ))
    FROM (
      SELECT NEW.from_ms AS at
      UNION
      SELECT o.from_ms FROM spot_holds o
      WHERE o.spot_sku = NEW.spot_sku AND o.from_ms > NEW.from_ms AND o.from_ms < NEW.to_ms
    ) p
  ), 0)`;

export const SPOT_CAPACITY_GUARD_MIGRATION: Migration = {
  version: 10,
  name: 'spot capacity guard',
  sqlite: `
    CREATE TRIGGER spot_holds_capacity_insert BEFORE INSERT ON spot_holds
    BEGIN
      SELECT RAISE(ABORT, 'spot capacity exceeded')
      WHERE NEW.qty + ${sqlitePeak('NOT (h.cart_id = NEW.cart_id AND h.item_id = NEW.item_id)')} > NEW.places;
    END;
    CREATE TRIGGER spot_holds_capacity_update BEFORE UPDATE ON spot_holds
    BEGIN
      SELECT RAISE(ABORT, 'spot capacity exceeded')
      WHERE NEW.qty + ${sqlitePeak('h.id <> NEW.id')} > NEW.places;
    END;
  `,
  postgres: `
    CREATE FUNCTION spot_holds_capacity_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      now_ms BIGINT := (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT;
      peak BIGINT;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended('spot:' || NEW.spot_sku, 0));
      SELECT coalesce(max(loads.load), 0) INTO peak FROM (
        SELECT (
          SELECT coalesce(sum(h.qty), 0) FROM spot_holds h
          WHERE h.spot_sku = NEW.spot_sku AND h.from_ms <= p.at AND h.to_ms > p.at
            AND (h.order_id IS NOT NULL OR h.expires_at > now_ms) AND h.id <> NEW.id
        ) AS load
        FROM (
          SELECT NEW.from_ms AS at
          UNION
          SELECT o.from_ms FROM spot_holds o
          WHERE o.spot_sku = NEW.spot_sku AND o.from_ms > NEW.from_ms AND o.from_ms < NEW.to_ms
        ) p
      ) loads;
      IF peak + NEW.qty > NEW.places THEN
        RAISE EXCEPTION 'spot capacity exceeded (% over % places)', NEW.spot_sku, NEW.places
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE CONSTRAINT TRIGGER spot_holds_capacity AFTER INSERT OR UPDATE ON spot_holds
      NOT DEFERRABLE FOR EACH ROW EXECUTE FUNCTION spot_holds_capacity_guard();
  `,
};
