import { type Migration, sameInBothDialects } from './migration.js';

/**
 * A booking's life after its order (docs/parking.md). `bookings` holds one row per booked spot line: who owns it
 * (customer id, or the guest's address reached through a signed link), the period and the spot's time zone when it
 * was booked, the access code of its pass, what was paid and by which method, and its cancellation and refund. Its
 * `hold_id` is the `spot_holds` row that takes the place; cancelling deletes that row (the place is free at once) and
 * keeps this one (SQLite may give a later hold the freed row id, so `hold_id` is read only while the booking is
 * booked, and is not unique). `refund_state` is the refund's own progress: 'pending' (decided, the provider not yet confirmed;
 * a retry asks again under the same request id), 'refunded', or 'none' (nothing to give back: cash on delivery, or
 * nothing refundable).
 *
 * `booking_charges`: each paid extension (its provider capture, so a capture pays one extension only).
 *
 * `booking_jobs`: mails that must go out once, at a time, whatever process runs then (reminders before the start and
 * before the end, and the mails of a booking's changes). A poller in each process claims due jobs with a lease in a
 * transaction; `job_key` makes a job for the same event impossible to add twice.
 *
 * `fake_provider_refunds`: the local fake provider's partial refunds (a cancellation keeps part of the price), one
 * row per refund request id, so a retried refund answers the first.
 */
export const BOOKINGS_MIGRATION: Migration = sameInBothDialects({
  version: 16,
  name: 'bookings, their charges and mail jobs',
  sqlite: `
    CREATE TABLE bookings (
      id TEXT PRIMARY KEY,
      hold_id INTEGER NOT NULL,
      order_id TEXT NOT NULL,
      order_entity_id INTEGER NOT NULL,
      customer_id INTEGER,
      email TEXT,
      store_code TEXT NOT NULL DEFAULT '',
      spot_sku TEXT NOT NULL,
      spot_name TEXT NOT NULL,
      time_zone TEXT NOT NULL,
      qty INTEGER NOT NULL CHECK (qty >= 1),
      from_ms INTEGER NOT NULL,
      to_ms INTEGER NOT NULL CHECK (to_ms > from_ms),
      is_monthly INTEGER NOT NULL DEFAULT 0 CHECK (is_monthly IN (0, 1)),
      plate TEXT,
      access_code TEXT NOT NULL UNIQUE,
      currency TEXT NOT NULL,
      paid REAL NOT NULL,
      due REAL NOT NULL DEFAULT 0,
      payment_method TEXT NOT NULL,
      capture_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
      cancelled_at INTEGER,
      refund_amount REAL,
      refund_state TEXT CHECK (refund_state IS NULL OR refund_state IN ('none', 'pending', 'refunded')),
      refund_id TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
    );
    CREATE INDEX bookings_of_customer ON bookings (customer_id, from_ms);
    CREATE INDEX bookings_of_order ON bookings (order_id);

    CREATE TABLE booking_charges (
      id INTEGER PRIMARY KEY,
      booking_id TEXT NOT NULL REFERENCES bookings (id),
      old_to_ms INTEGER NOT NULL,
      new_to_ms INTEGER NOT NULL,
      amount REAL NOT NULL,
      payment_method TEXT NOT NULL,
      capture_id TEXT UNIQUE,
      created_at INTEGER NOT NULL,
      UNIQUE (booking_id, old_to_ms)
    );

    CREATE TABLE booking_jobs (
      id INTEGER PRIMARY KEY,
      job_key TEXT NOT NULL UNIQUE,
      booking_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      due_at INTEGER NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'dropped')),
      lease_owner TEXT,
      lease_until INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0,
      payload TEXT,
      done_at INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX booking_jobs_due ON booking_jobs (state, due_at);

    CREATE TABLE fake_provider_refunds (
      request_id TEXT PRIMARY KEY,
      capture_id TEXT NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL,
      refund_id TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX fake_provider_refunds_of_capture ON fake_provider_refunds (capture_id);
  `,
});
