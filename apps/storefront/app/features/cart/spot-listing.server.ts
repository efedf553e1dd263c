import {
  decideAddToCart,
  formatDate,
  isBookableSpot,
  localizedRoute,
  productLink,
  readEnvelope,
  replyMessage,
  type ProductDocument,
  type SpotAvailability,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import { storefrontContext } from '../../lib/request-context';
import { asCartItems, readForm, seeOther, sendLines } from './cart-actions.server';
import { findServerCart, pullCart } from './cart-api.server';
import { spotPeriodQuery, type SpotPeriodQuery } from './spot-period';
import { safeReturnPath } from './return-path.server';

type Context = Readonly<RouterContextProvider>;

export interface SpotView {
  sku: string;
  name: string;
  href: string;
  address: string;
  intersection: string;
  hourly: string;
  monthly: string;
  places: number;
  free?: number;
  available: boolean;
  /** The period's price incl. the booking tax, formatted; absent when the period is refused or unpriced. */
  periodPrice?: string;
  /** What the add form posts: the API's price and its signature for this period. */
  booking?: { price: number; sgn: string };
}

export interface SpotListingView {
  query: Omit<SpotPeriodQuery, 'from' | 'to'>;
  /** The period in the store's date format (UTC, as the booking rules count). */
  period?: { from: string; to: string };
  /** The API's refusal of the period ('The booking must end after it starts.'...). */
  periodError?: string;
  from: string;
  to: string;
  spots: SpotView[];
}

/** The bookable spots of the catalogue (an hourly rate above 0), by name. */
async function catalogSpots(page: PageContext): Promise<ProductDocument[]> {
  const { items } = await page.catalog.products(
    {
      filters: [
        { attribute: 'visibility', value: [2, 3, 4] },
        { attribute: 'status', value: [1] },
        { attribute: 'hourly_rate', value: { gt: 0 } },
      ],
      sort: 'name',
    },
    { size: 200 },
  );
  return items;
}

/** `GET /api/ext/spots/availability` over HTTP (see docs/behaviour.md#server-cart-sync): each spot's free places and signed price. */
async function availability(
  page: PageContext,
  context: Context,
  query: SpotPeriodQuery,
): Promise<{ spots: SpotAvailability[] } | { error: string }> {
  const { apiFetch } = context.get(storefrontContext);
  const params = new URLSearchParams({ mode: query.mode, from: query.from, to: query.to });
  if (page.config.storeViews.multistore && page.storeCode) params.set('storeCode', page.storeCode);
  const reply = await readEnvelope(
    await apiFetch(`/api/ext/spots/availability?${params.toString()}`, { cache: 'no-store' }),
  );
  if (reply.code === 200 && Array.isArray(reply.result)) return { spots: reply.result as SpotAvailability[] };
  if (reply.code >= 400 && reply.code < 500)
    return { error: replyMessage(reply.result, ['text', 'message'], 'Internal validation error') };
  throw new Error(`Spot availability failed (${reply.code})`);
}

export async function loadSpotListing(page: PageContext, context: Context): Promise<SpotListingView> {
  const query = spotPeriodQuery(page.url.searchParams, Date.now());
  const [spots, answer] = await Promise.all([catalogSpots(page), availability(page, context, query)]);
  const money = storeMoney(page.storeView);
  const format = (value: unknown) => money(Number(value ?? 0));
  const bySku = new Map('spots' in answer ? answer.spots.map((spot) => [spot.sku, spot]) : []);
  const dateFormat = page.storeView.i18n.dateFormat;
  const { from, to, ...shown } = query;
  return {
    query: shown,
    from,
    to,
    ...('error' in answer
      ? { periodError: answer.error }
      : {
          period: {
            from: formatDate(from, dateFormat, { utc: true }),
            to: formatDate(to, dateFormat, { utc: true }),
          },
        }),
    spots: spots.map((spot) => {
      const free = bySku.get(spot.sku);
      const view: SpotView = {
        sku: spot.sku,
        name: spot.name,
        href: localizedRoute(productLink(spot, page.urls).path, page.storeCode, page.stores),
        address: String(spot.address ?? ''),
        intersection: String(spot.intersection ?? ''),
        hourly: format(spot.hourly_rate),
        monthly: format(spot.monthly_rate),
        places: free?.places ?? (Number(spot.places) || 1),
        available: free?.available ?? false,
      };
      if (free) view.free = free.free;
      if (free?.priceInclTax != null) view.periodPrice = money(free.priceInclTax);
      if (free?.available && free.price != null && free.sgn) view.booking = { price: free.price, sgn: free.sgn };
      return view;
    }),
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The listing's 'Add to cart' (POST): one booking line with the period, the API's price and its signature, decided
 * by the browser's rule (`decideAddToCart`) and sent to `/api/cart/update`, which takes the hold or refuses.
 */
export async function spotListingAction(page: PageContext, request: Request, context: Context): Promise<Response> {
  const form = await readForm(request);
  const back = safeReturnPath(field(form, 'return'), page.url.pathname);
  const sku = field(form, 'sku');
  const mode = field(form, 'mode');
  const price = Number(field(form, 'price'));
  if (!sku || sku.length > 255 || (mode !== 'hourly' && mode !== 'monthly') || !Number.isFinite(price))
    return seeOther(back, { type: 'error', message: 'Internal validation error' });
  const spot = await page.catalog.productBy('sku', sku);
  if (!spot || !isBookableSpot(spot))
    return seeOther(back, { type: 'error', message: 'Product query returned an empty result' });
  const sgn = field(form, 'sgn');
  const { config } = page;
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const existing = asCartItems(await pullCart(cart).catch(() => []), config.cart.bookingTaxRatePercent);
  const decision = decideAddToCart(
    existing,
    {
      product: spot,
      booking: {
        price,
        book_from: field(form, 'from'),
        book_to: field(form, 'to'),
        is_monthly: mode === 'monthly',
        ...(sgn && { sgn }),
      },
      // Places, not stock, limit a spot: the API's hold decides.
      stockStatusOf: () => 'ok',
    },
    {
      bookingTaxRatePercent: config.cart.bookingTaxRatePercent,
      allowZeroPrice: config.useZeroPriceProduct,
      allowOutOfStockInCart: true,
      externalCheckout: false,
    },
  );
  const error = decision.notifications.find((notification) => notification.type === 'error');
  if (error || decision.added.length === 0)
    return seeOther(back, { type: 'error', message: error?.message ?? 'Internal validation error' });
  const lines = decision.added.map((line) => ({
    sku: line.sku,
    qty: line.qty,
    price: line.price,
    book_from: line.book_from!,
    book_to: line.book_to!,
    is_monthly: line.is_monthly,
    ...(line.sgn && { sgn: line.sgn }),
  }));
  const sent = await sendLines(page, request, context, lines);
  if (sent.reply && sent.reply.code !== 200)
    return seeOther(
      back,
      { type: 'error', message: replyMessage(sent.reply.result, ['text', 'message'], 'Internal validation error') },
      sent.cart,
    );
  return seeOther(back, decision.notifications.at(-1)!, sent.cart);
}
