import { availablePaymentMethods, preselectedShippingMethod, shippingPriceFor } from '@storefront/core';
import { Router, type Request } from 'express';
import { NOT_AUTHORIZED } from '../auth/authenticated.js';
import type { AuthenticatedCustomer, CustomerAuth } from '../auth/customer-auth.js';
import { requestToken } from '../auth/request-token.js';
import type { ApiConfig } from '../config.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope } from '../http/envelope.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { queryParam } from '../http/query-param.js';
import { requestStore } from '../http/request-store.js';
import { spotDefaultsOf } from '../spots/booking-rules-of.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import type { SpotHolds, SpotTerms } from '../spots/spot-holds.js';
import { cartTotals, publicCartId, toCartItem, totalsWithBookings } from './cart-answers.js';
import { NO_ADDRESS, NO_COUPON, NO_METHODS, parseCartItem, parseDeletedItemId, requireObject } from './cart-input.js';
import type { CartService } from './cart-service.js';
import type { CartItemRow, CartRow } from './cart-store.js';
import { catalogueLine } from './catalogue-line.js';
import { INCORRECT_COUPON, type CouponRepository } from './coupon-repository.js';

export const noSuchCart = (cartId: string) => `No such entity with cartId = ${cartId.slice(0, 64)}`;
export const TOO_MANY_GUEST_CARTS = 'Too many new carts from this address. Please try again later.';

export interface CartRouterDependencies {
  config: ApiConfig;
  auth: CustomerAuth;
  search: CatalogSearch;
  carts: CartService;
  coupons: CouponRepository;
  spots: SpotHolds | undefined;
  now: () => number;
}

interface ResolvedCart {
  cart: CartRow;
  customer: AuthenticatedCustomer | undefined;
}

// The rest client's rule: a customer cart iff a token is given AND the cart id is numeric; anything else is a guest id.
const NUMERIC_ID = /^[1-9]\d{0,15}$/;
const MASKED_ID = /^[0-9a-f]{32}$/;

