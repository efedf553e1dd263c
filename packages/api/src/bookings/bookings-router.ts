import {
  BOOKING_NOT_FOUND,
  bookingsPageQuerySchema,
  extendBookingBodySchema,
  EXTENSION_TO_INVALID,
  TOO_MANY_BOOKING_CALLS,
} from '@storefront/core';
import { Router, type Request, type Response } from 'express';
import type { CustomerAuth } from '../auth/customer-auth.js';
import { NOT_AUTHORIZED } from '../auth/authenticated.js';
import type { ApiConfig } from '../config.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { queryParam } from '../http/query-param.js';
import type { OrderAccess } from '../orders/order-access.js';
import type { OrderStore } from '../orders/order-store.js';
import type { BookingAccess, BookingService } from './booking-service.js';

export interface BookingsRouterDependencies {
  config: ApiConfig;
  bookings: BookingService;
  auth: CustomerAuth;
  orders: OrderStore;
  access: OrderAccess;
  now: () => number;
}

/** A booking id as `BookingService` makes them (12 base64url signs); anything else is no booking. */
const BOOKING_ID = /^[\w-]{1,32}$/;

/**
 * A booking's data (its pass above all) is one shopper's: no shared or HTTP cache may keep it, nor the browser's own
 * cache (the pass is kept on the device by the storefront, in IndexedDB, where logging out clears it).
 */
function privateNoStore(_req: Request, res: Response, next: () => void) {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
}

/**
 * `/api/ext/bookings` (ours): a customer's bookings, one booking with its pass, its calendar file, cancel and extend.
 * A booking opens to its customer's token or to its guest link's token (`?link=`, or the `X-Booking-Link` header);
 * for anyone else it does not exist (404, the same answer as an unknown id).
 */
export function createBookingsRouter({
  config,
  bookings,
  auth,
  orders,
  access,
  now,
}: BookingsRouterDependencies): Router {
  const router = Router();
  router.use(privateNoStore);
  router.use(
    limitPerAddress(config.bookings.rateLimit, TOO_MANY_BOOKING_CALLS, now, {
      scope: 'bookings',
      redisUrl: config.redis.url,
    }),
  );

  async function accessOf(req: Request): Promise<BookingAccess> {
    const customer = await auth.authenticate(req);
    const header = req.get('x-booking-link');
    return { customerId: customer?.customerId, link: queryParam(req, 'link') ?? header };
  }

  function bookingId(req: Request, res: Response): string | undefined {
    const id = String(req.params.id ?? '');
    if (BOOKING_ID.test(id)) return id;
    sendError(res, 404, BOOKING_NOT_FOUND);
    return undefined;
  }

  router.get('/policy', (_req, res) => {
    sendEnvelope(res, bookings.policyView());
  });

  router.get('/', async (req, res) => {
    const customer = await auth.authenticate(req);
    if (!customer) return sendError(res, 401, NOT_AUTHORIZED);
    const page = bookingsPageQuerySchema.safeParse(req.query);
    if (!page.success) return sendError(res, 400, page.error.issues[0]?.message ?? 'Bad query');
    sendEnvelope(res, await bookings.ofCustomer(customer.customerId, page.data));
  });

  // The thank-you page: the bookings of an order this browser placed (its signed order cookie) or the customer's own.
  router.get('/of-order/:orderId', async (req, res) => {
    const orderId = String(req.params.orderId);
    const row = orderId.length <= 128 ? await orders.byOrderId(orderId) : undefined;
    if (row?.state === 'placed') {
      const placedHere = access.granted(req).includes(row.entity_id);
      const customer = placedHere || row.customer_id === null ? undefined : await auth.authenticate(req);
      if (placedHere || (customer !== undefined && customer.customerId === row.customer_id))
        return sendEnvelope(res, await bookings.ofOrderEntity(row.entity_id));
    }
    sendError(res, 404, BOOKING_NOT_FOUND);
  });

  router.get('/:id', async (req, res) => {
    const id = bookingId(req, res);
    if (!id) return;
    sendEnvelope(res, await bookings.view(await bookings.authorised(id, await accessOf(req))));
  });

  router.get('/:id/calendar.ics', async (req, res) => {
    const id = bookingId(req, res);
    if (!id) return;
    const row = await bookings.authorised(id, await accessOf(req));
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="parking-${id}.ics"`);
    res.send(bookings.calendar(row, req.hostname || 'storefront'));
  });

  router.post('/:id/cancel', async (req, res) => {
    const id = bookingId(req, res);
    if (!id) return;
    sendEnvelope(res, await bookings.cancel(id, await accessOf(req)));
  });

  // What an extension would cost, with the extension's own messages, before the shopper confirms it; reads only.
  router.get('/:id/extension', async (req, res) => {
    const id = bookingId(req, res);
    if (!id) return;
    sendEnvelope(res, await bookings.quoteExtension(id, await accessOf(req), queryParam(req, 'to')));
  });

  router.post('/:id/extend', async (req, res) => {
    const id = bookingId(req, res);
    if (!id) return;
    const body = extendBookingBodySchema.safeParse(req.body ?? {});
    if (!body.success) return sendError(res, 400, body.error.issues[0]?.message ?? EXTENSION_TO_INVALID);
    const reply = await bookings.extend(id, await accessOf(req), body.data.to, body.data.orderID);
    sendEnvelope(res, reply.result, reply.status);
  });

  return router;
}
