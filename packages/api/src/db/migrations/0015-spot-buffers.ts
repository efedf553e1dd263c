import type { Migration } from './migration.js';

/**
 * The buffer a spot keeps free around each booking (its `booking_buffer_minutes`). `buffer_ms` is the spot's buffer
 * when the row was written, as `places` is its capacity then, so the guard needs no catalogue. Two bookings of one
 * place must lie `buffer` apart; a row therefore occupies its period widened by half its buffer on each side,
 * `[from_ms - buffer_ms / 2, to_ms + buffer_ms / 2)` (`spotWindow` in taken-places.ts). Widening both sides by half
 * keeps the count a count of overlapping intervals, so the peak is still the places needed: two rows a full buffer
 * apart just touch, and a third between them that is too close to either overlaps both. Buffers are whole minutes,
 * so the halves are whole milliseconds in both dialects' integer division.
 *
 * Each spot line also keeps the time zone its period was checked on and is shown in (`time_zone`, IANA): the hold or
 * booking, the cart line and the order line, so the cart, the order history, mails and passes say the period on the
 * spot's clock without asking the catalogue. Null on rows from before, and on lines that are no booking.
 *
 * The capacity guard of migration 10 is replaced by the same guard counting these windows: SQLite's two triggers
 * are dropped and created again, PostgreSQL's function is replaced under its trigger.
 */
const SQLITE_NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

const sqlitePeak = (others: string) => `
  coalesce((
    SELECT max((
      SELECT coalesce(sum(h.qty), 0) FROM spot_holds h
      WHERE h.spot_sku = NEW.spot_sku AND h.from_ms - h.buffer_ms / 2 <= p.at AND h.to_ms + h.buffer_ms / 2 > p.at
        AND (h.order_id IS NOT NULL OR h.expires_at > ${SQLITE_NOW_MS})
        AND ${others}
    ))
    FROM (
      SELECT NEW.from_ms - NEW.buffer_ms / 2 AS at
      UNION
      SELECT o.from_ms - o.buffer_ms / 2 FROM spot_holds o
      WHERE o.spot_sku = NEW.spot_sku AND o.from_ms - o.buffer_ms / 2 > NEW.from_ms - NEW.buffer_ms / 2
        AND o.from_ms - o.buffer_ms / 2 < NEW.to_ms + NEW.buffer_ms / 2
    ) p
  ), 0)`;

export const SPOT_BUFFERS_MIGRATION: Migration = {
  version: 15,
  name: 'spot buffers and time zones',
  sqlite: `
    ALTER TABLE spot_holds ADD COLUMN buffer_ms INTEGER NOT NULL DEFAULT 0 CHECK (buffer_ms >= 0);
    ALTER TABLE spot_holds ADD COLUMN time_zone TEXT;
    ALTER TABLE cart_items ADD COLUMN time_zone TEXT;
    ALTER TABLE order_items ADD COLUMN time_zone TEXT;
    DROP TRIGGER spot_holds_capacity_insert;
    DROP TRIGGER spot_holds_capacity_update;
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
    ALTER TABLE spot_holds ADD COLUMN buffer_ms BIGINT NOT NULL DEFAULT 0 CHECK (buffer_ms >= 0);
    ALTER TABLE spot_holds ADD COLUMN time_zone TEXT;
    ALTER TABLE cart_items ADD COLUMN time_zone TEXT;
    ALTER TABLE order_items ADD COLUMN time_zone TEXT;
    CREATE OR REPLACE FUNCTION spot_holds_capacity_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      now_ms BIGINT := (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT;
      peak BIGINT;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended('spot:' || NEW.spot_sku, 0));
      SELECT coalesce(max(loads.load), 0) INTO peak FROM (
        SELECT (
          SELECT coalesce(sum(h.qty), 0) FROM spot_holds h
          WHERE h.spot_sku = NEW.spot_sku AND h.from_ms - h.buffer_ms / 2 <= p.at AND h.to_ms + h.buffer_ms / 2 > p.at
            AND (h.order_id IS NOT NULL OR h.expires_at > now_ms) AND h.id <> NEW.id
        ) AS load
        FROM (
          SELECT NEW.from_ms - NEW.buffer_ms / 2 AS at
          UNION
          SELECT o.from_ms - o.buffer_ms / 2 FROM spot_holds o
          WHERE o.spot_sku = NEW.spot_sku AND o.from_ms - o.buffer_ms / 2 > NEW.from_ms - NEW.buffer_ms / 2
            AND o.from_ms - o.buffer_ms / 2 < NEW.to_ms + NEW.buffer_ms / 2
        ) p
      ) loads;
      IF peak + NEW.qty > NEW.places THEN
        RAISE EXCEPTION 'spot capacity exceeded (% over % places)', NEW.spot_sku, NEW.places
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END
    $$;
  `,
};
