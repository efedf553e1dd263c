import { createHash, randomUUID } from 'node:crypto';
import {
  availablePaymentMethods,
  CITY_REQUIRED,
  orderFingerprintText,
  type ListingDetails,
  type OrderConfirmation,
  parseOrderBody,
  type OrderBodyError,
  type ParsedOrderBody,
  sameMailAddress,
  STREET_REQUIRED,
  type SpotDefaults,
} from '@storefront/core';
import { NOT_AUTHORIZED } from '../auth/authenticated.js';
import type { AuthenticatedCustomer } from '../auth/customer-auth.js';
import { cartLockKey } from '../cart/cart-service.js';
import type { CartRow, CartStore } from '../cart/cart-store.js';
import { INCORRECT_COUPON, type CouponRepository } from '../cart/coupon-repository.js';
import type { ApiConfig } from '../config.js';
import { isUniqueViolation, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { rateLimitCounter, type RateLimitCounter } from '../http/rate-limit-store.js';
import type { Mailer } from '../mail/mailer.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { confirmCartHolds } from '../spots/confirm-cart-holds.js';
import { SpotBookingRefused, type SpotHolds } from '../spots/spot-holds.js';
import { SPOT_NOT_AVAILABLE } from '../spots/spot-messages.js';
import { spotDefaultsOf, storeI18nOf } from '../spots/booking-rules-of.js';
import { cashOnDeliveryCheck } from './cash-on-delivery-check.js';
import type { OrderBookingsRecorder } from './order-bookings.js';
import { orderFailpointFromEnv, type OrderFailpoint } from './order-failpoint.js';
import { orderConfirmationMail } from './order-mail.js';
import {
  ORDER_ID_REUSED,
  ORDER_RUNNING,
  PAYMENT_ALREADY_USED,
  PAYMENT_METHOD_UNAVAILABLE,
  SHIPPING_ADDRESS_REQUIRED,
} from './order-messages.js';
import type { OrderPlacement, PlacementReply, PlacementRequest, QuoteReply } from './order-placement.js';
import { OrderPricing, type PricedOrder } from './order-pricing.js';
import { orderLockKey, type OrderStore } from './order-store.js';
import type { PaymentCheck } from './payment-check.js';
import { logger } from '../log/logger.js';
import { recordWebhookEvent } from '../webhooks/webhook-events.js';

/**
 * Vue Storefront 1 posts orders without the customer's token unless its `orders.endpoint` carries one: the order is
 * then a guest order, and the customer's server cart stays open (its lines come back after a reload).
 */
export const ORDER_WITHOUT_TOKEN =
  "An order named a customer (user_id) but came without the customer's token, so it was placed as a guest order " +
  "and the customer's cart stays open. A Vue Storefront 1 frontend sends the token when its config sets " +
  "orders.endpoint to '/api/order?token={{token}}' (docs/api.md#vue-storefront-1-frontends).";

/** Who a token belongs to (the accounts' `TokenCustomerAuth`). */
export interface TokenAuth {
  authenticateToken(token: string): Promise<AuthenticatedCustomer | undefined>;
}

export interface OrderServiceDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  search: CatalogSearch;
  spots: SpotHolds | undefined;
  carts: CartStore;
  coupons: CouponRepository;
  auth: TokenAuth;
  /** The orders table (shared with the order history and the sync endpoint). */
  store: OrderStore;
  mailer: Mailer;
  /** Checks of payment methods other than cash on delivery (the payment provider's). */
  payments?: readonly PaymentCheck[];
  now: () => number;
  log?: (message: string) => void;
  /** Where crash tests stop a placement; by default the one `ORDER_FAILPOINT` arms (see order-failpoint.ts). */
  failpoint?: OrderFailpoint;
  /** The bookings of spot lines: recorded in the order's write, their passes added to its confirmation mail. */
  bookings?: OrderBookingsRecorder;
}

/** A body that fails validation: 400 with every error (see docs/api.md#orders). */
class InvalidOrder extends Error {
  constructor(readonly errors: OrderBodyError[]) {
    super('Invalid order');
  }
}

/** What a placement knows about its caller and body before it prices anything. */
interface OrderContext {
  body: ParsedOrderBody;
  /** The token's customer (cart ownership, tier prices). */
  caller: AuthenticatedCustomer | undefined;
  /** Set only for a customer order: `user_id` > 0 with that customer's own token (see docs/behaviour.md#order-ownership). */
  customerId: number | null;
  cart: CartRow | undefined;
  storeCode: string;
  index: string;
  /** The store view's time zone and the config's rules for a spot that names none; its locale for the mail. */
  spotDefaults: SpotDefaults;
  locale: string;
  email: string | undefined;
  /** The caller's address, for the confirmation mail's per-client limit. */
  client: string | undefined;
}

