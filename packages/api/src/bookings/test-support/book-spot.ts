import { expect } from 'vitest';
import { addItem, cartCall, guestCart } from '../../cart/test-support/start-cart-api.js';
import { sql } from '../../db/sql.js';
import { orderBody, placeOrder, type OrderTestApi } from '../../orders/test-support/start-order-api.js';
import { getJson, postJson } from '../../test-support/start-test-api.js';
import { bookingStore, type BookingRow } from '../booking-store.js';

/** The test shop's clock starts at 2026-06-01T08:00Z: this period is two days ahead, two hours of SPOT-A1 (1 place). */
export const PERIOD = { book_from: '2026-06-03T10:00:00Z', book_to: '2026-06-03T12:00:00Z' };
/** 2 hours at 4.00 plus the booking tax (10.25 %). */
export const PERIOD_PRICE = 8.82;

/** Approves a fake provider order the way the approval page's form does. */
export async function approve(api: OrderTestApi, id: string): Promise<void> {
  const approved = await fetch(`${api.url}/api/ext/paypal/fake/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
}

/**
 * Books SPOT-A1 through the shop as a storefront does: a cart (the customer's with `token`), the spot line, then the
 * order, paid on delivery or through the fake provider (create, approve, execute, complete). Answers the booking row.
 */
export async function bookSpot(
  api: OrderTestApi,
  options: {
    token?: string;
    payment?: 'cashondelivery' | 'vsfpaypal';
    period?: { book_from: string; book_to: string };
    email?: string;
  } = {},
): Promise<BookingRow> {
  const period = options.period ?? PERIOD;
  const token = options.token;
  const cartId = token
    ? ((await cartCall(api, 'create', { token }, undefined, 'POST')).body.result as number)
    : await guestCart(api);
  const added = await addItem(api, { cartId, ...(token && { token }) }, { sku: 'SPOT-A1', qty: 1, ...period });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const userId = token ? String((await getJson(`${api.url}/api/user/me?token=${token}`)).body.result.id) : '';
  const payment = options.payment ?? 'cashondelivery';
  const body = orderBody([{ sku: 'SPOT-A1', qty: 1, is_monthly: false, price: 8, ...period }], {
    cart_id: String(cartId),
    user_id: userId,
    payment,
    ...(options.email && { email: options.email }),
  });
  (body.addressInformation as Record<string, unknown>).shippingExtraFields = {
    listingDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: options.email ?? 'ada@example.com',
      phoneNo: '',
      address: '',
      intersection: '',
      plate: 'AB12 CDE',
    },
  };
  let placed;
  if (payment === 'vsfpaypal') {
    const created = await postJson(`${api.url}/api/ext/paypal/create${token ? `?token=${token}` : ''}`, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.result.id as string;
    await approve(api, id);
    expect((await postJson(`${api.url}/api/ext/paypal/execute`, { orderID: id })).status).toBe(200);
    const paid = {
      ...body,
      addressInformation: { ...body.addressInformation, payment_method_additional: { orderID: id } },
    };
    placed = await postJson(`${api.url}/api/ext/paypal/complete${token ? `?token=${token}` : ''}`, paid);
  } else placed = await placeOrder(api, body, token ? { token } : {});
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [row] = await bookingStore.ofOrder(api.db, body.order_id);
  expect(row).toBeDefined();
  return row!;
}

/** Whether another shopper could hold SPOT-A1 for `period` now (the place is free). */
export async function placeIsFree(api: OrderTestApi, period = PERIOD): Promise<boolean> {
  const cartId = await guestCart(api);
  const added = await addItem(api, { cartId }, { sku: 'SPOT-A1', qty: 1, ...period });
  // The probe's own hold goes again, so the place stays as the test left it.
  if (added.status === 200)
    await api.db.run(
      sql`DELETE FROM spot_holds WHERE order_id IS NULL AND spot_sku = 'SPOT-A1'
            AND from_ms = ${Date.parse(period.book_from)} AND to_ms = ${Date.parse(period.book_to)}`,
    );
  return added.status === 200;
}

/** A call to `/api/ext/bookings/<path>` with the customer's token or the guest link. */
export function bookingCall(
  api: { url: string },
  path: string,
  access: { token?: string; link?: string },
  body?: unknown,
) {
  const url = new URL(`${api.url}/api/ext/bookings${path}`);
  if (access.token) url.searchParams.set('token', access.token);
  if (access.link) url.searchParams.set('link', access.link);
  return getJson(url.toString(), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}
