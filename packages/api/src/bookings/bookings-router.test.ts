import {
  BOOKING_ALREADY_STARTED,
  BOOKING_NOT_FOUND,
  EXTENSION_NOT_FREE,
  EXTENSION_PAYMENT_INVALID,
  EXTENSION_PAYMENT_REQUIRED,
  EXTENSION_TO_INVALID,
  TOO_MANY_BOOKING_CALLS,
} from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import { sql } from '../db/sql.js';
import { addProducts, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { testDialect } from '../test-support/test-database.js';
import { registerAndLogin } from '../users/test-support/start-user-api.js';
import { addAdmin, adminCall, adminLogin } from '../admin/test-support/back-office.js';
import { extensionCapExceeded } from '../spots/spot-messages.js';
import { bookingStore } from './booking-store.js';
import { approve, bookingCall, bookSpot, PERIOD, PERIOD_PRICE, placeIsFree } from './test-support/book-spot.js';

const HOUR = 3_600_000;

let api: OrderTestApi;
beforeEach(async () => {
  // Cash on delivery is hidden for carts of spots alone by default; a shop may offer it, and its bookings are tested too.
  api = await startOrderApi({ overrides: { cart: { hideCashOnDeliveryForTypes: [] } } });
  staffToken = undefined;
});
afterEach(async () => {
  await api.close();
});

const linkOf = async (id: string) => api.api.bookings.linkOf((await bookingStore.byId(api.db, id))!);
/** The fake provider's refunds, in cents, of every capture. */
const refundedCents = async () => {
  const full = await api.db.all<{ amount: string }>(
    sql`SELECT amount FROM fake_provider_orders WHERE refund_id IS NOT NULL`,
  );
  const parts = await api.db.all<{ amount: string }>(sql`SELECT amount FROM fake_provider_refunds`);
  return [...full, ...parts].reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
};
const refundCount = async () =>
  Number(
    (await api.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM fake_provider_orders WHERE refund_id IS NOT NULL`))!
      .n,
  ) + Number((await api.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM fake_provider_refunds`))!.n);

/** The back-office's refund of the booking's order (a staff user signs in once per shop). */
let staffToken: string | undefined;
const refundOrder = async (booked: { order_entity_id: number }) => {
  if (!staffToken) {
    await addAdmin(api, 'refunds@shop.test', 'staff');
    staffToken = await adminLogin(api, 'refunds@shop.test');
  }
  const number = String(booked.order_entity_id).padStart(9, '0');
  return adminCall(api, `/orders/${number}/refund`, { token: staffToken, method: 'POST' });
};
const grandTotalCents = async (booked: { order_entity_id: number }) =>
  Math.round(
    Number(
      (await api.db.get<{ total: number }>(
        sql`SELECT grand_total AS total FROM orders WHERE entity_id = ${booked.order_entity_id}`,
      ))!.total,
    ) * 100,
  );

/** A booking paid online, and an extension to 13:00 the provider has approved but not captured yet. */
async function approvedExtension() {
  const booked = await bookSpot(api, { payment: 'vsfpaypal' });
  const link = await linkOf(booked.id);
  const to = '2026-06-03T13:00:00Z';
  const asked = await bookingCall(api, `/${booked.id}/extend`, { link }, { to });
  const orderID = asked.body.result.orderID as string;
  await approve(api, orderID);
  return { booked, link, to, orderID };
}

