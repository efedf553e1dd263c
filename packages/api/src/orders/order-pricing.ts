import { timingSafeEqual } from 'node:crypto';
import {
  bookingLabels,
  magentoTotals,
  maxQtyExceeded,
  preselectedShippingMethod,
  sameBookingIdentity,
  spotPeriodProblem,
  type CouponTerms,
  type LineLabel,
  type MagentoTotals,
  type ParsedOrderBody,
  type SpotDefaults,
} from '@storefront/core';
import type { AuthenticatedCustomer } from '../auth/customer-auth.js';
import type { ShippingMethod } from '../cart/cart-answers.js';
import { asksForPeriod, OUT_OF_STOCK, periodNotForProduct, PRICE_UNKNOWN, priceChanged } from '../cart/cart-service.js';
import type { CartItemRow, CartRow, CartStore } from '../cart/cart-store.js';
import { catalogueLine, type CatalogueLine } from '../cart/catalogue-line.js';
import { INCORRECT_COUPON, type CouponRepository } from '../cart/coupon-repository.js';
import type { ApiConfig } from '../config.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { findProductsBySku, matchedProduct } from '../products/find-products-by-sku.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { signPayload } from '../search/price-signature.js';
import type { SpotHolds } from '../spots/spot-holds.js';
import { SPOT_NOT_AVAILABLE } from '../spots/spot-messages.js';
import { bookingRulesOf } from '../spots/booking-rules-of.js';
import { verifySpotPrice } from '../spots/spot-price-signature.js';
import { productsError } from './order-messages.js';
import type { OrderStore } from './order-store.js';

type BodyProduct = ParsedOrderBody['products'][number];

/** Prices agree when they differ by less than half a cent (the cart's rule). */
const PRICE_TOLERANCE = 0.005;

/** One order line as the server prices it. */
export interface PricedLine {
  sku: string;
  parentSku: string | null;
  name: string;
  qty: number;
  /** Unit price before the booking tax: the catalogue's, or the held booking's. */
  price: number;
  productType: string;
  productOption: string | null;
  labels: LineLabel[];
  bookFrom: string | null;
  bookTo: string | null;
  isMonthly: boolean;
  /** A booking line's spot's time zone, the clock its period is said on. */
  timeZone?: string;
  /** The cart line whose spot hold this booking line confirms. */
  cartItemId: number | undefined;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: MagentoTotals;
  shipping: ShippingMethod | undefined;
  coupon: CouponTerms | undefined;
  /** Every line is of a type that is never delivered: no shipping, no cash on delivery. */
  virtualOnly: boolean;
}

export interface PricingRequest {
  body: ParsedOrderBody;
  customer: AuthenticatedCustomer | undefined;
  /** The caller's own active cart, when the body names one. */
  cart: CartRow | undefined;
  index: string;
  /** The store view's time zone and the config's rules for a spot that names none. */
  spotDefaults?: SpotDefaults;
  /** Who a coupon's per-customer limit counts: the customer's e-mail, else the order's. */
  couponCustomer: string | undefined;
}

