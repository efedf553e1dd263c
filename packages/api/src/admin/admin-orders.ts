import { canMoveOrder, orderMoveRefusal, type AdminOrderStatus } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import { inList, sql, type Sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { orderNumber } from '../orders/order-service.js';
import { orderLockKey, type OrderItemRow, type OrderRow } from '../orders/order-store.js';
import type { PaymentService } from '../payment/payment-service.js';
import { logger } from '../log/logger.js';
import { containing } from './catalog-lookup.js';
import type { BookingRow } from '../bookings/booking-store.js';
import { recordAudit, type AdminActor, type AuditEntry } from './audit.js';
import { recordWebhookEvent } from '../webhooks/webhook-events.js';

/** The payment method whose money the shop took online (the provider's capture), the only one a refund gives back. */
const ONLINE_METHOD = 'vsfpaypal';

export const ORDER_NOT_FOUND = (number: string) => `No order ${number}`;
export const ORDER_NOT_REFUNDABLE = 'Only an order paid online with a capture can be refunded';
export const ORDER_NOTHING_TO_REFUND = 'Nothing of this order is left to refund';
export const ORDER_HAS_BOOKINGS =
  'This order has parking bookings that are still booked: cancel them first, so their places are freed and their refunds follow the cancellation policy';

export interface OrderListQuery {
  q?: string | undefined;
  status?: string | undefined;
  payment?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: string;
  page: number;
  pageSize: number;
}

const SORT_COLUMNS: Record<string, Sql> = {
  created_at: sql`o.created_at`,
  grand_total: sql`o.grand_total`,
  number: sql`o.entity_id`,
  status: sql`o.status`,
};

/** `YYYY-MM-DD` as the start of that day in UTC, in the orders' ISO text; a full timestamp as it is. */
function isoBound(value: string, endOfDay: boolean): string {
  if (value.length > 10) return new Date(value).toISOString();
  const day = new Date(`${value}T00:00:00.000Z`);
  if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

export interface OrderSummary {
  number: string;
  orderId: string;
  createdAt: string;
  status: string;
  email: string | null;
  customerId: number | null;
  grandTotal: number | null;
  currency: string | null;
  paymentMethod: string | null;
  items: number;
}

function summary(row: OrderRow & { items?: number }): OrderSummary {
  return {
    number: orderNumber(Number(row.entity_id)),
    orderId: row.order_id,
    createdAt: row.created_at,
    status: row.status,
    email: row.email,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    grandTotal: row.grand_total,
    currency: row.currency,
    paymentMethod: row.payment_method,
    items: Number(row.items ?? 0),
  };
}

/** The entity id of an order number (`000000042` or `42`), or undefined for anything else. */
export function entityIdOf(number: string): number | undefined {
  return /^\d{1,15}$/.test(number) ? Number(number) : undefined;
}

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export interface AdminOrdersDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  mailer: Mailer;
  /** The provider that took the money (absent: refunds answer 503). */
  payments?: PaymentService;
  /** Ends the bookings of an order the back-office refunds, in the refund's transaction (absent: no bookings). */
  bookings?: OrderRefundBookings;
  now: () => number;
}

/** What the refund needs of the bookings (`BookingService`). */
export interface OrderRefundBookings {
  cancelForOrderRefund(tx: SqlExecutor, orderId: string, now: number): Promise<BookingRow[]>;
  finishRefunds(rows: readonly BookingRow[]): Promise<void>;
}

interface RefundRow {
  order_entity_id: number;
  capture_id: string;
  amount: number;
  currency: string;
  request_id: string;
  state: 'pending' | 'refunded';
  refund_id: string | null;
  created_at: number;
}

function refundView(row: RefundRow) {
  return {
    amount: Number(row.amount),
    currency: row.currency,
    state: row.state,
    refundId: row.refund_id,
    requestedAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Orders in the back-office (docs/back-office.md#orders). */
export class AdminOrders {
  constructor(private readonly deps: AdminOrdersDependencies) {}

  private get db(): SqlDatabase {
    return this.deps.database;
  }

  async list(query: OrderListQuery): Promise<{ items: OrderSummary[]; total: number }> {
    const where: Sql[] = [sql`o.state = 'placed'`];
    if (query.q) {
      const id = entityIdOf(query.q);
      const like = containing(query.q);
      where.push(
        sql`(${id !== undefined ? sql`o.entity_id = ${id} OR ` : sql``}lower(o.email) LIKE ${like} ESCAPE '\\'
             OR o.order_id = ${query.q}
             OR EXISTS (SELECT 1 FROM order_items i WHERE i.entity_id = o.entity_id AND lower(i.sku) LIKE ${like} ESCAPE '\\'))`,
      );
    }
    if (query.status) where.push(sql`o.status = ${query.status}`);
    if (query.payment) where.push(sql`o.payment_method = ${query.payment}`);
    if (query.from) where.push(sql`o.created_at >= ${isoBound(query.from, false)}`);
    if (query.to) where.push(sql`o.created_at < ${isoBound(query.to, true)}`);
    const condition = where.reduce((all, part) => sql`${all} AND ${part}`);
    const descending = query.sort.startsWith('-');
    const column = SORT_COLUMNS[query.sort.replace(/^-/, '')] ?? SORT_COLUMNS.created_at!;
    const order = descending ? sql`${column} DESC, o.entity_id DESC` : sql`${column} ASC, o.entity_id ASC`;
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM orders o WHERE ${condition}`);
    const rows = await this.db.all<OrderRow & { items: number }>(
      sql`SELECT o.*, (SELECT COUNT(*) FROM order_items i WHERE i.entity_id = o.entity_id) AS items
          FROM orders o WHERE ${condition} ORDER BY ${order}
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    );
    return { total: Number(total?.n ?? 0), items: rows.map(summary) };
  }

  private async placed(db: SqlExecutor, number: string): Promise<OrderRow> {
    const id = entityIdOf(number);
    const row =
      id === undefined
        ? undefined
        : await db.get<OrderRow>(sql`SELECT * FROM orders WHERE entity_id = ${id} AND state = 'placed'`);
    if (!row) throw new ApiError(404, ORDER_NOT_FOUND(number));
    return row;
  }

  /** An order's page: lines, booking periods, addresses, payment, refund and status history. */
  async detail(number: string) {
    const row = await this.placed(this.db, number);
    const entityId = Number(row.entity_id);
    const [items, bookings, payments, refund, history] = await Promise.all([
      this.db.all<OrderItemRow>(sql`SELECT * FROM order_items WHERE entity_id = ${entityId} ORDER BY id`),
      this.db.all<Record<string, unknown>>(
        sql`SELECT id, spot_sku, spot_name, qty, from_ms, to_ms, time_zone, is_monthly, plate, status, paid, due,
                   refund_amount, refund_state
            FROM bookings WHERE order_id = ${row.order_id} ORDER BY from_ms`,
      ),
      this.db.all<Record<string, unknown>>(
        sql`SELECT provider, provider_order_id, amount, currency, status, capture_id, refund_id
            FROM payment_orders WHERE order_id = ${row.order_id}`,
      ),
      this.db.get<RefundRow>(sql`SELECT * FROM order_refunds WHERE order_entity_id = ${entityId}`),
      this.db.all<{ from_status: string; to_status: string; note: string; created_at: number; email: string | null }>(
        sql`SELECT h.from_status, h.to_status, h.note, h.created_at, u.email FROM order_status_history h
            LEFT JOIN admin_users u ON u.id = h.admin_user_id
            WHERE h.order_entity_id = ${entityId} ORDER BY h.id`,
      ),
    ]);
    return {
      ...summary({ ...row, items: items.length }),
      totals: {
        subtotal: row.subtotal,
        subtotalInclTax: row.subtotal_incl_tax,
        shipping: row.shipping,
        shippingInclTax: row.shipping_incl_tax,
        discount: row.discount,
        tax: row.tax,
        grandTotal: row.grand_total,
        couponCode: row.coupon_code,
      },
      shippingAddress: parseJson(row.shipping_address),
      billingAddress: parseJson(row.billing_address),
      shipping: { carrier: row.shipping_carrier_code, method: row.shipping_method_code },
      payment: {
        method: row.payment_method,
        reference: row.payment_reference,
        providerOrders: payments,
        refund: refund ? refundView(refund) : null,
      },
      lines: items.map((item) => ({
        sku: item.sku,
        parentSku: item.parent_sku,
        name: item.name,
        qty: Number(item.qty),
        price: item.price,
        priceInclTax: item.price_incl_tax,
        rowTotalInclTax: item.row_total_incl_tax,
        options: parseJson(item.option_labels),
        ...(item.book_from && { bookFrom: item.book_from, bookTo: item.book_to, isMonthly: Boolean(item.is_monthly) }),
      })),
      bookings: bookings.map((booking) => ({
        id: booking.id,
        sku: booking.spot_sku,
        name: booking.spot_name,
        qty: Number(booking.qty),
        from: new Date(Number(booking.from_ms)).toISOString(),
        to: new Date(Number(booking.to_ms)).toISOString(),
        timeZone: booking.time_zone,
        monthly: Boolean(Number(booking.is_monthly)),
        plate: booking.plate,
        status: booking.status,
        refund: booking.refund_state ? { amount: booking.refund_amount, state: booking.refund_state } : null,
      })),
      history: [
        { status: 'pending', note: 'Placed', at: row.created_at, by: null },
        ...history.map((entry) => ({
          status: entry.to_status,
          from: entry.from_status,
          note: entry.note,
          at: new Date(Number(entry.created_at)).toISOString(),
          by: entry.email,
        })),
      ],
    };
  }

  /** Moves an order's status by the allowed moves, with its history row and audit in one transaction. */
  async setStatus(number: string, to: AdminOrderStatus, note: string, actor: AdminActor) {
    const now = this.deps.now();
    const located = await this.placed(this.db, number);
    await this.db.transaction(
      async (tx) => {
        const row = await this.placed(tx, number);
        if (!canMoveOrder(row.status, to)) throw new ApiError(409, orderMoveRefusal(row.status, to));
        if (to === 'canceled') {
          const booked = await tx.get(
            sql`SELECT 1 AS booked FROM bookings WHERE order_id = ${row.order_id} AND status = 'booked' LIMIT 1`,
          );
          if (booked) throw new ApiError(409, ORDER_HAS_BOOKINGS);
        }
        const changed = await tx.run(
          sql`UPDATE orders SET status = ${to}, updated_at = ${new Date(now).toISOString()}
              WHERE entity_id = ${row.entity_id} AND status = ${row.status}`,
        );
        if (changed.changes !== 1) throw new ApiError(409, 'The order changed meanwhile: load it again');
        await tx.run(
          sql`INSERT INTO order_status_history (order_entity_id, from_status, to_status, note, admin_user_id, created_at)
              VALUES (${row.entity_id}, ${row.status}, ${to}, ${note}, ${actor.userId}, ${now})`,
        );
        await auditOrder(tx, actor, Number(row.entity_id), 'order.status', now, {
          before: { status: row.status },
          after: { status: to, note },
        });
        if (to === 'canceled')
          await recordWebhookEvent(
            tx,
            {
              type: 'order.canceled',
              subject: row.order_id,
              data: { order_id: row.order_id, number: orderNumber(Number(row.entity_id)), status: to, note },
            },
            now,
          );
      },
      { locks: [orderLockKey(located.order_id)] },
    );
    return this.detail(number);
  }

  /**
   * Refunds what is left of an order's online payment through the provider that took it, exactly once: the refund
   * is decided in a transaction under the order's lock (one `order_refunds` row; its audit rides along), then asked of
   * the provider under the row's fixed request id, which the provider answers with its first refund however often it
   * is asked (a retry, twenty clicks, another process). A provider failure leaves it pending; asking again finishes it.
   */
  async refund(number: string, actor: AdminActor) {
    const payments = this.deps.payments;
    if (!payments) throw new ApiError(503, 'No payment provider is configured');
    const now = this.deps.now();
    const located = await this.placed(this.db, number);
    const decided = await this.db.transaction(
      async (tx) => {
        const row = await this.placed(tx, number);
        const entityId = Number(row.entity_id);
        const earlier = await tx.get<RefundRow>(sql`SELECT * FROM order_refunds WHERE order_entity_id = ${entityId}`);
        // Asked again, the refund also ends a booking it left live (one refunded before refunds ended them).
        if (earlier) return { ...earlier, cancelled: await this.cancelBookings(tx, row.order_id, now) };
        if (row.payment_method !== ONLINE_METHOD || !row.payment_reference || !row.currency)
          throw new ApiError(409, ORDER_NOT_REFUNDABLE);
        // What booking cancellations gave back (or are giving back) of the same capture is not given twice.
        const given = await tx.get<{ amount: number | null }>(
          sql`SELECT SUM(refund_amount) AS amount FROM bookings
              WHERE order_id = ${row.order_id} AND refund_state ${inList(['pending', 'refunded'])}`,
        );
        const amount = Math.round(((row.grand_total ?? 0) - Number(given?.amount ?? 0)) * 100) / 100;
        if (!(amount > 0)) throw new ApiError(409, ORDER_NOTHING_TO_REFUND);
        const requestId = `order-refund-${row.order_id}`;
        await tx.run(
          sql`INSERT INTO order_refunds (order_entity_id, capture_id, amount, currency, request_id, state, admin_user_id,
                                         created_at, updated_at)
              VALUES (${entityId}, ${row.payment_reference}, ${amount}, ${row.currency}, ${requestId}, 'pending',
                      ${actor.userId}, ${now}, ${now})`,
        );
        await auditOrder(tx, actor, entityId, 'order.refund', now, {
          before: { refund: null },
          after: { refund: { amount, currency: row.currency, capture: row.payment_reference } },
        });
        // The whole order comes back, so its bookings end with the decision: no live pass for money given back.
        const cancelled = await this.cancelBookings(tx, row.order_id, now);
        const refund = (await tx.get<RefundRow>(sql`SELECT * FROM order_refunds WHERE order_entity_id = ${entityId}`))!;
        return { ...refund, cancelled };
      },
      { locks: [orderLockKey(located.order_id)] },
    );
    await this.deps.bookings?.finishRefunds(decided.cancelled);
    if (decided.state === 'pending') {
      const refundId = await payments.refundPart(
        decided.capture_id,
        Number(decided.amount),
        decided.currency,
        decided.request_id,
      );
      await this.db.transaction(async (tx) => {
        const at = this.deps.now();
        const marked = await tx.run(
          sql`UPDATE order_refunds SET state = 'refunded', refund_id = ${refundId}, updated_at = ${at}
              WHERE order_entity_id = ${decided.order_entity_id} AND state = 'pending'`,
        );
        // The event goes with the refund's own commit, once: a second process finds it refunded already.
        if (marked.changes === 1) {
          const order = await tx.get<{ order_id: string }>(
            sql`SELECT order_id FROM orders WHERE entity_id = ${decided.order_entity_id}`,
          );
          await recordWebhookEvent(
            tx,
            {
              type: 'order.refunded',
              subject: order?.order_id ?? decided.order_entity_id,
              data: {
                order_id: order?.order_id ?? null,
                number: orderNumber(Number(decided.order_entity_id)),
                amount: Number(decided.amount),
                currency: decided.currency,
                refund_id: refundId,
              },
            },
            at,
          );
        }
      });
    }
    const final = await this.db.get<RefundRow>(
      sql`SELECT * FROM order_refunds WHERE order_entity_id = ${decided.order_entity_id}`,
    );
    return refundView(final!);
  }

  /** The order's bookings still booked, cancelled inside the refund's transaction (docs/back-office.md#orders). */
  private async cancelBookings(tx: SqlExecutor, orderId: string, now: number) {
    return (await this.deps.bookings?.cancelForOrderRefund(tx, orderId, now)) ?? [];
  }

  /** Sends the order's confirmation again, to the order's address, rebuilt from what the order stored. */
  async resendConfirmation(number: string, actor: AdminActor): Promise<{ to: string }> {
    const row = await this.placed(this.db, number);
    if (!row.email) throw new ApiError(409, 'This order has no e-mail address');
    const items = await this.db.all<OrderItemRow>(
      sql`SELECT * FROM order_items WHERE entity_id = ${row.entity_id} ORDER BY id`,
    );
    const mail = storedOrderMail(row, items, this.deps.config);
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      logger.error({ err: error }, `Resending the confirmation of order ${mail.subject} failed`);
      throw new ApiError(502, 'The mail server did not take the mail; it is listed among the failed mails');
    }
    const now = this.deps.now();
    await this.db.transaction((tx) =>
      auditOrder(tx, actor, Number(row.entity_id), 'order.resend-confirmation', now, { after: { to: row.email } }),
    );
    return { to: row.email };
  }
}

/** Audits a back-office write on an order, named by its number, in the write's own transaction. */
function auditOrder(
  tx: SqlExecutor,
  actor: AdminActor,
  entityId: number,
  action: string,
  at: number,
  change: Pick<AuditEntry, 'before' | 'after'>,
): Promise<void> {
  return recordAudit(tx, actor, { action, targetType: 'order', targetId: orderNumber(entityId), ...change }, at);
}

const money = (value: number | null, currency: string | null) =>
  value === null ? '' : `${value.toFixed(2)} ${currency ?? ''}`.trim();

/**
 * The confirmation mail of a stored order: its number, lines with their periods, totals and payment method. The
 * addresses are not repeated: the order's address may not be the customer's own (a guest names any address).
 */
export function storedOrderMail(row: OrderRow, items: OrderItemRow[], config: ApiConfig): OutgoingMail {
  const number = orderNumber(Number(row.entity_id));
  const lines = items.map((item) => {
    const period = item.book_from && item.book_to ? ` (${item.book_from} – ${item.book_to})` : '';
    return `${item.qty} × ${item.name} [${item.sku}]${period}: ${money(item.row_total_incl_tax, row.currency)}`;
  });
  const totals = [
    `Subtotal: ${money(row.subtotal_incl_tax, row.currency)}`,
    ...(row.shipping_incl_tax ? [`Shipping: ${money(row.shipping_incl_tax, row.currency)}`] : []),
    ...(row.discount ? [`Discount: ${money(row.discount, row.currency)}`] : []),
    `Grand total: ${money(row.grand_total, row.currency)}`,
  ];
  const payment =
    config.cart.paymentMethods.find((method) => method.code === row.payment_method)?.title ?? row.payment_method ?? '';
  const sections: Array<[string, string[]]> = [
    ['Items', lines],
    ['Totals', totals],
    ['Payment method', [payment]],
  ];
  const text =
    `Thank you for your order!\n\nYour order number is ${number}.\n\n` +
    sections.map(([title, rows]) => `${title}\n${rows.map((r) => `  ${r}`).join('\n')}`).join('\n\n') +
    '\n';
  return { kind: 'order-confirmation', to: row.email ?? '', subject: `Your order ${number}`, text };
}
