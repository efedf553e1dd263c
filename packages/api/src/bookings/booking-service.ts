import { randomBytes } from 'node:crypto';
import {
  ACCESS_CODE_BYTES,
  accessCodeFromBytes,
  BOOKING_ALREADY_CANCELLED,
  BOOKING_ALREADY_STARTED,
  BOOKING_ENDED,
  BOOKING_NOT_FOUND,
  bookingCalendar,
  bookingPhase,
  cancellationPolicyText,
  cancellationTerms,
  EXTENSION_CHANGED,
  EXTENSION_NOT_FREE,
  EXTENSION_NOT_PRICED,
  EXTENSION_PAYMENT_INVALID,
  EXTENSION_PAYMENT_REQUIRED,
  EXTENSION_REFUNDED,
  EXTENSION_TO_INVALID,
  extensionCharge,
  formatAccessCode,
  formatBookingPeriod,
  parseBookingInstant,
  placesFree,
  resolvePublicOrigin,
  roundPrice,
  SPOT_GONE,
  spotExtensionProblem,
  type BookingRules,
  type BookingView,
  type BookingsPage,
  type BookingsPageQuery,
  type CancellationPolicy,
  type ExtensionQuote,
  type SpotTerms,
} from '@storefront/core';
import type { ApiConfig } from '../config.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { logger } from '../log/logger.js';
import {
  bookingCancelledMail,
  bookingExtendedMail,
  bookingPassSection,
  bookingReminderMail,
  type BookingMailView,
} from '../mail/booking-mails.js';
import type { Mailer } from '../mail/mailer.js';
import type { OrderBookings, OrderBookingsRecorder } from '../orders/order-bookings.js';
import { orderLockKey } from '../orders/order-store.js';
import type { PaymentService } from '../payment/payment-service.js';
import { providerAmount } from '../payment/provider-amount.js';
import { refusingOverbooking } from '../spots/spot-capacity-guard.js';
import { extensionCapExceeded } from '../spots/spot-messages.js';
import { withSpotLocks } from '../spots/spot-locks.js';
import { takenPlaces } from '../spots/taken-places.js';
import { addBookingJob, dropBookingJobs, type BookingJob } from './booking-jobs.js';
import type { BookingLinks } from './booking-link.js';
import { passQrSvg } from './booking-pass.js';
import { bookingLockKey, bookingStore, type BookingRow } from './booking-store.js';
import { spotTimeZone } from './spot-time-zone.js';
import { recordWebhookEvent } from '../webhooks/webhook-events.js';

/** The payment method whose money the provider holds (see payment-service's PROVIDER_METHOD_CODE). */
const PROVIDER_METHOD = 'vsfpaypal';
const CASH_ON_DELIVERY = 'cashondelivery';

/** Who asks: a customer's token, a guest link's token, both or neither. */
export interface BookingAccess {
  customerId?: number | undefined;
  link?: string | undefined;
}

/** The catalogue's word on a spot: its document (time zone, name) and terms, or undefined when it is gone. */
export type SpotLookup = (
  sku: string,
  storeCode: string,
) => Promise<{ document: Record<string, unknown>; terms: SpotTerms } | undefined>;

export interface BookingServiceDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  rules: BookingRules;
  links: BookingLinks;
  mailer: Mailer;
  /** The provider's side of the money; undefined when no provider is configured (tests of cash on delivery). */
  payments: PaymentService | undefined;
  spots: SpotLookup;
  now: () => number;
}

/** A booking as the API answers it (its schema is core's contract, which the storefront reads it with). */
export type { BookingView, ExtensionQuote } from '@storefront/core';

/** The plate of the checkout's listing details, when it carries one (`plate` or `vehiclePlate`). */
function plateOf(listing: unknown): string | null {
  if (typeof listing !== 'object' || listing === null) return null;
  const record = listing as Record<string, unknown>;
  const plate = record.plate ?? record.vehiclePlate;
  return typeof plate === 'string' && plate.trim() !== '' ? plate.trim().slice(0, 20) : null;
}

