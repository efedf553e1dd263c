import {
  extensionPaymentSchema,
  extensionQuoteSchema,
  ORDER_ACCESS_COOKIE,
  readCookie,
  readEnvelope,
  type BookingsPage,
  type ExtensionQuote,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { logger } from '../../lib/logger.server';
import { storefrontContext } from '../../lib/request-context';
import { readSession } from '../../lib/session.server';
import type { BookingView } from './booking-view';

interface Shopper {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const BOOKINGS = '/api/ext/bookings';
const FAILED = 'Something went wrong. Try again in a few seconds.';

/** One call of the bookings API for the shopper: their token when logged in, the guest link when given. */
async function call(
  { request, context }: Shopper,
  path: string,
  options: { link?: string | null; method?: 'GET' | 'POST'; body?: unknown; orderCookie?: boolean } = {},
): Promise<{ code: number; result: unknown }> {
  const { apiFetch } = context.get(storefrontContext);
  const session = await readSession(request, context);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (session?.token) headers.set('authorization', `Bearer ${session.token}`);
  if (options.link) headers.set('x-booking-link', options.link);
  if (options.orderCookie) {
    const access = readCookie(request.headers.get('cookie'), ORDER_ACCESS_COOKIE);
    if (access) headers.set('cookie', `${ORDER_ACCESS_COOKIE}=${access}`);
  }
  try {
    const reply = await readEnvelope(
      await apiFetch(`${BOOKINGS}${path}`, {
        method: options.method ?? 'GET',
        headers,
        cache: 'no-store',
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      }),
    );
    return { code: reply.code, result: reply.result };
  } catch (error) {
    logger.error({ err: error }, '[bookings] the bookings API failed');
    return { code: 500, result: FAILED };
  }
}

/** One booking the shopper may open (their own, or the one the link names), or undefined. */
export async function readBooking(shopper: Shopper, id: string, link: string | null): Promise<BookingView | undefined> {
  const reply = await call(shopper, `/${encodeURIComponent(id)}`, { link });
  return reply.code === 200 ? (reply.result as BookingView) : undefined;
}

/** Bookings on one page of My bookings (the API's default page). */
export const MY_BOOKINGS_PAGE_SIZE = 20;

/**
 * Page `page` of the logged-in customer's bookings, newest first, and how many pages there are; `error` when they
 * could not be read.
 */
export async function readMyBookings(
  shopper: Shopper,
  page: number,
): Promise<{ bookings: BookingView[]; total: number; pageCount: number; error: string | null }> {
  const reply = await call(shopper, `/?page=${page}&pageSize=${MY_BOOKINGS_PAGE_SIZE}`);
  if (reply.code === 200) {
    const { items, total } = reply.result as BookingsPage;
    return { bookings: items, total, pageCount: Math.max(1, Math.ceil(total / MY_BOOKINGS_PAGE_SIZE)), error: null };
  }
  return { bookings: [], total: 0, pageCount: 1, error: typeof reply.result === 'string' ? reply.result : FAILED };
}

/** The bookings of an order this browser placed (the thank-you page's passes). */
export async function readOrderBookings(shopper: Shopper, orderId: string): Promise<BookingView[]> {
  const reply = await call(shopper, `/of-order/${encodeURIComponent(orderId)}`, { orderCookie: true });
  return reply.code === 200 ? (reply.result as BookingView[]) : [];
}

/** Cancels a booking; the API's message when it refuses. */
export async function cancelBooking(
  shopper: Shopper,
  id: string,
  link: string | null,
): Promise<{ ok: true; booking: BookingView } | { ok: false; message: string }> {
  const reply = await call(shopper, `/${encodeURIComponent(id)}/cancel`, { link, method: 'POST', body: {} });
  if (reply.code === 200) return { ok: true, booking: reply.result as BookingView };
  return { ok: false, message: typeof reply.result === 'string' ? reply.result : FAILED };
}

/** What extending to `to` would cost (the API's quote), or its refusal with the status it came with. */
export async function quoteExtension(
  shopper: Shopper,
  id: string,
  link: string | null,
  to: string,
): Promise<{ ok: true; quote: ExtensionQuote } | { ok: false; status: number; message: string }> {
  const reply = await call(shopper, `/${encodeURIComponent(id)}/extension?to=${encodeURIComponent(to)}`, { link });
  const quote = reply.code === 200 ? extensionQuoteSchema.safeParse(reply.result) : undefined;
  if (quote?.success) return { ok: true, quote: quote.data };
  return { ok: false, status: reply.code, message: typeof reply.result === 'string' ? reply.result : FAILED };
}

/**
 * Extends a booking to `to`: done (paid on arrival, or nothing to pay), a payment to approve first (paid online:
 * the provider's button does it in the browser), or the API's refusal with its status.
 */
export async function extendBooking(
  shopper: Shopper,
  id: string,
  link: string | null,
  to: string,
): Promise<
  | { outcome: 'extended'; booking: BookingView }
  | { outcome: 'payment'; amount: number; currency: string }
  | { outcome: 'refused'; status: number; message: string }
> {
  const reply = await call(shopper, `/${encodeURIComponent(id)}/extend`, { link, method: 'POST', body: { to } });
  if (reply.code === 200) return { outcome: 'extended', booking: reply.result as BookingView };
  const payment = reply.code === 402 ? extensionPaymentSchema.safeParse(reply.result) : undefined;
  if (payment?.success) return { outcome: 'payment', amount: payment.data.amount, currency: payment.data.currency };
  return {
    outcome: 'refused',
    status: reply.code,
    message: typeof reply.result === 'string' ? reply.result : FAILED,
  };
}
