import { z } from 'zod';
import { pageQuerySchema } from './page-query.js';
import { EXTENSION_PAYMENT_INVALID, EXTENSION_TO_INVALID } from '../booking/booking-messages.js';

/** `GET /api/ext/bookings/policy`, and each booking's `cancellation.policy`: the policy and its sentence. */
export const cancellationPolicyViewSchema = z.object({
  freeUntilHours: z.number(),
  keptPercent: z.number(),
  text: z.string(),
});

/**
 * One booking as `GET /api/ext/bookings/{id}` (and the list, the order's bookings, cancel and extend) answers it:
 * the API builds it, the storefront reads it (docs/api.md#bookings).
 */
export const bookingViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(['booked', 'cancelled']),
  phase: z.enum(['upcoming', 'current', 'past']),
  spot: z.object({ sku: z.string(), name: z.string(), timeZone: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The period on the spot's clock. */
  period: z.string(),
  isMonthly: z.boolean(),
  qty: z.number(),
  plate: z.string().nullable(),
  pass: z.object({ code: z.string(), qrSvg: z.string() }),
  currency: z.string(),
  paid: z.number(),
  due: z.number(),
  paymentMethod: z.string(),
  cancellation: z.object({
    policy: cancellationPolicyViewSchema,
    cancellable: z.boolean(),
    free: z.boolean(),
    refund: z.number(),
    kept: z.number(),
  }),
  cancelled: z
    .object({ at: z.string(), refund: z.number(), refundState: z.enum(['none', 'pending', 'refunded']) })
    .nullable(),
  extendable: z.boolean(),
  /** The guest link's token, for the caller to build links with (calendar, pass page, extension). */
  link: z.string(),
  calendarUrl: z.string(),
});

export type BookingView = z.infer<typeof bookingViewSchema>;
export type CancellationPolicyView = z.infer<typeof cancellationPolicyViewSchema>;

/** `GET /api/ext/bookings/{id}/extension?to=`: what an extension would cost, before the shopper confirms it. */
export const extensionQuoteSchema = z.object({
  /** The new end, as an ISO instant (what the extension is then asked with). */
  to: z.string(),
  /** The whole new period on the spot's clock. */
  period: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Through the provider that took the order's money, added to what is due on arrival, or nothing to pay. */
  payment: z.enum(['online', 'on-arrival', 'none']),
});

export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>;

/** `POST /api/ext/bookings/{id}/extend` paid online, first call: 402 with the provider order for the difference. */
export const extensionPaymentSchema = z.object({
  message: z.string(),
  amount: z.number(),
  currency: z.string(),
  orderID: z.string(),
});

/**
 * `POST /api/ext/bookings/{id}/extend`: the new end (any ISO instant; the rules check it), and the provider order
 * that paid the difference on the second call of an extension paid online.
 */
export const extendBookingBodySchema = z.looseObject(
  {
    to: z.string({ error: EXTENSION_TO_INVALID }),
    orderID: z.string({ error: EXTENSION_PAYMENT_INVALID }).min(1, EXTENSION_PAYMENT_INVALID).optional(),
  },
  { error: EXTENSION_TO_INVALID },
);

export type ExtendBookingBody = z.infer<typeof extendBookingBodySchema>;

/**
 * `GET /api/ext/bookings`: a page of the customer's bookings, newest first, paged as the back-office's lists are
 * (`page` from 1, `pageSize` 1 to 100, 20 by default).
 */
export const bookingsPageQuerySchema = pageQuerySchema;
export type BookingsPageQuery = z.infer<typeof bookingsPageQuerySchema>;

/** Its answer: the page's bookings and how many the customer has in all. */
export const bookingsPageSchema = z.object({ items: z.array(bookingViewSchema), total: z.number().int() });
export type BookingsPage = z.infer<typeof bookingsPageSchema>;
