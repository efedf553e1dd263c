import { z } from 'zod';
import { parseBookingInstant } from '../booking/booking-instant.js';
import { adminPageQuerySchema } from './contract.js';

/**
 * Request schemas of the back-office's running of the shop (docs/back-office.md#spots-and-blocks,
 * docs/back-office.md#catalogue-edits, docs/back-office.md#order-webhooks): the API validates with them and the
 * forms of the UI too.
 */

const instant = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .refine((value) => parseBookingInstant(value) !== undefined, `${name} is an ISO 8601 date-time with its offset`);

/** `POST /api/admin/spots/{sku}/blocks`: places of a spot taken out of sale over `[from, to)`. */
export const adminSpotBlockBodySchema = z
  .object({
    from: instant('from'),
    to: instant('to'),
    places: z.number({ error: 'places is a whole number' }).int('places is a whole number').min(1).max(100_000),
    reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(500, 'The reason is too long'),
  })
  .refine((block) => parseBookingInstant(block.to)! > parseBookingInstant(block.from)!, {
    message: 'to must be after from',
    path: ['to'],
  });
export type AdminSpotBlockBody = z.infer<typeof adminSpotBlockBodySchema>;

/** `GET /api/admin/spots/{sku}/occupancy`: one day on the spot's own clock, in slots. */
export const adminOccupancyQuerySchema = z.object({
  date: z.string({ error: 'date is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'date is written YYYY-MM-DD'),
  slotMinutes: z.coerce
    .number()
    .int()
    .refine((minutes) => [15, 30, 60, 120].includes(minutes), 'slotMinutes is 15, 30, 60 or 120')
    .default(60),
});

/** `GET /api/admin/spots/{sku}/bookings`: a spot's bookings, optionally those overlapping one local day. */
export const adminSpotBookingsQuerySchema = adminPageQuerySchema.extend({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date is written YYYY-MM-DD')
    .optional(),
  status: z.enum(['booked', 'cancelled'], { error: 'status is booked or cancelled' }).optional(),
});

/**
 * A `PATCH` body: any of `fields`, at least one, and no other key; `onlyMessage` answers a key the edit may not
 * change.
 */
const changeBody = <Shape extends z.ZodRawShape>(fields: Shape, onlyMessage: string) =>
  z
    .object(fields, {
      error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? onlyMessage : undefined),
    })
    .partial()
    .strict()
    .refine((change) => Object.keys(change).length > 0, 'Nothing to change');

const money = (name: string) =>
  z
    .number({ error: `${name} is a number` })
    .min(0, `${name} is not negative`)
    .max(1e9);
const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is written YYYY-MM-DD`)
    .nullable();

/**
 * `PATCH /api/admin/spots/{sku}`: a spot's capacity, rates and booking rules, the catalogue attributes of
 * docs/catalogue.md (`null` removes a rule, so the store's default applies).
 */
export const adminSpotChangeBodySchema = changeBody(
  {
    places: z.number().int('places is a whole number').min(1).max(100_000),
    hourly_rate: money('hourly_rate').refine((rate) => rate > 0, 'hourly_rate is above 0'),
    monthly_rate: money('monthly_rate'),
    time_zone: z.string().max(64),
    booking_min_minutes: z.number().int().min(1).nullable(),
    booking_max_minutes: z.number().int().min(1).nullable(),
    booking_step_minutes: z.number().int().min(1).nullable(),
    booking_buffer_minutes: z.number().int().min(0).nullable(),
    opening_hours: z.string().max(500).nullable(),
    closed_dates: z.array(z.string().max(40)).max(1000).nullable(),
  },
  'Only places, rates, time_zone and the booking rules can change here',
);
export type AdminSpotChangeBody = z.infer<typeof adminSpotChangeBodySchema>;

/**
 * `PATCH /api/admin/products/{sku}`: price, special price and its dates, stock and status (Magento's attribute
 * names, as in the catalogue documents). `null` removes the special price or a date.
 */
export const adminProductChangeBodySchema = changeBody(
  {
    price: money('price'),
    special_price: money('special_price').nullable(),
    special_from_date: day('special_from_date'),
    special_to_date: day('special_to_date'),
    qty: z.number().int('qty is a whole number').min(0, 'qty is not negative').max(1e9),
    is_in_stock: z.boolean(),
    status: z.union([z.literal(1), z.literal(2)], { error: 'status is 1 (enabled) or 2 (disabled)' }),
    visibility: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'visibility is 1 (not visible), 2 (catalogue), 3 (search) or 4 (both)',
    }),
  },
  'Only price, special_price and its dates, qty, is_in_stock, status and visibility can change here',
).refine(
  (change) =>
    !change.special_from_date || !change.special_to_date || change.special_from_date <= change.special_to_date,
  { message: 'special_to_date is not before special_from_date', path: ['special_to_date'] },
);
export type AdminProductChangeBody = z.infer<typeof adminProductChangeBodySchema>;

/** The events an order webhook sends (docs/api.md#order-webhooks). */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.canceled',
  'order.refunded',
  'booking.canceled',
  'booking.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** `GET /api/admin/webhooks/deliveries`. */
export const adminWebhookDeliveryQuerySchema = adminPageQuerySchema.extend({
  state: z.enum(['pending', 'delivered', 'failed'], { error: 'state is pending, delivered or failed' }).optional(),
  event: z.enum(WEBHOOK_EVENTS, { error: `event is one of ${WEBHOOK_EVENTS.join(', ')}` }).optional(),
});

/** `PATCH /api/admin/categories/{id}`: a category's name, position among its siblings, and whether it is shown. */
export const adminCategoryChangeBodySchema = changeBody(
  {
    name: z.string().trim().min(1, 'A name is required').max(255, 'The name is too long'),
    position: z.number().int('position is a whole number').min(0).max(1_000_000),
    is_active: z.boolean({ error: 'is_active is true or false' }),
  },
  'Only name, position and is_active can change here',
);

/**
 * `PATCH /api/admin/cms/pages/{id}` and `/cms/blocks/{id}`: the title, heading, HTML content (sanitized on save with
 * the storefront's own policy) and whether it is shown.
 */
export const adminCmsChangeBodySchema = changeBody(
  {
    title: z.string().trim().min(1, 'A title is required').max(255, 'The title is too long'),
    content_heading: z.string().trim().max(255, 'The heading is too long'),
    content: z.string().max(200_000, 'The content is too long'),
    active: z.boolean({ error: 'active is true or false' }),
  },
  'Only title, content_heading, content and active can change here',
);
export type AdminCmsChangeBody = z.infer<typeof adminCmsChangeBodySchema>;

/** `GET /api/admin/categories`, `/cms/pages`, `/cms/blocks`: a page of documents, `q` in the name or title. */
export const adminDocumentQuerySchema = adminPageQuerySchema.extend({ q: z.string().trim().max(200).optional() });

const couponLimit = (name: string) =>
  z
    .number({ error: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(1)
    .max(1_000_000_000)
    .nullable();
const couponInstant = (name: string) =>
  z
    .string()
    .refine((value) => parseBookingInstant(value) !== undefined, `${name} is an ISO 8601 date-time with its offset`)
    .nullable();

/** `POST /api/admin/coupons`: a promotion code, percent or fixed, with optional dates and limits. */
export const adminNewCouponBodySchema = z
  .object({
    code: z
      .string({ error: 'A code is required' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,64}$/, 'A code has 3 to 64 letters, digits, - or _'),
    type: z.enum(['percent', 'fixed'], { error: 'type is percent or fixed' }),
    amount: z.number({ error: 'amount is a number' }).positive('amount is above 0').max(1e9),
    validFrom: couponInstant('validFrom').optional(),
    validTo: couponInstant('validTo').optional(),
    usageLimit: couponLimit('usageLimit').optional(),
    perCustomerLimit: couponLimit('perCustomerLimit').optional(),
  })
  .refine((coupon) => coupon.type !== 'percent' || coupon.amount <= 100, {
    message: 'A percent coupon takes at most 100',
    path: ['amount'],
  });
export type AdminNewCouponBody = z.infer<typeof adminNewCouponBodySchema>;

/** `PATCH /api/admin/coupons/{code}`: its limits and dates (`null` removes one). */
export const adminCouponChangeBodySchema = changeBody(
  {
    validFrom: couponInstant('validFrom'),
    validTo: couponInstant('validTo'),
    usageLimit: couponLimit('usageLimit'),
    perCustomerLimit: couponLimit('perCustomerLimit'),
  },
  'Only validFrom, validTo, usageLimit and perCustomerLimit can change here',
);
export type AdminCouponChangeBody = z.infer<typeof adminCouponChangeBodySchema>;

/**
 * `POST /api/admin/spots/{sku}/bookings`: a booking taken on the phone, placed as the shop places any order.
 * `orderId` is the idempotency key the form makes once (a retry or a double click sends the same one).
 */
export const adminPhoneBookingBodySchema = z
  .object({
    orderId: z
      .string({ error: 'orderId is required' })
      .regex(/^[A-Za-z0-9-]{16,80}$/, 'orderId is 16 to 80 letters, digits or -'),
    from: instant('from'),
    to: instant('to'),
    qty: z.number().int('qty is a whole number').min(1).max(100).default(1),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+$/, 'This is not an e-mail address'),
    firstname: z.string().trim().min(1, 'A first name is required').max(100),
    lastname: z.string().trim().min(1, 'A last name is required').max(100),
    telephone: z.string().trim().min(3, 'A telephone number is required').max(40),
    /** The order's billing address needs one (the order contract's). */
    postcode: z.string().trim().min(3, 'A postcode is required').max(20),
    plate: z.string().trim().max(20).default(''),
  })
  .refine((booking) => parseBookingInstant(booking.to)! > parseBookingInstant(booking.from)!, {
    message: 'to must be after from',
    path: ['to'],
  });
export type AdminPhoneBookingBody = z.infer<typeof adminPhoneBookingBodySchema>;

/** `GET /api/admin/products`: a page of products, `q` in the sku or name, sorted on the server. */
export const adminProductQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  sort: z
    .enum(['sku', '-sku', 'name', '-name', 'price', '-price'], {
      error: 'sort is one of sku, name, price (with - for descending)',
    })
    .default('sku'),
});

/** `GET /api/admin/spots`: a page of the parking spots (products with an hourly rate), `q` in the sku or name. */
export const adminSpotQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  sort: z
    .enum(['sku', '-sku', 'name', '-name'], { error: 'sort is one of sku, name (with - for descending)' })
    .default('sku'),
});
