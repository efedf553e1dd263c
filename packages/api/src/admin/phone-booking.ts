import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AdminPhoneBookingBody } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import type { CartService } from '../cart/cart-service.js';
import { parseCartItem } from '../cart/cart-input.js';
import { catalogueLine } from '../cart/catalogue-line.js';
import { sql, type SqlDatabase } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import type { OrderPlacement, PlacementRequest } from '../orders/order-placement.js';
import type { PaymentCheck } from '../orders/payment-check.js';
import { orderNumber } from '../orders/order-service.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { spotDefaultsOf } from '../spots/booking-rules-of.js';
import type { SpotHolds } from '../spots/spot-holds.js';

export interface PhoneBookingDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  carts: CartService;
  search: CatalogSearch;
  spots: SpotHolds | undefined;
  placement: OrderPlacement;
  now: () => number;
}

/** The client a phone booking's hold is counted for (the per-client caps count the back-office as one client). */
const BACK_OFFICE_CLIENT = 'back-office';

/**
 * A booking taken on the phone, placed exactly as a shopper's (docs/back-office.md#spots-and-blocks): a cart of the
 * shop's own with the spot line (its hold counted under the spot's lock, blocks included), then the order placement
 * of `POST /api/order`, paid at the car park (`PHONE_BOOKING_METHOD`), under the form's `orderId`. The placement makes
 * one order per `orderId`; an `orderId` already placed answers that order without a new cart, and a cart whose
 * placement lost is released. `within` runs in the order's own transaction (the back-office's audit row).
 */
export async function placePhoneBooking(
  deps: PhoneBookingDependencies,
  sku: string,
  body: AdminPhoneBookingBody,
  within?: PlacementRequest['within'],
): Promise<{ orderNumber: string; orderId: string }> {
  const { config, database: db, carts } = deps;
  const placed = async () =>
    db.get<{ entity_id: number }>(
      sql`SELECT entity_id FROM orders WHERE order_id = ${body.orderId} AND state = 'placed'`,
    );
  const earlier = await placed();
  if (earlier) return { orderNumber: orderNumber(Number(earlier.entity_id)), orderId: body.orderId };
  const storeCode = '';
  const cart = await carts.createGuest(storeCode);
  const input = parseCartItem(
    { cartItem: { sku, qty: body.qty, book_from: body.from, book_to: body.to, is_monthly: false } },
    config.cart.maxQty,
  );
  const line = await catalogueLine(
    {
      search: deps.search,
      index: config.catalog.defaultIndex,
      maxHits: config.catalog.maxResultWindow,
      spots: deps.spots,
      now: new Date(deps.now()),
      groupId: undefined,
      spotDefaults: spotDefaultsOf(config),
    },
    input,
  );
  if (!line.bookable) throw new ApiError(404, `No parking spot ${sku}`);
  const item = await carts.add(cart, input, line, BACK_OFFICE_CLIENT);
  const address = {
    firstname: body.firstname,
    lastname: body.lastname,
    street: [],
    city: '',
    postcode: body.postcode,
    country_id: config.tax.defaultCountry,
    telephone: body.telephone,
    email: body.email,
  };
  const reply = await deps.placement.place({
    body: {
      order_id: body.orderId,
      user_id: '',
      cart_id: cart.masked_id ?? String(cart.id),
      products: [
        {
          sku,
          qty: body.qty,
          price: item.price,
          is_monthly: false,
          book_from: body.from,
          book_to: body.to,
        },
      ],
      addressInformation: {
        billingAddress: address,
        payment_method_code: PHONE_BOOKING_METHOD,
        payment_method_additional: { grant: grantOf(config.secrets.objHashSecret, body.orderId) },
        shippingExtraFields: {
          listingDetails: {
            firstName: body.firstname,
            lastName: body.lastname,
            emailAddress: body.email,
            phoneNo: body.telephone,
            address: '',
            intersection: '',
            // The order contract's name for it (a `plate` key would be dropped by its schema).
            ...(body.plate && { vehiclePlate: body.plate }),
          },
        },
      },
    },
    client: BACK_OFFICE_CLIENT,
    ...(within && { within }),
  });
  if (reply.status !== 200) {
    // The places go back at once rather than when the hold expires.
    await carts.remove(cart, item.item_id).catch(() => undefined);
    const again = await placed();
    if (again) return { orderNumber: orderNumber(Number(again.entity_id)), orderId: body.orderId };
    throw new ApiError(reply.status, typeof reply.result === 'string' ? reply.result : JSON.stringify(reply.result));
  }
  return { orderNumber: (reply.result as { orderNumber: string }).orderNumber, orderId: body.orderId };
}

/** The payment method of a phone booking: paid at the car park, and placed only by the back-office. */
export const PHONE_BOOKING_METHOD = 'backoffice_phone';

const grantOf = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`phone-booking:${orderId}`).digest('base64url');

/**
 * The payment check of phone bookings: the placement refuses the method unless `payment_method_additional.grant` is
 * the back-office's HMAC of the order id (`objHashSecret`), so no shopper can place an order with it, while the
 * back-office's orders go through the very same placement (prices, holds, exactly once).
 */
export function phoneBookingCheck(secret: string): PaymentCheck {
  return {
    handles: (methodCode) => methodCode === PHONE_BOOKING_METHOD,
    verify: async ({ additional, orderId }) => {
      const given = Buffer.from(typeof additional.grant === 'string' ? additional.grant : '');
      const expected = Buffer.from(grantOf(secret, orderId));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { ok: true, reference: null }
        : { ok: false, status: 400, message: 'The requested Payment Method is not available.' };
    },
  };
}