function newAccessCode(): string {
  for (;;) {
    const code = accessCodeFromBytes(randomBytes(ACCESS_CODE_BYTES));
    if (code) return code;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

/**
 * Cancels a booking that is still booked, in the caller's transaction (the shopper's cancel and the order refund's
 * alike): `refund` of it is to come back (pending until the provider is asked after the commit), nothing stays due,
 * its place is freed, its reminders are dropped, and the cancellation mail and the `booking.canceled` event are
 * queued. Answers false, having written nothing, when the booking was no longer booked.
 */
async function writeCancellation(tx: SqlExecutor, row: BookingRow, refund: number, now: number): Promise<boolean> {
  const state = refund > 0 ? 'pending' : 'none';
  const changed = await tx.run(
    sql`UPDATE bookings SET status = 'cancelled', cancelled_at = ${now}, refund_amount = ${refund},
          refund_state = ${state}, due = 0, updated_at = ${now}
        WHERE id = ${row.id} AND status = 'booked'`,
  );
  if (changed.changes !== 1) return false;
  await tx.run(sql`DELETE FROM spot_holds WHERE id = ${row.hold_id}`);
  await dropBookingJobs(tx, row.id, ['reminder-start', 'reminder-end']);
  await addBookingJob(tx, { key: `${row.id}:cancelled`, bookingId: row.id, kind: 'cancelled', dueAt: now }, now);
  await recordWebhookEvent(
    tx,
    {
      type: 'booking.canceled',
      subject: row.id,
      data: {
        booking_id: row.id,
        order_id: row.order_id,
        spot_sku: row.spot_sku,
        qty: row.qty,
        from: iso(row.from_ms),
        to: iso(row.to_ms),
        refund_amount: refund,
        currency: row.currency,
      },
    },
    now,
  );
  return true;
}

/**
 * The life of a booking after its order: the shopper's list, one booking with its pass, cancel (the place freed at
 * once and the refund through the provider that took the money, once), extend (the extra time taken only where the
 * place is free, under the spot's lock, the difference charged), and the mails of each, through durable jobs.
 */
export class BookingService implements OrderBookingsRecorder {
  constructor(private readonly deps: BookingServiceDependencies) {}

  get policy(): CancellationPolicy {
    return this.deps.config.bookings.cancellation;
  }

  /** The policy as the checkout shows it before payment. */
  policyView() {
    return { ...this.policy, text: cancellationPolicyText(this.policy) };
  }

  /**
   * Inside the order's write transaction, after its holds became bookings: one booking per spot line, with its
   * access code, and its reminder jobs. The spots' time zones are read now and kept, so a later change of the
   * catalogue does not move a booked period on the driver's clock.
   */
  async recordOrder(tx: SqlExecutor, order: OrderBookings): Promise<void> {
    const at = this.deps.now();
    for (const line of order.lines) {
      const hold = await tx.get<{ id: number; from_ms: number; to_ms: number }>(
        sql`SELECT id, from_ms, to_ms FROM spot_holds
            WHERE cart_id = ${line.cartId} AND item_id = ${line.cartItemId} AND order_id = ${order.orderId}`,
      );
      if (!hold) continue;
      const row = {
        id: randomBytes(9).toString('base64url'),
        hold_id: Number(hold.id),
        order_id: order.orderId,
        order_entity_id: order.entityId,
        customer_id: order.customerId,
        email: order.email,
        store_code: order.storeCode,
        spot_sku: line.sku,
        spot_name: line.name,
        time_zone: order.timeZones[line.sku] ?? this.timeZoneOf(undefined),
        qty: line.qty,
        from_ms: Number(hold.from_ms),
        to_ms: Number(hold.to_ms),
        is_monthly: line.isMonthly ? 1 : 0,
        plate: plateOf(order.listing),
        access_code: newAccessCode(),
        currency: order.currency,
        paid: line.rowTotalInclTax,
        payment_method: order.paymentMethod,
        capture_id: order.paymentMethod === PROVIDER_METHOD ? order.paymentReference : null,
        created_at: at,
      };
      await bookingStore.insert(tx, row);
      if (order.paymentMethod === CASH_ON_DELIVERY) {
        // Nothing was taken online: the whole price is due on arrival.
        await tx.run(sql`UPDATE bookings SET paid = 0, due = ${line.rowTotalInclTax} WHERE id = ${row.id}`);
      }
      await this.scheduleReminders(tx, { ...row, status: 'booked' }, at);
    }
  }

  async timeZonesOf(skus: readonly string[], storeCode: string): Promise<Record<string, string>> {
    const zones: Record<string, string> = {};
    for (const sku of new Set(skus)) zones[sku] = this.timeZoneOf((await this.deps.spots(sku, storeCode))?.document);
    return zones;
  }

  /** The spot's zone (see `spotTimeZone`): the one place a booking asks for it. */
  private timeZoneOf(document: Record<string, unknown> | undefined): string {
    return spotTimeZone(document, this.deps.config as { i18n?: { timeZone?: unknown } });
  }

  private async scheduleReminders(
    tx: SqlExecutor,
    row: Pick<BookingRow, 'id' | 'from_ms' | 'to_ms' | 'status'>,
    at: number,
  ): Promise<void> {
    const { beforeStartMinutes, beforeEndMinutes } = this.deps.config.bookings.reminders;
    const reminders = [
      { kind: 'reminder-start', edgeMs: row.from_ms, beforeMinutes: beforeStartMinutes },
      { kind: 'reminder-end', edgeMs: row.to_ms, beforeMinutes: beforeEndMinutes },
    ] as const;
    for (const { kind, edgeMs, beforeMinutes } of reminders)
      if (beforeMinutes > 0 && edgeMs > at)
        await addBookingJob(
          tx,
          { key: `${row.id}:${kind}:${edgeMs}`, bookingId: row.id, kind, dueAt: edgeMs - beforeMinutes * 60_000 },
          at,
        );
  }

  /** The guest link's token of a booking, valid until `guestLinkDays` after its end. */
  linkOf(row: Pick<BookingRow, 'id' | 'to_ms'>): string {
    return this.deps.links.tokenFor(row.id, row.to_ms + this.deps.config.bookings.guestLinkDays * 86_400_000);
  }

  private origin(): string {
    const { publicUrl, host, port } = this.deps.config;
    return resolvePublicOrigin({ configured: publicUrl, host, port });
  }

  /** The storefront's page of a booking, opened by its link (the mail's, and the pass kept offline). */
  pageUrl(row: Pick<BookingRow, 'id' | 'to_ms'>): string {
    return `${this.origin()}/booking/${encodeURIComponent(row.id)}?link=${encodeURIComponent(this.linkOf(row))}`;
  }

  async view(row: BookingRow): Promise<BookingView> {
    const now = this.deps.now();
    const terms = cancellationTerms(this.policy, row.from_ms, row.paid + row.due, now);
    const link = this.linkOf(row);
    const phase = bookingPhase(row.from_ms, row.to_ms, now);
    return {
      id: row.id,
      orderNumber: String(row.order_entity_id).padStart(9, '0'),
      status: row.status,
      phase,
      spot: { sku: row.spot_sku, name: row.spot_name, timeZone: row.time_zone },
      from: iso(row.from_ms),
      to: iso(row.to_ms),
      period: formatBookingPeriod(row.from_ms, row.to_ms, row.time_zone, { now }),
      isMonthly: row.is_monthly === 1,
      qty: row.qty,
      plate: row.plate,
      pass: { code: formatAccessCode(row.access_code), qrSvg: await passQrSvg(row.access_code) },
      currency: row.currency,
      paid: row.paid,
      due: row.due,
      paymentMethod: row.payment_method,
      cancellation: {
        policy: this.policyView(),
        cancellable: row.status === 'booked' && terms.cancellable,
        free: terms.free,
        // Cash on delivery was never taken: nothing comes back, and what is kept is what stays due.
        refund: roundPrice(Math.min(terms.refund, await this.refundable(this.deps.database, row))),
        kept: terms.kept,
      },
      cancelled:
        row.status === 'cancelled'
          ? { at: iso(row.cancelled_at!), refund: row.refund_amount ?? 0, refundState: row.refund_state ?? 'none' }
          : null,
      extendable: row.status === 'booked' && phase !== 'past',
      link,
      calendarUrl: `/api/ext/bookings/${encodeURIComponent(row.id)}/calendar.ics?link=${encodeURIComponent(link)}`,
    };
  }

  /**
   * What of a booking's price can still come back through the provider: what it paid online, unless the back-office
   * refunded its order (docs/back-office.md#orders), which gave the order's capture back already; then only what its
   * extensions captured. Cash on delivery: nothing.
   */
  private async refundable(db: SqlExecutor, row: BookingRow): Promise<number> {
    if (row.payment_method !== PROVIDER_METHOD) return 0;
    const orderRefund = await db.get<{ one: number }>(
      sql`SELECT 1 AS one FROM order_refunds WHERE order_entity_id = ${row.order_entity_id}`,
    );
    if (!orderRefund) return row.paid;
    const charges = await bookingStore.charges(db, row.id);
    return roundPrice(charges.reduce((sum, charge) => sum + (charge.capture_id === null ? 0 : charge.amount), 0));
  }

  /** The booking `id` if `access` may see it; otherwise 404 whether it exists or not. */
  async authorised(id: string, access: BookingAccess, db: SqlExecutor = this.deps.database): Promise<BookingRow> {
    const row = await bookingStore.byId(db, id);
    if (!row || !this.mayOpen(row, access)) throw new ApiError(404, BOOKING_NOT_FOUND);
    return row;
  }

  private mayOpen(row: BookingRow, access: BookingAccess): boolean {
    if (row.customer_id !== null && access.customerId === row.customer_id) return true;
    return this.deps.links.opens(row.id, access.link);
  }

  /** A page of the customer's bookings, newest first (docs/api.md#bookings). */
  async ofCustomer(customerId: number, page: BookingsPageQuery): Promise<BookingsPage> {
    const { rows, total } = await bookingStore.ofCustomer(this.deps.database, customerId, page);
    return { items: await Promise.all(rows.map((row) => this.view(row))), total };
  }

  /** The bookings of an order the caller placed (the thank-you page). */
  async ofOrderEntity(entityId: number): Promise<BookingView[]> {
    const rows = await bookingStore.ofOrderEntity(this.deps.database, entityId);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** The `.ics` text of a booking. */
  calendar(row: BookingRow, shopHost: string): string {
    const now = this.deps.now();
    const period = formatBookingPeriod(row.from_ms, row.to_ms, row.time_zone, { now, withYear: true });
    return bookingCalendar({
      uid: `${row.id}@${shopHost}`,
      fromMs: row.from_ms,
      toMs: row.to_ms,
      stampMs: now,
      summary: `Parking: ${row.spot_name}`,
      description:
        `${period} (local time at the car park, ${row.time_zone})\n` +
        `Access code: ${formatAccessCode(row.access_code)}\nPass: ${this.pageUrl(row)}`,
      url: this.pageUrl(row),
    });
  }

  /**
   * Cancels a booking: in one transaction (under the booking's lock) the booking turns cancelled, its place is freed
   * (its hold row deleted) and its reminders dropped; the refund is decided there and asked of the provider after
   * the commit under one request id per capture, so a retry or a double click asks again and is answered the first
   * refund. Cancelling a cancelled booking answers it as it is (and finishes a refund a provider failure left).
   */
  async cancel(id: string, access: BookingAccess): Promise<BookingView> {
    const now = this.deps.now();
    // The order's lock too: the back-office's refund of the order decides under it what bookings gave back, and the
    // decision here reads that refund (an order id never changes, so it is read before the lock).
    const orderId = (await this.authorised(id, access)).order_id;
    const decided = await this.deps.database.transaction(
      async (tx) => {
        const row = await this.authorised(id, access, tx);
        if (row.status === 'cancelled') return row;
        const terms = cancellationTerms(this.policy, row.from_ms, row.paid + row.due, now);
        if (!terms.cancellable) throw new ApiError(409, BOOKING_ALREADY_STARTED);
        // Money taken online comes back by the policy, as far as it was not given back with the order's refund; cash
        // on delivery was never taken, and nothing stays due.
        const refund = roundPrice(Math.min(terms.refund, await this.refundable(tx, row)));
        await writeCancellation(tx, row, refund, now);
        return (await bookingStore.byId(tx, id))!;
      },
      { locks: [bookingLockKey(id), orderLockKey(orderId)] },
    );
    if (decided.refund_state === 'pending') await this.finishRefund(decided);
    return this.view((await bookingStore.byId(this.deps.database, id))!);
  }

  /**
   * Inside the back-office refund's transaction, under the order's lock, after its `order_refunds` row is written
   * (docs/back-office.md#orders): every booking of the order still booked is cancelled as a shopper's cancel would
   * (its place freed, reminders dropped, the cancellation mail and `booking.canceled` queued), whatever the policy
   * says, since the shop gives the whole order back. What comes back with each is what its extensions captured (the
   * order's own capture comes back with the order's refund). The shopper's cancel takes the same order lock and
   * changes only a booking still booked, so the two never both give money back. Answers the bookings it cancelled;
   * {@link finishRefunds} asks the provider after the commit.
   */
  async cancelForOrderRefund(tx: SqlExecutor, orderId: string, now: number): Promise<BookingRow[]> {
    const cancelled: BookingRow[] = [];
    for (const row of await bookingStore.ofOrder(tx, orderId)) {
      if (row.status !== 'booked') continue;
      const refund = roundPrice(await this.refundable(tx, row));
      if (!(await writeCancellation(tx, row, refund, now))) continue;
      cancelled.push((await bookingStore.byId(tx, row.id))!);
    }
    return cancelled;
  }

  /** After the commit of {@link cancelForOrderRefund}: gives back what each cancelled booking decided, once. */
  async finishRefunds(rows: readonly BookingRow[]): Promise<void> {
    for (const row of rows) if (row.refund_state === 'pending') await this.finishRefund(row);
  }

  /**
   * Gives the decided refund back through the provider, from the captures that paid the booking (its extensions'
   * first, then the order's), each under its own fixed request id. A failure leaves the refund pending: the next
   * cancel call (or the mail job) asks again, and the provider answers the first refund of each request id.
   */
  private async finishRefund(row: BookingRow): Promise<void> {
    const payments = this.deps.payments;
    if (!payments) return;
    let left = row.refund_amount ?? 0;
    const charges = (await bookingStore.charges(this.deps.database, row.id)).filter((c) => c.capture_id !== null);
    const extensionsTotal = charges.reduce((sum, charge) => sum + charge.amount, 0);
    const parts = [
      ...charges.map((charge) => ({ capture: charge.capture_id!, max: charge.amount })),
      ...(row.capture_id ? [{ capture: row.capture_id, max: roundPrice(row.paid - extensionsTotal) }] : []),
    ];
    const refundIds: string[] = [];
    try {
      for (const part of parts) {
        const amount = roundPrice(Math.min(left, part.max));
        if (amount <= 0) continue;
        refundIds.push(
          await payments.refundPart(part.capture, amount, row.currency, `booking-cancel-${row.id}-${part.capture}`),
        );
        left = roundPrice(left - amount);
      }
    } catch (error) {
      logger.error({ err: error }, `Refund of booking ${row.id} failed; it stays pending`);
      return;
    }
    await this.deps.database.transaction(async (tx) => {
      const at = this.deps.now();
      const marked = await tx.run(
        sql`UPDATE bookings SET refund_state = 'refunded', refund_id = ${refundIds.join(',')}, updated_at = ${at}
            WHERE id = ${row.id} AND refund_state = 'pending'`,
      );
      if (marked.changes === 1)
        await recordWebhookEvent(
          tx,
          {
            type: 'booking.refunded',
            subject: row.id,
            data: {
              booking_id: row.id,
              order_id: row.order_id,
              amount: row.refund_amount ?? 0,
              currency: row.currency,
              refund_id: refundIds.join(','),
            },
          },
          at,
        );
    });
  }

  /**
   * Extends a booking to `to`. Cash on delivery (or nothing to pay): the extra time is taken at once and the
   * difference added to what is due. Paid online: a first call answers 402 with a provider order for the
   * difference; once the shopper approved it, the same call with its `orderID` captures it and takes the extra
   * time, or gives the capture back when the place was taken meanwhile. Either way the place is counted and the
   * booking moved under the spot's lock, so an extension and another shopper's hold of the last place cannot both
   * win.
   */
  async extend(
    id: string,
    access: BookingAccess,
    toText: unknown,
    providerOrderId: unknown,
  ): Promise<{ status: number; result: unknown }> {
    const now = this.deps.now();
    const row = await this.authorised(id, access);
    // A repeat of the extension that already took this end (a double click, a retry after a lost answer): the
    // booking as it now stands, nothing charged twice.
    if (await this.alreadyExtendedTo(row, toText)) return { status: 200, result: await this.view(row) };
    const { newTo, charge } = await this.priceExtension(row, toText, now);
    const online = row.payment_method === PROVIDER_METHOD && charge > 0 && this.deps.payments !== undefined;
    if (!online) {
      await this.applyExtension(row, newTo, charge, null);
      return { status: 200, result: await this.view((await bookingStore.byId(this.deps.database, id))!) };
    }
    const payments = this.deps.payments!;
    const paymentKey = `booking-extension:${row.id}:${row.to_ms}:${newTo}`;
    if (providerOrderId === undefined) {
      // Free for the extra time now? Asked before the shopper is sent to pay; asked again, under the lock, after.
      await this.freeForExtension(this.deps.database, row, newTo, now);
      const created = await payments.create({
        orderId: paymentKey,
        cartId: '',
        grandTotal: charge,
        currency: row.currency,
      });
      return {
        status: 402,
        result: { message: EXTENSION_PAYMENT_REQUIRED, amount: charge, currency: row.currency, orderID: created.id },
      };
    }
    const record = typeof providerOrderId === 'string' ? await payments.record(providerOrderId) : undefined;
    if (!record || record.order_id !== paymentKey || record.amount !== providerAmount(charge, row.currency))
      throw new ApiError(400, EXTENSION_PAYMENT_INVALID);
    const { captureId } = await payments.execute(record.provider_order_id);
    try {
      await this.applyExtension(row, newTo, charge, captureId);
    } catch (error) {
      // Not taken (the place went to someone else, the booking changed, another booking of the order took the
      // place-days meanwhile): the capture is given back.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        await payments.refundUnplaced(paymentKey, record.provider_order_id);
        throw new ApiError(409, EXTENSION_REFUNDED);
      }
      throw error;
    }
    return { status: 200, result: await this.view((await bookingStore.byId(this.deps.database, id))!) };
  }

  /**
   * The checks an extension to `toText` must pass before anything is asked or written (a later end, a booking still
   * booked and not ended, the spot's rules on the booking's clock) and its price: the difference of the two periods'
   * prices, booking tax included. Shared by the quote and the extension itself, so both answer the same messages.
   */
  private async priceExtension(
    row: BookingRow,
    toText: unknown,
    now: number,
  ): Promise<{ newTo: number; charge: number }> {
    const newTo = typeof toText === 'string' ? parseBookingInstant(toText) : undefined;
    if (newTo === undefined || newTo <= row.to_ms) throw new ApiError(400, EXTENSION_TO_INVALID);
    if (row.status === 'cancelled') throw new ApiError(409, BOOKING_ALREADY_CANCELLED);
    if (row.to_ms <= now) throw new ApiError(409, BOOKING_ENDED);
    const spot = await this.deps.spots(row.spot_sku, row.store_code);
    if (!spot) throw new ApiError(409, SPOT_GONE);
    const booking = { from: iso(row.from_ms), to: iso(row.to_ms), isMonthly: row.is_monthly === 1 };
    // The spot's rules as the catalogue says now, on the clock the booking was made on.
    const problem = spotExtensionProblem(booking, iso(newTo), now, this.deps.rules, {
      timeZone: row.time_zone,
      rules: spot.terms.rules,
    });
    if (problem) throw new ApiError(400, problem);
    const charge = extensionCharge(
      spot.terms,
      { fromMs: row.from_ms, toMs: row.to_ms, isMonthly: row.is_monthly === 1, qty: row.qty },
      newTo,
      this.deps.config.spots.bookingTaxRatePercent,
      row.time_zone,
    );
    if (charge === undefined) throw new ApiError(400, EXTENSION_NOT_PRICED);
    await this.withinPlaceDays(this.deps.database, row, newTo);
    return { newTo, charge };
  }

  /**
   * 400 unless the order's live bookings, this one ending at `newTo`, stay within the place-days one cart may hold
   * (`spots.maxPlaceDaysPerCart`): the order was one cart, so an extension, paid or not, cannot make of it what no
   * cart could have held (docs/parking.md#the-bookings-life).
   */
  private async withinPlaceDays(db: SqlExecutor, row: BookingRow, newTo: number): Promise<void> {
    const max = this.deps.config.spots.maxPlaceDaysPerCart;
    const bookings = await bookingStore.ofOrder(db, row.order_id);
    const placeDays = bookings
      .filter((booking) => booking.status === 'booked' && booking.id !== row.id)
      .reduce((sum, booking) => sum + (booking.qty * (booking.to_ms - booking.from_ms)) / DAY_MS, 0);
    const asked = placeDays + (row.qty * (newTo - row.from_ms)) / DAY_MS;
    if (asked > max) throw new ApiError(400, extensionCapExceeded(asked, max));
  }

  /**
   * What extending to `toText` would cost now, without asking the provider or writing anything: the same checks and
   * messages as the extension, the place free for the extra time, the new period on the spot's clock, the amount and
   * how it would be paid (`online` through the provider, `on-arrival` added to what is due, `none` when it is free).
   */
  async quoteExtension(id: string, access: BookingAccess, toText: unknown): Promise<ExtensionQuote> {
    const now = this.deps.now();
    const row = await this.authorised(id, access);
    const { newTo, charge } = await this.priceExtension(row, toText, now);
    await this.freeForExtension(this.deps.database, row, newTo, now);
    const online = row.payment_method === PROVIDER_METHOD && this.deps.payments !== undefined;
    return {
      to: iso(newTo),
      period: formatBookingPeriod(row.from_ms, newTo, row.time_zone, { now }),
      amount: charge,
      currency: row.currency,
      payment: charge <= 0 ? 'none' : online ? 'online' : 'on-arrival',
    };
  }

  /** Whether the booking's end is already `toText` by an extension of its own (the last one recorded). */
  private async alreadyExtendedTo(row: BookingRow, toText: unknown): Promise<boolean> {
    const to = typeof toText === 'string' ? parseBookingInstant(toText) : undefined;
    if (to === undefined || row.status !== 'booked' || to !== row.to_ms) return false;
    const charges = await bookingStore.charges(this.deps.database, row.id);
    return charges.some((charge) => charge.new_to_ms === to);
  }

  /**
   * 409 unless the booking's places are free for what the extension adds to its window (its period widened by half
   * the spot's buffer on each side, as the capacity guard counts it): `[to, newTo)` moved on by that half. Its own
   * hold is left out of the count, as its window reaches half a buffer past its current end.
   */
  private async freeForExtension(db: SqlExecutor, row: BookingRow, newTo: number, now: number): Promise<void> {
    const hold = await db.get<{ places: number; buffer_ms: number; cart_id: number; item_id: number }>(
      sql`SELECT places, buffer_ms, cart_id, item_id FROM spot_holds WHERE id = ${row.hold_id}`,
    );
    if (!hold) throw new ApiError(409, EXTENSION_CHANGED);
    const half = Math.floor(Number(hold.buffer_ms) / 2);
    const extra = { fromMs: row.to_ms + half, toMs: newTo + half };
    const own = { cartId: Number(hold.cart_id), itemId: Number(hold.item_id) };
    const taken = await takenPlaces(db, [row.spot_sku], extra, now, own);
    if (placesFree(Number(hold.places), taken, extra) < row.qty) throw new ApiError(409, EXTENSION_NOT_FREE);
  }

  private async applyExtension(row: BookingRow, newTo: number, charge: number, captureId: string | null) {
    const now = this.deps.now();
    await this.deps.database.transaction(
      (tx) =>
        withSpotLocks(tx, [row.spot_sku], async (locked) => {
          const current = await bookingStore.byId(locked, row.id);
          // The same extension, taken meanwhile by a concurrent call of the same click (or of the same capture): done,
          // and its capture is kept, never given back as if the place had gone.
          if (current?.status === 'booked' && current.to_ms === newTo) {
            const charges = await bookingStore.charges(locked, row.id);
            const same = charges.some(
              (c) =>
                c.old_to_ms === row.to_ms &&
                c.new_to_ms === newTo &&
                (captureId === null || c.capture_id === captureId),
            );
            if (same) return;
          }
          // Cancelled or extended by another call meanwhile: this extension was priced for a booking that is gone.
          if (!current || current.status !== 'booked' || current.to_ms !== row.to_ms)
            throw new ApiError(409, EXTENSION_CHANGED);
          await this.withinPlaceDays(locked, current, newTo);
          await this.freeForExtension(locked, current, newTo, now);
          await refusingOverbooking(() =>
            locked.run(sql`UPDATE spot_holds SET to_ms = ${newTo} WHERE id = ${row.hold_id}`),
          ).catch((error: unknown) => {
            throw error instanceof ApiError ? error : new ApiError(409, EXTENSION_NOT_FREE);
          });
          const paidOnline = captureId !== null;
          await locked.run(
            sql`UPDATE bookings SET to_ms = ${newTo},
                  paid = paid + ${paidOnline ? charge : 0}, due = due + ${paidOnline ? 0 : charge},
                  updated_at = ${now}
                WHERE id = ${row.id}`,
          );
          await locked.run(
            sql`INSERT INTO booking_charges (booking_id, old_to_ms, new_to_ms, amount, payment_method, capture_id,
                  created_at)
                VALUES (${row.id}, ${row.to_ms}, ${newTo}, ${charge},
                  ${paidOnline ? PROVIDER_METHOD : row.payment_method}, ${captureId}, ${now})`,
          );
          await dropBookingJobs(locked, row.id, ['reminder-end']);
          await this.scheduleReminders(locked, { ...current, to_ms: newTo }, now);
          await addBookingJob(
            locked,
            {
              key: `${row.id}:extended:${newTo}`,
              bookingId: row.id,
              kind: 'extended',
              dueAt: now,
              payload: { amount: charge, paidOnline },
            },
            now,
          );
        }),
      // The order's lock too: its other bookings' extensions count against the same place-days.
      { locks: [bookingLockKey(row.id), orderLockKey(row.order_id)] },
    );
  }

  private async mailView(row: BookingRow): Promise<BookingMailView | undefined> {
    if (!row.email) return undefined;
    return {
      to: row.email,
      spotName: row.spot_name,
      period: formatBookingPeriod(row.from_ms, row.to_ms, row.time_zone, { now: this.deps.now() }),
      code: formatAccessCode(row.access_code),
      link: this.pageUrl(row),
      qrSvg: await passQrSvg(row.access_code),
    };
  }

  /** The pass sections of an order's confirmation mail, one per booking. */
  async confirmationSections(orderId: string): Promise<{ text: string; html: string } | undefined> {
    const rows = await bookingStore.ofOrder(this.deps.database, orderId);
    const sections = [];
    for (const row of rows) {
      const view = await this.mailView(row);
      if (view) sections.push(bookingPassSection(view));
    }
    if (sections.length === 0) return undefined;
    return {
      text: `${sections.map((s) => s.text).join('\n')}\n${cancellationPolicyText(this.policy)}\n`,
      html: sections.map((s) => s.html).join('') + `<p>${cancellationPolicyText(this.policy)}</p>`,
    };
  }

  /** The poller's handler: one job's mail, if its booking still calls for it. */
  readonly handleJob = async (job: BookingJob): Promise<void> => {
    const row = await bookingStore.byId(this.deps.database, job.booking_id);
    if (!row) return;
    const view = await this.mailView(row);
    if (!view) return;
    const now = this.deps.now();
    switch (job.kind) {
      case 'reminder-start':
        if (row.status === 'booked' && now < row.from_ms)
          await this.deps.mailer.send(bookingReminderMail(view, 'start'));
        return;
      case 'reminder-end':
        if (row.status === 'booked' && now < row.to_ms) await this.deps.mailer.send(bookingReminderMail(view, 'end'));
        return;
      case 'cancelled':
        // A refund a provider failure left pending is asked again before the mail says what came back.
        if (row.refund_state === 'pending') await this.finishRefund(row);
        {
          const fresh = (await bookingStore.byId(this.deps.database, row.id))!;
          await this.deps.mailer.send(
            bookingCancelledMail(view, {
              amount: fresh.payment_method === PROVIDER_METHOD ? (fresh.refund_amount ?? 0) : 0,
              currency: fresh.currency,
              state: fresh.refund_state ?? 'none',
              method: fresh.payment_method === PROVIDER_METHOD ? 'online' : 'on-arrival',
            }),
          );
        }
        return;
      case 'extended': {
        const payload = JSON.parse(job.payload ?? '{}') as { amount?: number; paidOnline?: boolean };
        await this.deps.mailer.send(
          bookingExtendedMail(view, {
            amount: payload.amount ?? 0,
            currency: row.currency,
            due: row.due,
            paidOnline: payload.paidOnline === true,
          }),
        );
        return;
      }
    }
  };
}