export interface OrderPricingDependencies {
  config: ApiConfig;
  search: CatalogSearch;
  spots: SpotHolds | undefined;
  carts: CartStore;
  orders: OrderStore;
  coupons: CouponRepository;
  now: () => number;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * docs/behaviour.md#order-pricing: the server prices every order line itself, asynchronously and outside any transaction. A plain line
 * costs what the cart would charge (catalogue price, the caller's customer group); a booking line costs what its
 * spot hold in the caller's cart was accepted at. The body's prices are never charged; they only serve to tell the
 * shopper that a price they were shown (and we signed) has changed since.
 */
export class OrderPricing {
  constructor(private readonly deps: OrderPricingDependencies) {}

  async price(request: PricingRequest): Promise<PricedOrder> {
    const { config } = this.deps;
    const catalogue = await Promise.all(request.body.products.map((product) => this.catalogueOf(request, product)));
    const cartRows = request.cart ? await this.deps.carts.items(request.cart.id) : [];
    const openHolds = request.cart ? await this.deps.orders.openHolds(request.cart.id) : new Set<number>();
    const taken = new Set<number>();
    const lines = request.body.products.map((product, i) => {
      const line = catalogue[i]!;
      if (line.bookable) return this.bookingLine(product, line, cartRows, openHolds, taken);
      return this.plainLine(product, line);
    });
    await this.checkSignedPrices(request, catalogue);

    const virtualOnly = lines.every((line) => config.cart.hideCashOnDeliveryForTypes.includes(line.productType));
    const shipping = virtualOnly ? undefined : this.shippingOf(request.body);
    const coupon = await this.couponOf(request);
    const totals = magentoTotals({
      lines: lines.map((line, i) => ({
        item_id: i + 1,
        name: line.name,
        qty: line.qty,
        price: line.price,
        options: [
          ...line.labels,
          ...bookingLabels({ book_from: line.bookFrom, book_to: line.bookTo, is_monthly: line.isMonthly }),
        ],
      })),
      bookingTaxRatePercent: config.cart.bookingTaxRatePercent,
      currency: config.cart.currency,
      shipping: shipping ?? null,
      coupon: coupon ?? null,
    });
    return { lines, totals, shipping, coupon, virtualOnly };
  }

  /** The catalogue's word on a product; anything it refuses is the contract's 500 'Error while adding products'. */
  private async catalogueOf(request: PricingRequest, product: BodyProduct): Promise<CatalogueLine> {
    try {
      return await catalogueLine(
        {
          search: this.deps.search,
          index: request.index,
          maxHits: this.deps.config.catalog.maxResultWindow,
          spots: this.deps.spots,
          now: new Date(this.deps.now()),
          groupId: request.customer?.groupId,
          spotDefaults: request.spotDefaults,
        },
        { sku: product.sku, qty: product.qty, product_option: product.product_option ?? undefined },
        product.parentSku,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        throw new ApiError(500, productsError(product.sku, error.message));
      throw error;
    }
  }

  private plainLine(product: BodyProduct, line: CatalogueLine): PricedLine {
    const { config } = this.deps;
    if (asksForPeriod(product)) throw badRequest(periodNotForProduct(product.sku));
    if (line.outOfStock) throw new ApiError(500, productsError(line.sku, OUT_OF_STOCK));
    if (line.price === null || (line.price <= 0 && !config.cart.allowZeroPrice))
      throw new ApiError(500, productsError(line.sku, PRICE_UNKNOWN));
    if (product.qty > config.cart.maxQty) throw badRequest(maxQtyExceeded(config.cart.maxQty));
    return {
      sku: line.sku,
      parentSku: line.parentSku,
      name: line.name,
      qty: product.qty,
      price: line.price,
      productType: line.productType,
      // The parent's name, the child's options (docs/behaviour.md#order-lines): what history, mail and 'Remake order' read.
      productOption: line.productOption ? JSON.stringify(line.productOption) : null,
      labels: line.labels,
      bookFrom: null,
      bookTo: null,
      isMonthly: false,
      cartItemId: undefined,
    };
  }

  /**
   * A parking booking is sold only through a live hold of the caller's own cart (the cart checked its period, its
   * places and its price when it took the hold). A body line with no such hold names a place nobody holds for it.
   */
  private bookingLine(
    product: BodyProduct,
    line: CatalogueLine,
    cartRows: readonly CartItemRow[],
    openHolds: ReadonlySet<number>,
    taken: Set<number>,
  ): PricedLine {
    const wanted = {
      sku: line.sku,
      book_from: product.book_from ?? null,
      book_to: product.book_to ?? null,
      is_monthly: product.is_monthly === true,
    };
    const row = cartRows.find(
      (r) =>
        r.spot_sku === line.sku &&
        r.qty === product.qty &&
        openHolds.has(r.item_id) &&
        !taken.has(r.item_id) &&
        sameBookingIdentity(
          { sku: r.spot_sku, book_from: r.book_from, book_to: r.book_to, is_monthly: r.is_monthly === 1 },
          wanted,
        ),
    );
    if (!line.spot || !wanted.book_from || !wanted.book_to || !row) throw new ApiError(409, SPOT_NOT_AVAILABLE);
    // The spot's rules again, as the catalogue says them now (its hours or closed dates may have changed since the
    // hold). The period's start is judged as of the hold, not of the payment: the hold kept the place meanwhile, so
    // a booking of the hour under way does not become one "in the past" while its shopper pays.
    const fromMs = Date.parse(row.book_from!);
    const now = this.deps.now();
    const period = { from: row.book_from!, to: row.book_to!, isMonthly: row.is_monthly === 1 };
    const problem = spotPeriodProblem(period, Math.min(now, fromMs), bookingRulesOf(this.deps.config), line.spot);
    if (problem) throw new ApiError(409, problem);
    taken.add(row.item_id);
    const signed = {
      sku: line.sku,
      isMonthly: wanted.is_monthly,
      fromMs: Date.parse(wanted.book_from),
      toMs: Date.parse(wanted.book_to),
      price: product.price,
    };
    // The shopper was offered the body's price (our signature says so) and the hold now costs another: say so.
    if (
      Math.abs(product.price - row.price) > PRICE_TOLERANCE &&
      verifySpotPrice(signed, product.sgn, this.deps.config.secrets.objHashSecret, this.deps.now(), {
        offerMinutes: this.deps.config.spots.offerMinutes,
      })
    )
      throw badRequest(priceChanged(line.sku));
    return {
      sku: line.sku,
      parentSku: line.parentSku,
      name: row.name,
      qty: row.qty,
      price: row.price,
      productType: line.productType,
      productOption: row.product_option,
      labels: [],
      bookFrom: row.book_from,
      bookTo: row.book_to,
      isMonthly: row.is_monthly === 1,
      cartItemId: row.item_id,
      timeZone: line.spot.timeZone,
    };
  }

  /**
   * The contract's `sgn`: when a plain line carries our signature of the price the body shows, and the catalogue's
   * price is another now, the shopper must review the cart. A signature of another shop (VSF's samples) is ignored.
   */
  private async checkSignedPrices(request: PricingRequest, catalogue: readonly CatalogueLine[]): Promise<void> {
    const { config } = this.deps;
    const serverSideTax = config.tax.calculateServerSide;
    const field = serverSideTax ? 'priceInclTax' : 'price';
    const signed = request.body.products.filter((product, i) => {
      if (catalogue[i]!.bookable || typeof product.sgn !== 'string') return false;
      const shown = product[field];
      if (typeof shown !== 'number') return false;
      const payload = serverSideTax ? { priceInclTax: shown, sku: product.sku } : { price: shown, sku: product.sku };
      return sameText(product.sgn, signPayload(payload, config.secrets.objHashSecret));
    });
    if (signed.length === 0) return;
    const found = await findProductsBySku(
      this.deps.search,
      request.index,
      signed.map((product) => product.sku),
      config.catalog.maxResultWindow,
      request.customer?.groupId,
    );
    for (const product of signed) {
      const match = found.get(product.sku);
      const current = match ? Number(matchedProduct(match.document, match.childIndex)[field]) : NaN;
      if (!(Math.abs(current - (product[field] as number)) <= PRICE_TOLERANCE))
        throw badRequest(priceChanged(product.sku));
    }
  }

  /** The body's shipping method (the configured default when it names none), as the cart's shipping information. */
  private shippingOf(body: ParsedOrderBody): ShippingMethod {
    const methods = this.deps.config.cart.shippingMethods;
    const carrier = body.addressInformation.shipping_carrier_code;
    const method = body.addressInformation.shipping_method_code;
    if (carrier === undefined && method === undefined) return preselectedShippingMethod(methods)!;
    const found = methods.find((m) => m.carrier_code === carrier && m.method_code === method);
    if (!found) throw badRequest(`Carrier with such method not found: ${String(carrier)}, ${String(method)}`);
    return found;
  }

  /** The caller's cart's coupon, while it may still be used; a code used up meanwhile refuses the order. */
  private async couponOf(request: PricingRequest): Promise<CouponTerms | undefined> {
    const code = request.cart?.coupon_code;
    if (!code) return undefined;
    const terms = await this.deps.coupons.find(code, request.couponCustomer);
    if (!terms) throw badRequest(INCORRECT_COUPON);
    return terms;
  }
}