/** `/api/cart/*` (see docs/api.md#cart): carts kept in the database, wire-compatible with vue-storefront-api 1.12. */
export function createCartRouter({ config, auth, search, carts, coupons, spots, now }: CartRouterDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-cache, no-store');
    next();
  });
  const guestCartLimit = limitPerAddress(config.cart.guestCartRateLimit, TOO_MANY_GUEST_CARTS, now, {
    scope: 'guest-carts',
    redisUrl: config.redis.url,
  });

  async function customerOf(req: Request): Promise<AuthenticatedCustomer> {
    const who = await auth.authenticate(req);
    if (!who) throw new ApiError(401, NOT_AUTHORIZED);
    return who;
  }

  /** The cart the request names, after checking it is the requester's; never someone else's. */
  async function ownedCart(req: Request): Promise<ResolvedCart> {
    const cartId = queryParam(req, 'cartId') ?? '';
    if (requestToken(req) && NUMERIC_ID.test(cartId)) {
      const customer = await customerOf(req);
      const cart = await carts.store.byId(Number(cartId));
      if (cart && cart.customer_id !== customer.customerId) throw new ApiError(401, NOT_AUTHORIZED);
      if (!cart || cart.is_active !== 1) throw new ApiError(404, noSuchCart(cartId));
      return { cart, customer };
    }
    const cart = MASKED_ID.test(cartId) ? await carts.store.byMaskedId(cartId) : undefined;
    if (!cart || cart.customer_id !== null || cart.is_active !== 1) throw new ApiError(404, noSuchCart(cartId));
    return { cart, customer: undefined };
  }

  const lookup = (req: Request, customer?: AuthenticatedCustomer) => ({
    search,
    index: requestStore(req, config).index,
    maxHits: config.catalog.maxResultWindow,
    spots,
    now: new Date(now()),
    groupId: customer?.groupId,
    spotDefaults: spotDefaultsOf(config, requestStore(req, config).storeView),
  });

  const couponOf = ({ cart, customer }: ResolvedCart) =>
    cart.coupon_code ? coupons.find(cart.coupon_code, customer?.email) : undefined;

  async function totals(resolved: ResolvedCart, given?: readonly CartItemRow[]) {
    const rows = given ?? (await carts.items(resolved.cart));
    const cart = (await carts.store.byId(resolved.cart.id))!;
    return totalsWithBookings(cartTotals(cart, rows, config, await couponOf({ ...resolved, cart })), rows);
  }

  function paymentMethods(rows: readonly CartItemRow[]) {
    const items = rows.map((row) => ({ type_id: row.product_type }));
    return availablePaymentMethods(config.cart.paymentMethods, items, config.cart.hideCashOnDeliveryForTypes);
  }

  function shippingMethod(carrier: unknown, method: unknown) {
    if (carrier === undefined && method === undefined) return preselectedShippingMethod(config.cart.shippingMethods)!;
    const found = config.cart.shippingMethods.find((m) => m.carrier_code === carrier && m.method_code === method);
    if (!found) throw badRequest(`Carrier with such method not found: ${String(carrier)}, ${String(method)}`);
    return found;
  }

  router.post(
    '/create',
    // Only guests are counted: a customer's cart is one per account, however often it is asked for.
    (req, res, next) => (requestToken(req) ? next() : guestCartLimit(req, res, next)),
    async (req, res) => {
      const storeCode = requestStore(req, config).storeView?.storeCode ?? '';
      if (!requestToken(req)) return sendEnvelope(res, publicCartId(await carts.createGuest(storeCode)));
      const customer = await customerOf(req);
      sendEnvelope(res, (await carts.customerCart(customer.customerId, storeCode)).id);
    },
  );

  router.post('/update', async (req, res) => {
    const resolved = await ownedCart(req);
    const input = parseCartItem(req.body, config.cart.maxQty);
    const { cart, customer } = resolved;
    if (input.item_id !== undefined) {
      const row = await carts.store.item(cart.id, input.item_id);
      const line = row?.spot_sku
        ? await catalogueLine(lookup(req, customer), { ...input, sku: row.spot_sku })
        : undefined;
      const updated = await carts.setQty(cart, input.item_id, input, line, clientAddress(req));
      return sendEnvelope(res, toCartItem(updated, cart, (await carts.holdExpiries(cart)).get(updated.item_id)));
    }
    const line = await catalogueLine(lookup(req, customer), input);
    const added = await carts.add(cart, input, line, clientAddress(req));
    sendEnvelope(res, toCartItem(added, cart, (await carts.holdExpiries(cart)).get(added.item_id)));
  });

  router.post('/delete', async (req, res) => {
    const { cart } = await ownedCart(req);
    await carts.remove(cart, parseDeletedItemId(req.body));
    sendEnvelope(res, true);
  });

  router.get('/pull', async (req, res) => {
    const { cart } = await ownedCart(req);
    const rows = await carts.items(cart);
    const holds = await carts.holdExpiries(cart);
    sendEnvelope(
      res,
      rows.map((row) => toCartItem(row, cart, holds.get(row.item_id))),
    );
  });

  router.get('/totals', async (req, res) => {
    sendEnvelope(res, await totals(await ownedCart(req)));
  });

  router.get('/payment-methods', async (req, res) => {
    const { cart } = await ownedCart(req);
    sendEnvelope(res, paymentMethods(await carts.items(cart)));
  });

  router.post('/shipping-methods', async (req, res) => {
    const resolved = await ownedCart(req);
    requireObject(req.body, 'address', NO_ADDRESS);
    // Each method at what this cart would be charged for it: a free-shipping threshold the goods reach makes it 0.
    const { subtotal_incl_tax: subtotal, discount_amount: discount } = await totals(resolved);
    sendEnvelope(
      res,
      config.cart.shippingMethods.map((configured) => {
        const m = shippingPriceFor(configured, subtotal + discount);
        return {
          carrier_code: m.carrier_code,
          method_code: m.method_code,
          carrier_title: m.carrier_title,
          method_title: m.method_title,
          amount: m.amount,
          base_amount: m.amount,
          available: true,
          error_message: '',
          price_excl_tax: m.amount,
          price_incl_tax: m.price_incl_tax,
        };
      }),
    );
  });

  router.post('/shipping-information', async (req, res) => {
    const resolved = await ownedCart(req);
    const info = requireObject(req.body, 'addressInformation', NO_ADDRESS);
    const address = info.shippingAddress;
    if (typeof address !== 'object' || address === null || Array.isArray(address)) throw badRequest(NO_ADDRESS);
    const method = shippingMethod(info.shippingCarrierCode, info.shippingMethodCode);
    // One statement: atomic by itself, no transaction needed.
    await carts.store.setShipping(
      resolved.cart.id,
      method.carrier_code,
      method.method_code,
      address,
      info.billingAddress,
    );
    // A step of the checkout: the shopper is about to pay, so the spot holds are renewed (reads never renew them).
    const rows = await carts.renew(resolved.cart);
    sendEnvelope(res, { payment_methods: paymentMethods(rows), totals: await totals(resolved, rows) });
  });

  router.post('/collect-totals', async (req, res) => {
    const resolved = await ownedCart(req);
    const methods = requireObject(req.body, 'methods', NO_METHODS);
    const shipping = shippingMethod(methods.shippingCarrierCode, methods.shippingMethodCode);
    const payment = (methods.paymentMethod as { method?: unknown } | undefined)?.method;
    // The totals of the chosen methods, the checkout's last step before the order: renews the spot holds.
    const rows = await carts.renew(resolved.cart);
    if (payment !== undefined && !paymentMethods(rows).some((m) => m.code === payment))
      throw badRequest(`The requested Payment Method is not available.`);
    await carts.store.setMethods(
      resolved.cart.id,
      shipping.carrier_code,
      shipping.method_code,
      typeof payment === 'string' ? payment : null,
    );
    sendEnvelope(res, await totals(resolved, rows));
  });

  router.post('/apply-coupon', async (req, res) => {
    const resolved = await ownedCart(req);
    const code = queryParam(req, 'coupon')?.trim();
    if (!code) throw badRequest(NO_COUPON);
    if (code.length > 64) throw new ApiError(404, INCORRECT_COUPON);
    const terms = await coupons.require(code, resolved.customer?.email);
    await carts.store.setCoupon(resolved.cart.id, terms.code);
    sendEnvelope(res, true);
  });

  router.post('/delete-coupon', async (req, res) => {
    const { cart } = await ownedCart(req);
    await carts.store.setCoupon(cart.id, null);
    sendEnvelope(res, true);
  });

  router.get('/coupon', async (req, res) => {
    const resolved = await ownedCart(req);
    sendEnvelope(res, (await couponOf(resolved))?.code ?? '');
  });

  router.post('/merge', async (req, res) => {
    const { cart } = await ownedCart(req);
    if (cart.customer_id === null) throw new ApiError(401, NOT_AUTHORIZED);
    const guestCartId = (req.body as { guestCartId?: unknown } | undefined)?.guestCartId;
    if (typeof guestCartId !== 'string' || !MASKED_ID.test(guestCartId))
      throw badRequest('guestCartId must be a guest cart id (32 hexadecimal characters)');
    const guest = await carts.store.byMaskedId(guestCartId);
    const spotTerms = new Map<string, SpotTerms>();
    const spotSkus = guest
      ? [...new Set((await carts.store.items(guest.id)).flatMap((r) => (r.spot_sku ? [r.spot_sku] : [])))]
      : [];
    for (const sku of spotSkus) {
      const line = await catalogueLine(lookup(req), { sku, qty: 1 }).catch(() => undefined);
      if (line?.spot) spotTerms.set(sku, line.spot);
    }
    sendEnvelope(
      res,
      (await carts.merge(cart, guestCartId, spotTerms, clientAddress(req))).map((row) => toCartItem(row, cart)),
    );
  });

  return router;
}