const NUMERIC_ID = /^[1-9]\d{0,15}$/;
const MASKED_ID = /^[0-9a-f]{32}$/;

/** The order number of an entity id: Magento's increment id, zero-padded to 9 digits. */
export const orderNumber = (entityId: number) => String(entityId).padStart(9, '0');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Order placement (see docs/behaviour.md#orders-exactly-once, docs/behaviour.md#order-pricing, docs/behaviour.md#order-ownership): validate, claim the `order_id`, price on the server, ask the payment method's
 * check, then write everything in one transaction (locked on `order:<id>` and the cart). The claim makes a retry of the same order
 * answer the first result (or 409 while it runs) and another body under the same key 422; a refusal gives the claim
 * back. A crash at any point leaves either nothing or the whole order: the only write of the order is the last one,
 * and a claim whose process died expires.
 */
export class OrderService implements OrderPlacement {
  readonly store: OrderStore;
  private readonly pricing: OrderPricing;
  private readonly payments: readonly PaymentCheck[];
  private readonly mailPerRecipient: RateLimitCounter;
  private readonly mailPerClient: RateLimitCounter;
  private readonly failpoint: OrderFailpoint;

  constructor(private readonly deps: OrderServiceDependencies) {
    this.store = deps.store;
    this.failpoint = deps.failpoint ?? orderFailpointFromEnv();
    const { confirmationMail } = deps.config.orders;
    const redisUrl = deps.config.redis.url;
    this.mailPerRecipient = rateLimitCounter(confirmationMail.perRecipient, { scope: 'order-mail-to', redisUrl });
    this.mailPerClient = rateLimitCounter(confirmationMail.perClient, { scope: 'order-mail-client', redisUrl });
    this.pricing = new OrderPricing({ ...deps, orders: deps.store });
    this.payments = [cashOnDeliveryCheck, ...(deps.payments ?? [])];
  }

  async place(request: PlacementRequest): Promise<PlacementReply> {
    try {
      return await this.placeOrRefuse(request);
    } catch (error) {
      return this.refusal(error);
    }
  }

  async quote(request: PlacementRequest): Promise<QuoteReply> {
    try {
      const context = await this.context(request);
      const priced = await this.price(context);
      return { ok: true, grandTotal: priced.totals.grand_total, currency: priced.totals.quote_currency_code };
    } catch (error) {
      return { ok: false, reply: this.refusal(error) };
    }
  }

  /** The known refusals as replies; anything else is a fault of ours and stays an exception (500). */
  private refusal(error: unknown): PlacementReply {
    if (error instanceof InvalidOrder) return { status: 400, result: error.errors };
    if (error instanceof ApiError || error instanceof SpotBookingRefused)
      return { status: error.status, result: error.message };
    throw error;
  }

  private async placeOrRefuse(request: PlacementRequest): Promise<PlacementReply> {
    const context = await this.context(request);
    const idempotent = context.body.order_id !== undefined;
    // VSF1 may send no order_id: such an order gets one of ours and no idempotency.
    const orderId = context.body.order_id ?? `${this.deps.now()}-${randomUUID()}`;
    const fingerprint = idempotent ? sha256(orderFingerprintText(request.body as object)) : randomUUID();
    const claim = await this.store.claim(orderId, fingerprint, this.deps.config.orders.claimSeconds * 1000);
    if (claim.kind === 'placed') return { status: 200, result: JSON.parse(claim.row.reply!) as unknown };
    if (claim.kind === 'other-body') return { status: 422, result: ORDER_ID_REUSED };
    if (claim.kind === 'running') return { status: 409, result: ORDER_RUNNING };
    await this.failpoint('after-claim', orderId);
    try {
      const priced = await this.price(context);
      const methodCode = context.body.addressInformation.payment_method_code;
      const verdict = await this.paymentCheck(methodCode, priced).verify({
        methodCode,
        additional: context.body.addressInformation.payment_method_additional ?? {},
        orderId,
        grandTotal: priced.totals.grand_total,
        currency: priced.totals.quote_currency_code,
      });
      if (!verdict.ok) throw new ApiError(verdict.status, verdict.message);
      const confirmation = await this.write(context, priced, orderId, claim, verdict.reference, request.within);
      await this.sendConfirmation(context, priced, confirmation, orderId);
      return { status: 200, result: confirmation };
    } catch (error) {
      await this.store.dropClaim(orderId, claim.token);
      throw error;
    }
  }

  private async context(request: PlacementRequest): Promise<OrderContext> {
    const { config } = this.deps;
    const parsed = parseOrderBody(request.body, config.cart.maxLines);
    if (!parsed.ok) throw new InvalidOrder(parsed.errors);
    const body = parsed.body;
    const caller = request.token ? await this.deps.auth.authenticateToken(request.token) : undefined;
    if (request.token && !caller) throw new ApiError(401, NOT_AUTHORIZED);
    const userId = NUMERIC_ID.test(body.user_id ?? '') ? Number(body.user_id) : 0;
    if (userId > 0 && caller && caller.customerId !== userId) throw new ApiError(401, NOT_AUTHORIZED);
    if (userId > 0 && !request.token) logger.warn(ORDER_WITHOUT_TOKEN);
    const code = request.storeCode || body.store_code || '';
    const storeView = code && Object.hasOwn(config.storeViews, code) ? config.storeViews[code] : undefined;
    const { billingAddress, shippingAddress } = body.addressInformation;
    return {
      client: request.client,
      body,
      caller,
      customerId: userId > 0 && caller ? caller.customerId : null,
      cart: await this.ownCart(body.cart_id ?? '', caller),
      storeCode: storeView?.storeCode ?? '',
      index: storeView?.index ?? config.catalog.defaultIndex,
      spotDefaults: spotDefaultsOf(config, storeView),
      locale: storeI18nOf(config, storeView).defaultLocale,
      email: billingAddress.email ?? shippingAddress?.email ?? caller?.email,
    };
  }

  /**
   * The cart the body names, when it is the caller's own (see docs/behaviour.md#order-ownership): a customer cart with its customer's token, or
   * an active guest cart. Someone else's customer cart is refused; an unknown, merged or ordered one is no cart (the
   * order is placed from its body alone, and booking lines then find no hold).
   */
  private async ownCart(cartId: string, caller: AuthenticatedCustomer | undefined): Promise<CartRow | undefined> {
    const { carts } = this.deps;
    if (NUMERIC_ID.test(cartId)) {
      if (!caller) return undefined;
      const cart = await carts.byId(Number(cartId));
      if (cart && cart.customer_id !== caller.customerId) throw new ApiError(401, NOT_AUTHORIZED);
      return cart?.is_active === 1 ? cart : undefined;
    }
    if (!MASKED_ID.test(cartId)) return undefined;
    const cart = await carts.byMaskedId(cartId);
    return cart && cart.customer_id === null && cart.is_active === 1 ? cart : undefined;
  }

  private async price(context: OrderContext): Promise<PricedOrder> {
    const priced = await this.pricing.price({
      body: context.body,
      customer: context.caller,
      cart: context.cart,
      index: context.index,
      spotDefaults: context.spotDefaults,
      couponCustomer: context.caller?.email ?? context.email,
    });
    if (priced.virtualOnly) return priced;
    const { shippingAddress, billingAddress } = context.body.addressInformation;
    if (!shippingAddress)
      throw new InvalidOrder([{ path: 'addressInformation.shippingAddress', message: SHIPPING_ADDRESS_REQUIRED }]);
    // Only an order with nothing to ship may be billed to an address without a street and a city.
    const billing = [
      ...(billingAddress.street.length === 0
        ? [{ path: 'addressInformation.billingAddress.street', message: STREET_REQUIRED }]
        : []),
      ...(billingAddress.city === ''
        ? [{ path: 'addressInformation.billingAddress.city', message: CITY_REQUIRED }]
        : []),
    ];
    if (billing.length > 0) throw new InvalidOrder(billing);
    return priced;
  }

  /** Core's availability rule (no cash on delivery for virtual-only orders), then the method's own check. */
  private paymentCheck(methodCode: string, priced: PricedOrder): PaymentCheck {
    const items = priced.lines.map((line) => ({ type_id: line.productType }));
    const offered = availablePaymentMethods(
      [{ code: methodCode }],
      items,
      this.deps.config.cart.hideCashOnDeliveryForTypes,
    );
    const check = offered.length > 0 ? this.payments.find((p) => p.handles(methodCode)) : undefined;
    if (!check) throw badRequest(PAYMENT_METHOD_UNAVAILABLE);
    return check;
  }

  /** The one write of an order (see docs/behaviour.md#orders-exactly-once): bookings, coupon, lines, cart, and the reply every retry gets. */
  private async write(
    context: OrderContext,
    priced: PricedOrder,
    orderId: string,
    claim: { token: string; entityId: number },
    paymentReference: string | null,
    within?: PlacementRequest['within'],
  ): Promise<OrderConfirmation> {
    const { database: db, spots, coupons, carts, now } = this.deps;
    const at = now();
    const confirmation: OrderConfirmation = {
      magentoOrderId: claim.entityId,
      backendOrderId: claim.entityId,
      orderNumber: orderNumber(claim.entityId),
      transferedAt: new Date(at).toISOString(),
    };
    const { body, storeCode } = context;
    const info = body.addressInformation;
    const { totals, lines, coupon } = priced;
    const spotSkus = lines.flatMap((line) => (line.cartItemId !== undefined && line.bookFrom ? [line.sku] : []));
    const timeZones =
      spotSkus.length > 0 && this.deps.bookings ? await this.deps.bookings.timeZonesOf(spotSkus, storeCode) : {};
    const work = async (tx: SqlExecutor) => {
      const orders = this.store.in(tx);
      const cartStore = carts.in(tx);
      // The claimed row first, FOR UPDATE: a takeover after this check would have to wait for our commit.
      if (!(await orders.holdsClaim(orderId, claim.token))) throw new ApiError(409, ORDER_RUNNING);
      const cart = context.cart && (await cartStore.byId(context.cart.id));
      const booked = lines.flatMap((line) => (line.cartItemId === undefined ? [] : [line.cartItemId]));
      if (booked.length > 0) {
        // The cart was ordered meanwhile (another tab), or its holds moved on: the places are not this order's.
        const open = cart?.is_active === 1 ? await orders.openHolds(cart.id) : new Set<number>();
        if (!booked.every((itemId) => open.has(itemId))) throw new ApiError(409, SPOT_NOT_AVAILABLE);
      }
      if (cart?.is_active === 1) {
        // Holds of lines the order leaves out end with the cart; they must not become bookings of this order.
        for (const itemId of await orders.openHolds(cart.id))
          if (!booked.includes(itemId)) await spots?.releaseLine(tx, cart.id, itemId);
        await confirmCartHolds(tx, cart.id, orderId, at);
        await cartStore.deactivate(cart.id);
      }
      if (
        coupon &&
        !(await coupons.redeem(tx, coupon.code, context.caller?.email ?? context.email ?? orderId, orderId))
      )
        throw badRequest(INCORRECT_COUPON);
      for (const [i, line] of lines.entries()) {
        const item = totals.items[i]!;
        await orders.insertItem(claim.entityId, {
          sku: line.sku,
          parent_sku: line.parentSku,
          name: line.name,
          qty: line.qty,
          price: line.price,
          price_incl_tax: item.price_incl_tax,
          row_total: item.row_total,
          row_total_incl_tax: item.row_total_incl_tax,
          tax_amount: item.tax_amount,
          discount_amount: item.discount_amount,
          product_type: line.productType,
          product_option: line.productOption,
          option_labels: line.labels.length > 0 ? JSON.stringify(line.labels) : null,
          book_from: line.bookFrom,
          book_to: line.bookTo,
          is_monthly: line.isMonthly ? 1 : 0,
          time_zone: line.timeZone ?? null,
        });
      }
      const bookingLines = lines.flatMap((line, i) =>
        cart && line.cartItemId !== undefined && line.bookFrom
          ? [
              {
                cartId: cart.id,
                cartItemId: line.cartItemId,
                sku: line.sku,
                name: line.name,
                qty: line.qty,
                isMonthly: line.isMonthly,
                rowTotalInclTax: totals.items[i]!.row_total_incl_tax,
              },
            ]
          : [],
      );
      if (bookingLines.length > 0)
        await this.deps.bookings?.recordOrder(tx, {
          orderId,
          entityId: claim.entityId,
          customerId: context.customerId,
          email: context.email ?? null,
          storeCode,
          currency: totals.quote_currency_code,
          paymentMethod: info.payment_method_code,
          paymentReference,
          listing: info.shippingExtraFields?.listingDetails,
          lines: bookingLines,
          timeZones,
        });
      await this.failpoint('inside-write', orderId);
      const listing: ListingDetails | undefined = info.shippingExtraFields?.listingDetails;
      await orders.markPlaced(
        claim.entityId,
        {
          customer_id: context.customerId,
          email: context.email ?? null,
          store_code: storeCode,
          cart_id: context.cart?.id ?? null,
          currency: totals.quote_currency_code,
          subtotal: totals.subtotal,
          subtotal_incl_tax: totals.subtotal_incl_tax,
          shipping: totals.shipping_amount,
          shipping_incl_tax: totals.shipping_incl_tax,
          discount: -totals.discount_amount || 0,
          tax: totals.tax_amount,
          grand_total: totals.grand_total,
          coupon_code: coupon?.code ?? null,
          shipping_address: info.shippingAddress ? JSON.stringify(info.shippingAddress) : null,
          billing_address: JSON.stringify(info.billingAddress),
          shipping_carrier_code: priced.shipping?.carrier_code ?? null,
          shipping_method_code: priced.shipping?.method_code ?? null,
          payment_method: info.payment_method_code,
          payment_reference: paymentReference,
          listing_details: listing ? JSON.stringify(listing) : null,
        },
        confirmation,
      );
      await recordWebhookEvent(
        tx,
        {
          type: 'order.placed',
          subject: orderId,
          data: {
            order_id: orderId,
            number: confirmation.orderNumber,
            status: 'pending',
            email: context.email ?? null,
            store_code: storeCode,
            currency: totals.quote_currency_code,
            grand_total: totals.grand_total,
            payment_method: info.payment_method_code,
            items: lines.map((line, i) => ({
              sku: line.sku,
              name: line.name,
              qty: line.qty,
              row_total_incl_tax: totals.items[i]!.row_total_incl_tax,
              ...(line.bookFrom && { book_from: line.bookFrom, book_to: line.bookTo }),
            })),
          },
        },
        at,
      );
      await within?.(tx, { orderNumber: confirmation.orderNumber });
    };
    const locks = [orderLockKey(orderId), ...(context.cart ? [cartLockKey(context.cart.id)] : [])];
    try {
      await db.transaction(work, { locks });
    } catch (error) {
      if (error instanceof SpotBookingRefused) throw new ApiError(error.status, error.message);
      // The only unique key the write can meet is the payment reference: another order was paid with it.
      if (isUniqueViolation(error) && paymentReference !== null) throw new ApiError(409, PAYMENT_ALREADY_USED);
      throw error;
    }
    return confirmation;
  }

  /**
   * After the commit, and never deciding the order's answer: the limits are asked first (their counters may be shared
   * in Redis), then the mail is sent without waiting for it. A guest names any address, so a guest's mail carries only
   * what the shop wrote (number, lines, totals), never the names and streets the caller typed; a customer's mail to
   * their own account address keeps the addresses.
   */
  private async sendConfirmation(
    context: OrderContext,
    priced: PricedOrder,
    confirmation: OrderConfirmation,
    orderId: string,
  ): Promise<void> {
    if (!context.email) return;
    const log = this.deps.log ?? ((message: string) => logger.error(message));
    try {
      if (!(await this.mayMail(context.email, context.client))) {
        log(`The order-confirmation mail of ${confirmation.orderNumber} was skipped: too many for its address`);
        return;
      }
    } catch (error) {
      log(`The order-confirmation mail of ${confirmation.orderNumber} was skipped: ${String(error)}`);
      return;
    }
    const passes = await this.deps.bookings?.confirmationSections(orderId).catch((error: unknown) => {
      log(`The parking passes of ${confirmation.orderNumber} were left out of its mail: ${String(error)}`);
      return undefined;
    });
    const mail = orderConfirmationMail({
      to: context.email,
      orderNumber: confirmation.orderNumber,
      body: context.body,
      priced,
      paymentTitle:
        this.deps.config.cart.paymentMethods.find((m) => m.code === context.body.addressInformation.payment_method_code)
          ?.title ?? context.body.addressInformation.payment_method_code,
      verifiedRecipient: context.caller !== undefined && sameMailAddress(context.caller.email, context.email),
      locale: context.locale,
      now: this.deps.now(),
    });
    if (passes) {
      mail.text += `\n${passes.text}`;
      mail.html = (mail.html ?? '') + passes.html;
    }
    this.deps.mailer.send(mail).catch((error: unknown) => {
      log(`Sending the order-confirmation mail of ${confirmation.orderNumber} failed: ${String(error)}`);
    });
  }

  /** Counts one confirmation against its client, then its recipient; one refused by the recipient gives the first back. */
  private async mayMail(recipient: string, client: string | undefined): Promise<boolean> {
    const now = this.deps.now();
    const clientKey = client ?? 'unknown';
    if (!(await this.mailPerClient.hit(clientKey, now)).allowed) return false;
    // Hashed: the counters (in Redis, too) need not hold the shoppers' addresses.
    if ((await this.mailPerRecipient.hit(sha256(recipient.trim().toLowerCase()), now)).allowed) return true;
    await this.mailPerClient.forgive(clientKey, now);
    return false;
  }
}
