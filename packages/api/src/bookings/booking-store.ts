import { sql, type SqlExecutor } from '../db/sql.js';

/** A booking as its row stores it (migration 16). */
export interface BookingRow {
  id: string;
  hold_id: number;
  order_id: string;
  order_entity_id: number;
  customer_id: number | null;
  email: string | null;
  store_code: string;
  spot_sku: string;
  spot_name: string;
  time_zone: string;
  qty: number;
  from_ms: number;
  to_ms: number;
  is_monthly: number;
  plate: string | null;
  access_code: string;
  currency: string;
  paid: number;
  due: number;
  payment_method: string;
  capture_id: string | null;
  status: 'booked' | 'cancelled';
  cancelled_at: number | null;
  refund_amount: number | null;
  refund_state: 'none' | 'pending' | 'refunded' | null;
  refund_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface BookingChargeRow {
  booking_id: string;
  old_to_ms: number;
  new_to_ms: number;
  amount: number;
  payment_method: string;
  capture_id: string | null;
}

const COLUMNS = sql`id, hold_id, order_id, order_entity_id, customer_id, email, store_code, spot_sku, spot_name,
  time_zone, qty, from_ms, to_ms, is_monthly, plate, access_code, currency, paid, due, payment_method, capture_id,
  status, cancelled_at, refund_amount, refund_state, refund_id, created_at, updated_at`;

/** PostgreSQL answers BIGINT and DOUBLE PRECISION columns as they are typed; numbers are numbers in both dialects. */
function normalised(row: BookingRow): BookingRow {
  return {
    ...row,
    hold_id: Number(row.hold_id),
    order_entity_id: Number(row.order_entity_id),
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    qty: Number(row.qty),
    from_ms: Number(row.from_ms),
    to_ms: Number(row.to_ms),
    is_monthly: Number(row.is_monthly),
    paid: Number(row.paid),
    due: Number(row.due),
    cancelled_at: row.cancelled_at === null ? null : Number(row.cancelled_at),
    refund_amount: row.refund_amount === null ? null : Number(row.refund_amount),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** The lock key a booking's changes (cancel, extend, refund) run under on PostgreSQL. */
export const bookingLockKey = (id: string) => `booking:${id}`;

/** Reads and writes of `bookings` and `booking_charges`, each in the caller's executor (a transaction or the db). */
export const bookingStore = {
  async byId(db: SqlExecutor, id: string): Promise<BookingRow | undefined> {
    const row = await db.get<BookingRow>(sql`SELECT ${COLUMNS} FROM bookings WHERE id = ${id}`);
    return row && normalised(row);
  },

  /** One page of a customer's bookings, newest first, and how many they have. */
  async ofCustomer(
    db: SqlExecutor,
    customerId: number,
    page: { page: number; pageSize: number },
  ): Promise<{ rows: BookingRow[]; total: number }> {
    const rows = await db.all<BookingRow>(
      sql`SELECT ${COLUMNS} FROM bookings WHERE customer_id = ${customerId} ORDER BY from_ms DESC, id
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    const count = await db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM bookings WHERE customer_id = ${customerId}`,
    );
    return { rows: rows.map(normalised), total: Number(count?.n ?? 0) };
  },

  async ofOrderEntity(db: SqlExecutor, entityId: number): Promise<BookingRow[]> {
    const rows = await db.all<BookingRow>(
      sql`SELECT ${COLUMNS} FROM bookings WHERE order_entity_id = ${entityId} ORDER BY from_ms, id`,
    );
    return rows.map(normalised);
  },

  async ofOrder(db: SqlExecutor, orderId: string): Promise<BookingRow[]> {
    const rows = await db.all<BookingRow>(
      sql`SELECT ${COLUMNS} FROM bookings WHERE order_id = ${orderId} ORDER BY from_ms, id`,
    );
    return rows.map(normalised);
  },

  async insert(
    db: SqlExecutor,
    row: Omit<
      BookingRow,
      'status' | 'cancelled_at' | 'refund_amount' | 'refund_state' | 'refund_id' | 'updated_at' | 'due'
    >,
  ): Promise<void> {
    await db.run(
      sql`INSERT INTO bookings (id, hold_id, order_id, order_entity_id, customer_id, email, store_code, spot_sku,
            spot_name, time_zone, qty, from_ms, to_ms, is_monthly, plate, access_code, currency, paid, due,
            payment_method, capture_id, status, created_at, updated_at)
          VALUES (${row.id}, ${row.hold_id}, ${row.order_id}, ${row.order_entity_id}, ${row.customer_id},
            ${row.email}, ${row.store_code}, ${row.spot_sku}, ${row.spot_name}, ${row.time_zone}, ${row.qty},
            ${row.from_ms}, ${row.to_ms}, ${row.is_monthly}, ${row.plate}, ${row.access_code}, ${row.currency},
            ${row.paid}, 0, ${row.payment_method}, ${row.capture_id}, 'booked', ${row.created_at}, ${row.created_at})`,
    );
  },

  async charges(db: SqlExecutor, bookingId: string): Promise<BookingChargeRow[]> {
    const rows = await db.all<BookingChargeRow>(
      sql`SELECT booking_id, old_to_ms, new_to_ms, amount, payment_method, capture_id FROM booking_charges
          WHERE booking_id = ${bookingId} ORDER BY old_to_ms`,
    );
    return rows.map((row) => ({
      ...row,
      old_to_ms: Number(row.old_to_ms),
      new_to_ms: Number(row.new_to_ms),
      amount: Number(row.amount),
    }));
  },
};