describe(`bookings on ${testDialect()}`, () => {
  it('lists a customer’s booking with its local period and pass, to that customer only', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const booked = await bookSpot(api, { token: ada.token });
    const list = await bookingCall(api, '/', { token: ada.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.result).toMatchObject({ total: 1, items: [expect.any(Object)] });
    const view = list.body.result.items[0];
    expect(view).toMatchObject({
      id: booked.id,
      status: 'booked',
      phase: 'upcoming',
      spot: { sku: 'SPOT-A1', name: 'Spot A1', timeZone: 'UTC' },
      period: 'Wed 3 Jun, 10:00–12:00 UTC',
      due: PERIOD_PRICE,
      cancellation: { cancellable: true, free: true },
    });
    expect(view.pass.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(view.pass.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const bob = await registerAndLogin(api, 'bob@example.com');
    expect((await bookingCall(api, '/', { token: bob.token })).body.result).toEqual({ items: [], total: 0 });
    const theirs = await bookingCall(api, `/${booked.id}`, { token: bob.token });
    const unknown = await bookingCall(api, '/nosuchbooking', { token: bob.token });
    // Someone else's booking and no booking at all read the same.
    expect(theirs).toMatchObject({ status: 404, body: { code: 404, result: BOOKING_NOT_FOUND } });
    expect(unknown.body).toEqual(theirs.body);
    expect((await bookingCall(api, '/', {})).status).toBe(401);
  });

  it('pages a customer’s bookings, newest first, as the back-office’s lists are paged', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const ids = [];
    for (let day = 3; day < 8; day++)
      ids.push(
        (
          await bookSpot(api, {
            token: ada.token,
            period: { book_from: `2026-06-0${day}T10:00:00Z`, book_to: `2026-06-0${day}T12:00:00Z` },
          })
        ).id,
      );
    const page = async (query: string) => (await bookingCall(api, `/?${query}`, { token: ada.token })).body;
    const first = await page('pageSize=2');
    expect(first.result.total).toBe(5);
    expect(first.result.items.map((booking: { id: string }) => booking.id)).toEqual([ids[4], ids[3]]);
    const last = await page('pageSize=2&page=3');
    expect(last.result.items.map((booking: { id: string }) => booking.id)).toEqual([ids[0]]);
    expect((await page('')).result.items).toHaveLength(5);
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=two', 'page=1.5'])
      expect(await bookingCall(api, `/?${bad}`, { token: ada.token })).toMatchObject({ status: 400 });
  });

  it('opens a guest’s booking with its signed link only, until the link expires', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    expect((await bookingCall(api, `/${booked.id}`, { link })).status).toBe(200);
    expect((await bookingCall(api, `/${booked.id}`, {})).status).toBe(404);
    const [expires, signature] = link.split('.');
    const longer = `${Number(expires) + 86_400}.${signature}`;
    expect((await bookingCall(api, `/${booked.id}`, { link: longer })).status).toBe(404);
    const other = await bookSpot(api, {
      period: { book_from: '2026-06-04T10:00:00Z', book_to: '2026-06-04T12:00:00Z' },
    });
    expect((await bookingCall(api, `/${other.id}`, { link })).status).toBe(404);
    // The guest's confirmation mail carries the link and the pass.
    const mail = api.mails.find((m) => m.kind === 'order-confirmation' && m.text.includes(booked.id))!;
    expect(mail.text).toContain(`/booking/${booked.id}?link=`);
    expect(mail.html).toContain('<svg');
    api.advance(2 * 86_400_000 + 31 * 86_400_000);
    expect((await bookingCall(api, `/${booked.id}`, { link })).status).toBe(404);
  });

  it('cancels for free before the limit: the place is free at once and the provider refunds once', async () => {
    const booked = await bookSpot(api, { payment: 'vsfpaypal' });
    const link = await linkOf(booked.id);
    expect(booked.paid).toBe(PERIOD_PRICE);
    expect(await placeIsFree(api)).toBe(false);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => bookingCall(api, `/${booked.id}/cancel`, { link }, {})),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(replies.every((reply) => reply.body.result.status === 'cancelled')).toBe(true);
    expect(await refundCount()).toBe(1);
    expect(await refundedCents()).toBe(882);
    const after = await bookingCall(api, `/${booked.id}`, { link });
    expect(after.body.result.cancelled).toMatchObject({ refund: PERIOD_PRICE, refundState: 'refunded' });
    expect(await placeIsFree(api)).toBe(true);
    // A retry long after changes nothing.
    expect((await bookingCall(api, `/${booked.id}/cancel`, { link }, {})).status).toBe(200);
    expect(await refundCount()).toBe(1);
    // The order webhooks' outbox has each event once, written with its change (docs/api.md#order-webhooks).
    const events = await api.db.all<{ type: string; payload: string }>(
      sql`SELECT type, payload FROM webhook_events WHERE type LIKE 'booking.%' ORDER BY id`,
    );
    expect(events.map((event) => [event.type, JSON.parse(event.payload).data.booking_id])).toEqual([
      ['booking.canceled', booked.id],
      ['booking.refunded', booked.id],
    ]);
    expect(JSON.parse(events[1]!.payload).data).toMatchObject({ amount: PERIOD_PRICE });
  });

  it('a back-office refund of the order cancels its booking in the same decision: the place is free, one refund', async () => {
    const booked = await bookSpot(api, { payment: 'vsfpaypal' });
    const link = await linkOf(booked.id);
    expect(await placeIsFree(api)).toBe(false);
    const refunded = await refundOrder(booked);
    expect(refunded.body.result, JSON.stringify(refunded.body)).toMatchObject({ state: 'refunded' });
    const given = await refundedCents();
    expect(given).toBe(await grandTotalCents(booked));
    // The booking (its page, its pass) says cancelled at once, nothing more to give back; its place is free.
    const shown = await bookingCall(api, `/${booked.id}`, { link });
    expect(shown.body.result).toMatchObject({
      status: 'cancelled',
      extendable: false,
      cancelled: { refund: 0, refundState: 'none' },
    });
    expect(await placeIsFree(api)).toBe(true);
    // The shopper's cancel afterwards answers the booking as it is and gives nothing back a second time.
    const cancelled = await bookingCall(api, `/${booked.id}/cancel`, { link }, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result.cancelled).toMatchObject({ refund: 0, refundState: 'none' });
    expect(await refundedCents()).toBe(given);
    expect((await refundOrder(booked)).body.result).toMatchObject({ state: 'refunded' });
    expect(await refundedCents()).toBe(given);
    const events = await api.db.all<{ type: string; payload: string }>(
      sql`SELECT type, payload FROM webhook_events WHERE type LIKE 'booking.%' ORDER BY id`,
    );
    expect(events.map((event) => event.type)).toEqual(['booking.canceled']);
    expect(JSON.parse(events[0]!.payload).data).toMatchObject({ refund_amount: 0 });
  });

  it('a refund of the order gives back what an extension captured too, once, with the booking cancelled', async () => {
    const { booked, link, to, orderID } = await approvedExtension();
    expect((await bookingCall(api, `/${booked.id}/extend`, { link }, { to, orderID })).status).toBe(200);
    expect((await refundOrder(booked)).status).toBe(200);
    const shown = await bookingCall(api, `/${booked.id}`, { link });
    expect(shown.body.result).toMatchObject({
      status: 'cancelled',
      cancelled: { refund: 4.41, refundState: 'refunded' },
    });
    const total = (await grandTotalCents(booked)) + 441;
    expect(await refundedCents()).toBe(total);
    await bookingCall(api, `/${booked.id}/cancel`, { link }, {});
    await refundOrder(booked);
    expect(await refundedCents()).toBe(total);
    expect(await placeIsFree(api, { book_from: PERIOD.book_from, book_to: to })).toBe(true);
  });

  it('a refund of the order and the shopper’s cancel at once: the money comes back once in all', async () => {
    for (let round = 0; round < 4; round++) {
      const day = String(3 + round * 2).padStart(2, '0');
      const booked = await bookSpot(api, {
        payment: 'vsfpaypal',
        period: { book_from: `2026-06-${day}T10:00:00Z`, book_to: `2026-06-${day}T12:00:00Z` },
      });
      const link = await linkOf(booked.id);
      const before = await refundedCents();
      const [refund, cancel] = await Promise.all([
        refundOrder(booked),
        bookingCall(api, `/${booked.id}/cancel`, { link }, {}),
      ]);
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      expect([200, 409], JSON.stringify(refund.body)).toContain(refund.status);
      expect(cancel.body.result.status).toBe('cancelled');
      expect((await refundedCents()) - before).toBe(await grandTotalCents(booked));
    }
  });

  it('keeps the policy’s share after the free limit, refunds the rest, and refuses once started', async () => {
    const booked = await bookSpot(api, { payment: 'vsfpaypal' });
    const link = await linkOf(booked.id);
    api.advance(50 * HOUR - 30 * 60_000);
    const shown = await bookingCall(api, `/${booked.id}`, { link });
    expect(shown.body.result.cancellation).toMatchObject({ free: false, refund: 4.41, kept: 4.41 });
    const cancelled = await bookingCall(api, `/${booked.id}/cancel`, { link }, {});
    expect(cancelled.body.result.cancelled).toMatchObject({ refund: 4.41, refundState: 'refunded' });
    expect(await refundedCents()).toBe(441);

    const late = await bookSpot(api, {
      period: { book_from: '2026-06-04T10:00:00Z', book_to: '2026-06-04T12:00:00Z' },
    });
    // The clock reads 3 Jun 09:30: the booking of 4 Jun 10:00 has started an hour later.
    api.advance(25 * HOUR);
    const refused = await bookingCall(api, `/${late.id}/cancel`, { link: await linkOf(late.id) }, {});
    expect(refused).toMatchObject({ status: 409, body: { result: BOOKING_ALREADY_STARTED } });
    expect((await bookingStore.byId(api.db, late.id))!.status).toBe('booked');
  });

  it('cancels a cash-on-delivery booking with nothing to refund and nothing left due', async () => {
    const booked = await bookSpot(api);
    const cancelled = await bookingCall(api, `/${booked.id}/cancel`, { link: await linkOf(booked.id) }, {});
    expect(cancelled.body.result).toMatchObject({
      status: 'cancelled',
      due: 0,
      cancelled: { refund: 0, refundState: 'none' },
    });
    expect(await refundCount()).toBe(0);
  });

  it('extends a cash-on-delivery booking when the place is free, adding the difference to what is due', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    const bad = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T11:00:00Z' });
    expect(bad).toMatchObject({ status: 400, body: { result: EXTENSION_TO_INVALID } });
    // The body's shape (core's contract): no end, or an end or a payment that is no text.
    for (const body of [{}, { to: 14 }, []])
      expect(await bookingCall(api, `/${booked.id}/extend`, { link }, body)).toMatchObject({
        status: 400,
        body: { result: EXTENSION_TO_INVALID },
      });
    expect(
      await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T14:00:00Z', orderID: 5 }),
    ).toMatchObject({ status: 400, body: { result: EXTENSION_PAYMENT_INVALID } });
    const extended = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T14:00:00Z' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    // Two more hours: 8.00 + tax.
    expect(extended.body.result).toMatchObject({ to: '2026-06-03T14:00:00.000Z', due: 17.64 });
    expect(await placeIsFree(api, { book_from: '2026-06-03T13:00:00Z', book_to: '2026-06-03T14:00:00Z' })).toBe(false);

    // Someone else holds the next hours: the extension is refused and changes nothing.
    const theirs = await guestCart(api);
    const later = { book_from: '2026-06-03T14:00:00Z', book_to: '2026-06-03T16:00:00Z' };
    expect((await addItem(api, { cartId: theirs }, { sku: 'SPOT-A1', qty: 1, ...later })).status).toBe(200);
    const refused = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T16:00:00Z' });
    expect(refused).toMatchObject({ status: 409, body: { result: EXTENSION_NOT_FREE } });
    expect((await bookingStore.byId(api.db, booked.id))!.to_ms).toBe(Date.parse('2026-06-03T14:00:00Z'));
  });

  it('an extension respects the place-days a cart may hold, paid on arrival or online, quoted or confirmed', async () => {
    const max = api.config.spots.maxPlaceDaysPerCart;
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    // 3 June 10:00 to 10 August 12:00: about 68 days of one place, beyond the 62 one cart may hold.
    const far = '2026-08-10T12:00:00Z';
    const asked = (Date.parse(far) - Date.parse(PERIOD.book_from)) / 86_400_000;
    const refusal = { status: 400, body: { result: extensionCapExceeded(asked, max) } };
    expect(await bookingCall(api, `/${booked.id}/extension?to=${encodeURIComponent(far)}`, { link })).toMatchObject(
      refusal,
    );
    expect(await bookingCall(api, `/${booked.id}/extend`, { link }, { to: far })).toMatchObject(refusal);
    expect((await bookingStore.byId(api.db, booked.id))!.to_ms).toBe(Date.parse(PERIOD.book_to));
    expect(await bookingStore.charges(api.db, booked.id)).toEqual([]);
    // Up to the limit it is extended.
    const within = '2026-08-03T10:00:00Z';
    const extended = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: within });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    // Paid online: refused before any payment is asked.
    const online = await bookSpot(api, {
      payment: 'vsfpaypal',
      period: { book_from: '2026-09-01T10:00:00Z', book_to: '2026-09-01T12:00:00Z' },
    });
    const onlineTo = '2026-11-15T10:00:00Z';
    const onlineDays = (Date.parse(onlineTo) - Date.parse('2026-09-01T10:00:00Z')) / 86_400_000;
    expect(
      await bookingCall(api, `/${online.id}/extend`, { link: await linkOf(online.id) }, { to: onlineTo }),
    ).toMatchObject({ status: 400, body: { result: extensionCapExceeded(onlineDays, max) } });
    expect((await bookingStore.byId(api.db, online.id))!.to_ms).toBe(Date.parse('2026-09-01T12:00:00Z'));
  });

  it('quotes an extension before it is confirmed: its price, new period and the same refusals, writing nothing', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    const quote = await bookingCall(api, `/${booked.id}/extension?to=${encodeURIComponent('2026-06-03T14:00:00Z')}`, {
      link,
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.headers.get('cache-control')).toBe('private, no-store');
    expect(quote.body.result).toEqual({
      to: '2026-06-03T14:00:00.000Z',
      period: 'Wed 3 Jun, 10:00–14:00 UTC',
      amount: 8.82,
      currency: 'USD',
      payment: 'on-arrival',
    });
    expect((await bookingStore.byId(api.db, booked.id))!.to_ms).toBe(Date.parse(PERIOD.book_to));
    expect(await bookingStore.charges(api.db, booked.id)).toEqual([]);
    const early = await bookingCall(api, `/${booked.id}/extension?to=2026-06-03T11:00:00Z`, { link });
    expect(early).toMatchObject({ status: 400, body: { result: EXTENSION_TO_INVALID } });
    expect((await bookingCall(api, `/${booked.id}/extension?to=2026-06-03T14:00:00Z`, {})).status).toBe(404);

    const theirs = await guestCart(api);
    const later = { book_from: '2026-06-03T14:00:00Z', book_to: '2026-06-03T16:00:00Z' };
    expect((await addItem(api, { cartId: theirs }, { sku: 'SPOT-A1', qty: 1, ...later })).status).toBe(200);
    const taken = await bookingCall(api, `/${booked.id}/extension?to=2026-06-03T16:00:00Z`, { link });
    expect(taken).toMatchObject({ status: 409, body: { result: EXTENSION_NOT_FREE } });

    const online = await bookSpot(api, {
      payment: 'vsfpaypal',
      period: { book_from: '2026-06-05T10:00:00Z', book_to: '2026-06-05T12:00:00Z' },
    });
    const paidQuote = await bookingCall(api, `/${online.id}/extension?to=2026-06-05T13:00:00Z`, {
      link: await linkOf(online.id),
    });
    expect(paidQuote.body.result).toMatchObject({ amount: 4.41, payment: 'online' });
  });

  it('a double click of an extension paid on arrival extends once, and both clicks are answered the booking', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    const to = '2026-06-03T14:00:00Z';
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => bookingCall(api, `/${booked.id}/extend`, { link }, { to })),
    );
    expect(
      clicks.map((click) => click.status),
      JSON.stringify(clicks.map((click) => click.body)),
    ).toEqual([200, 200, 200, 200, 200]);
    const row = (await bookingStore.byId(api.db, booked.id))!;
    expect(row.due).toBe(17.64);
    expect(await bookingStore.charges(api.db, booked.id)).toHaveLength(1);
  });

  it('a back-office block refuses an extension into it, as a booking would', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    await addAdmin(api, 'staff@shop.test', 'staff');
    const staff = await adminLogin(api, 'staff@shop.test');
    const block = await adminCall(api, '/spots/SPOT-A1/blocks', {
      token: staff,
      body: { from: '2026-06-03T13:00:00Z', to: '2026-06-03T15:00:00Z', places: 1, reason: 'Resurfacing' },
    });
    expect(block.status).toBe(201);
    const refused = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T14:00:00Z' });
    expect(refused).toMatchObject({ status: 409, body: { result: EXTENSION_NOT_FREE } });
    // Up to the block's start is free.
    const extended = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T13:00:00Z' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
  });

  it('a spot’s buffer: an extension is not refused for the booking’s own, and keeps a whole one before the next hold', async () => {
    const spot = CART_PRODUCTS.find((product) => product.sku === 'SPOT-A1')!;
    await addProducts(api, [{ ...spot, booking_buffer_minutes: 60 }]);
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    const extended = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T14:00:00Z' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    // Another shopper holds from 15:30: the place is taken from 15:00 on, half the buffer before it.
    const theirs = await guestCart(api);
    const later = { book_from: '2026-06-03T15:30:00Z', book_to: '2026-06-03T17:00:00Z' };
    expect((await addItem(api, { cartId: theirs }, { sku: 'SPOT-A1', qty: 1, ...later })).status).toBe(200);
    const into = await bookingCall(api, `/${booked.id}/extension?to=2026-06-03T15:00:00Z`, { link });
    expect(into).toMatchObject({ status: 409, body: { result: EXTENSION_NOT_FREE } });
    const upTo = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T14:30:00Z' });
    expect(upTo.status, JSON.stringify(upTo.body)).toBe(200);
  });

  it('an extension and another shopper’s hold of the same last place: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const day = String(3 + round * 2).padStart(2, '0');
      const booked = await bookSpot(api, {
        period: { book_from: `2026-06-${day}T10:00:00Z`, book_to: `2026-06-${day}T12:00:00Z` },
      });
      const link = await linkOf(booked.id);
      const cart = await guestCart(api);
      const [extension, hold] = await Promise.all([
        bookingCall(api, `/${booked.id}/extend`, { link }, { to: `2026-06-${day}T14:00:00Z` }),
        addItem(
          api,
          { cartId: cart },
          {
            sku: 'SPOT-A1',
            qty: 1,
            book_from: `2026-06-${day}T12:00:00Z`,
            book_to: `2026-06-${day}T14:00:00Z`,
          },
        ),
      ]);
      expect([extension.status, hold.status].sort(), JSON.stringify([extension.body, hold.body])).toEqual([200, 409]);
    }
  });

  it('extends a booking paid online through the provider: approval first, then the capture', async () => {
    const booked = await bookSpot(api, { payment: 'vsfpaypal' });
    const link = await linkOf(booked.id);
    const asked = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T13:00:00Z' });
    expect(asked).toMatchObject({
      status: 402,
      body: { result: { message: EXTENSION_PAYMENT_REQUIRED, amount: 4.41, currency: 'USD' } },
    });
    expect((await bookingStore.byId(api.db, booked.id))!.to_ms).toBe(Date.parse(PERIOD.book_to));
    const orderID = asked.body.result.orderID as string;
    await approve(api, orderID);
    const done = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T13:00:00Z', orderID });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ paid: 13.23, due: 0, to: '2026-06-03T13:00:00.000Z' });
    // A double click of the confirmation: answered the booking as extended, the same capture, nothing charged twice.
    const again = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T13:00:00Z', orderID });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result).toMatchObject({ paid: 13.23, to: '2026-06-03T13:00:00.000Z' });
    expect(await bookingStore.charges(api.db, booked.id)).toHaveLength(1);
    // Cancelling now gives back both captures.
    await bookingCall(api, `/${booked.id}/cancel`, { link }, {});
    expect(await refundedCents()).toBe(1323);
  });

  it('two concurrent confirmations of one paid extension: extended once, the capture kept, not given back', async () => {
    const { booked, link, to, orderID } = await approvedExtension();
    const [first, second] = await Promise.all([
      bookingCall(api, `/${booked.id}/extend`, { link }, { to, orderID }),
      bookingCall(api, `/${booked.id}/extend`, { link }, { to, orderID }),
    ]);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    expect((await bookingStore.byId(api.db, booked.id))!.paid).toBe(13.23);
    expect(await refundCount()).toBe(0);
  });

  it('answers an RFC 5545 calendar file with the local time in its description', async () => {
    const booked = await bookSpot(api);
    const link = await linkOf(booked.id);
    const response = await fetch(`${api.url}/api/ext/bookings/${booked.id}/calendar.ics?link=${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20260603T100000Z\r\nDTEND:20260603T120000Z\r\n');
    expect(unfolded).toContain('DESCRIPTION:Wed 3 Jun 2026\\, 10:00–12:00 UTC (local time at the car park\\, UTC)');
    expect((await fetch(`${api.url}/api/ext/bookings/${booked.id}/calendar.ics`)).status).toBe(404);
  });

  it('shows the cancellation policy before payment', async () => {
    const policy = await bookingCall(api, '/policy', {});
    expect(policy.body.result).toEqual({
      freeUntilHours: 24,
      keptPercent: 50,
      text:
        'Free cancellation until 24 hours before the start; after that, 50% of the price is kept. ' +
        'A booking cannot be cancelled once it has started.',
    });
  });
});

describe('the bookings’ rate limit', () => {
  it('answers 429 past the limit per client', async () => {
    const limited = await startOrderApi({ overrides: { bookings: { rateLimit: { max: 2, windowMs: 60_000 } } } });
    try {
      await bookingCall(limited, '/policy', {});
      await bookingCall(limited, '/policy', {});
      const third = await bookingCall(limited, '/policy', {});
      expect(third).toMatchObject({ status: 429, body: { result: TOO_MANY_BOOKING_CALLS } });
    } finally {
      await limited.close();
    }
  });
});
