import {
  bookingInputsPeriod,
  bookingMessageField,
  decideAddToCart,
  formatBookingPeriod,
  isBookableSpot,
  isSpotOrder,
  localizedRoute,
  orderSpots,
  parseBookingInstant,
  productLink,
  replyMessage,
  sameBookingIdentity,
  spotArea,
  spotTermsOf,
  zoneAbbreviation,
  type BookingField,
  type BookingInputs,
  type ProductDocument,
  type SpotOrder,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import { asCartItems, readForm, seeOther, sendLines } from './cart-actions.server';
import { findServerCart, pullCart } from './cart-api.server';
import { safeReturnPath } from './return-path.server';
import { serverAvailability, spotAnchor } from './spot-booking.server';
import { bookingInputsFromParams, bookingSearchParams } from './spot-period';
import { SPOT_ALREADY_IN_CART } from './spot-labels';
import { spotTimeZone } from './spot-time-zone';

type Context = Readonly<RouterContextProvider>;

export interface SpotView {
  sku: string;
  name: string;
  href: string;
  /** The card's id: the listing opens on it (`#spot-…`). */
  anchor: string;
  address: string;
  intersection: string;
  area: string;
  /** '$4.25' and '$169.99' (absent: no monthly rate). */
  hourly: string;
  monthly?: string;
  places: number;
  free?: number;
  /** 'unknown' while the period is refused or unreadable: no spot is called booked for a period that is none. */
  availability: 'available' | 'booked' | 'unknown';
  /** Why this spot's own rules (opening hours, closed dates, longest booking) refuse the period, when they do. */
  problem?: string;
  /** The period's price before the booking tax, formatted; absent when the period is refused or unpriced. */
  periodPrice?: string;
  /** What the add form posts: the API's price and its signature for this period. */
  booking?: { price: number; sgn: string };
  /** The spot the shopper came from. */
  chosen: boolean;
}

export interface SpotListingView {
  inputs: BookingInputs;
  /** The listing's clock (IANA) and its short name now. */
  timeZone: string;
  zoneName: string;
  /** Messages by the field they concern, and one about the period as a whole. */
  errors: Partial<Record<BookingField, string>>;
  formError?: string;
  /** The period once, on the listing's clock: 'Sun 29 Nov, 10:00–13:00 EST'. */
  period?: string;
  from: string;
  to: string;
  onlyFree: boolean;
  order: SpotOrder;
  /** How many spots the catalogue has (before the filter). */
  total: number;
  spots: SpotView[];
}

/** The bookable spots of the catalogue (an hourly rate above 0). */
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

/**
 * `/spot-listing`: the period the URL names (on the store view's clock, `spotTimeZone`), each spot's free places and
 * price for it, filtered to the free ones and ordered as asked; the spot named by `spot` is marked.
 */
export async function loadSpotListing(page: PageContext, context: Context): Promise<SpotListingView> {
  const params = page.url.searchParams;
  const timeZone = spotTimeZone(undefined, page.storeView);
  const locale = page.storeView.i18n.defaultLocale;
  const now = Date.now();
  const inputs = bookingInputsFromParams(params, timeZone, now);
  const read = bookingInputsPeriod(inputs, timeZone);
  const [documents, answer] = await Promise.all([
    catalogSpots(page),
    read.period
      ? serverAvailability(page, context, { mode: inputs.mode, from: read.period.from, to: read.period.to })
      : undefined,
  ]);
  const money = storeMoney(page.storeView);
  const bySku = new Map(answer && 'spots' in answer ? answer.spots.map((spot) => [spot.sku, spot]) : []);
  const known = answer !== undefined && 'spots' in answer;
  let errors: SpotListingView['errors'] = read.errors;
  let formError: string | undefined;
  if (answer && 'error' in answer) {
    const field = bookingMessageField(answer.error, inputs, read.period, timeZone);
    if (field) errors = { [field]: answer.error };
    else formError = answer.error;
  }
  const chosen = params.get('spot') ?? '';
  const onlyFree = params.get('free') === '1';
  const order = isSpotOrder(params.get('order')) ? (params.get('order') as SpotOrder) : 'name';
  const views = documents.flatMap((spot) => {
    const terms = spotTermsOf(spot);
    if (!terms) return [];
    const free = bySku.get(spot.sku);
    const view: SpotView = {
      sku: spot.sku,
      name: spot.name,
      href: localizedRoute(productLink(spot, page.urls).path, page.storeCode, page.stores),
      anchor: spotAnchor(spot.sku),
      address: String(spot.address ?? ''),
      intersection: String(spot.intersection ?? ''),
      area: spotArea(spot),
      hourly: money(terms.hourlyRate),
      ...(terms.monthlyRate > 0 && { monthly: money(terms.monthlyRate) }),
      places: free?.places ?? terms.places,
      availability: !known ? 'unknown' : free?.available ? 'available' : 'booked',
      chosen: spot.sku === chosen,
    };
    if (free) view.free = free.free;
    if (free?.problem) view.problem = free.problem;
    if (free?.price != null) view.periodPrice = money(free.price);
    if (free?.available && free.price != null && free.sgn) view.booking = { price: free.price, sgn: free.sgn };
    const rate = inputs.mode === 'monthly' ? terms.monthlyRate || undefined : terms.hourlyRate;
    return [{ view, name: spot.name, area: view.area, ...(rate !== undefined && { rate }) }];
  });
  const shown = orderSpots(views, order)
    .map((entry) => entry.view)
    // The spot the shopper came from stays even when it is not free: they look for it.
    .filter((view) => !onlyFree || !known || view.availability === 'available' || view.chosen);
  return {
    inputs,
    timeZone,
    zoneName: zoneAbbreviation(now, timeZone, locale),
    errors,
    ...(formError && { formError }),
    ...(read.period &&
      Object.keys(errors).length === 0 &&
      !formError && {
        period: formatBookingPeriod(
          parseBookingInstant(read.period.from)!,
          parseBookingInstant(read.period.to)!,
          timeZone,
          { locale },
        ),
      }),
    from: read.period?.from ?? '',
    to: read.period?.to ?? '',
    onlyFree,
    order,
    total: views.length,
    spots: shown,
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The booking fields of a posted form, as typed. */
function postedInputs(form: FormData): BookingInputs {
  return {
    mode: field(form, 'mode') === 'monthly' ? 'monthly' : 'hourly',
    date: field(form, 'date').slice(0, 16),
    start: field(form, 'start').slice(0, 16),
    end: field(form, 'end').slice(0, 16),
    months: field(form, 'months').slice(0, 16),
  };
}

/** The page the form came from, with the period typed, so it opens again with the fields as they were. */
function backWith(back: string, inputs: BookingInputs, extra: Record<string, string> = {}): string {
  const [path] = back.split(/[?#]/);
  const params = bookingSearchParams(inputs);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `${path}?${params.toString()}${extra.spot ? `#${spotAnchor(extra.spot)}` : ''}`;
}

/**
 * The booking's 'Add to cart' (POST), from the spot's page (the period as typed, `intent=book`) or a listing card
 * (the period's instants with the API's signed price): one booking line sent to `/api/cart/update`, which takes the
 * hold or refuses. The same booking already in the cart is not raised silently: the shopper is asked, and only
 * `another=1` (the 'Book another place' button) takes a second place.
 */
export async function spotListingAction(page: PageContext, request: Request, context: Context): Promise<Response> {
  const form = await readForm(request);
  const back = safeReturnPath(field(form, 'return'), page.url.pathname);
  const sku = field(form, 'sku');
  const mode = field(form, 'mode');
  if (!sku || sku.length > 255 || (mode !== 'hourly' && mode !== 'monthly'))
    return seeOther(back, { type: 'error', message: 'Internal validation error' });
  const spot = await page.catalog.productBy('sku', sku);
  if (!spot || !isBookableSpot(spot))
    return seeOther(back, { type: 'error', message: 'Product query returned an empty result' });
  const fromPage = field(form, 'intent') === 'book';
  const inputs = postedInputs(form);
  let booking: { from: string; to: string; price: number; sgn: string };
  if (fromPage) {
    // The spot's page: the fields on the spot's clock; a refusal goes back to the page, which shows it by its field.
    const timeZone = spotTimeZone(spot, page.storeView);
    const read = bookingInputsPeriod(inputs, timeZone);
    if (!read.period) return seeOther(backWith(back, inputs));
    const answer = await serverAvailability(page, context, { mode, ...read.period, skus: [sku] });
    const offer = 'spots' in answer ? answer.spots.find((candidate) => candidate.sku === sku) : undefined;
    if (!offer?.available || offer.price == null || !offer.sgn) return seeOther(backWith(back, inputs));
    booking = { from: read.period.from, to: read.period.to, price: offer.price, sgn: offer.sgn };
  } else {
    const price = Number(field(form, 'price'));
    if (!Number.isFinite(price)) return seeOther(back, { type: 'error', message: 'Internal validation error' });
    booking = { from: field(form, 'from'), to: field(form, 'to'), price, sgn: field(form, 'sgn') };
  }
  const returnTo = fromPage ? backWith(back, inputs) : backWith(back, inputs, listingExtras(form, sku));
  const { config } = page;
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const existing = asCartItems(await pullCart(cart).catch(() => []), config.cart.bookingTaxRatePercent);
  const identity = { sku, book_from: booking.from, book_to: booking.to, is_monthly: mode === 'monthly' };
  if (existing.some((line) => sameBookingIdentity(line, identity)) && field(form, 'another') !== '1')
    return fromPage
      ? seeOther(backWith(back, inputs, { another: 'ask' }))
      : seeOther(returnTo, { type: 'info', message: SPOT_ALREADY_IN_CART });
  const decision = decideAddToCart(
    existing,
    {
      product: spot,
      booking: {
        price: booking.price,
        book_from: booking.from,
        book_to: booking.to,
        is_monthly: mode === 'monthly',
        ...(booking.sgn && { sgn: booking.sgn }),
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
    return seeOther(returnTo, { type: 'error', message: error?.message ?? 'Internal validation error' });
  const lines = decision.added.map((line) => ({
    sku: line.sku,
    qty: 1,
    price: line.price,
    book_from: line.book_from!,
    book_to: line.book_to!,
    is_monthly: line.is_monthly,
    ...(line.sgn && { sgn: line.sgn }),
  }));
  const sent = await sendLines(page, request, context, lines);
  if (sent.reply && sent.reply.code !== 200)
    return seeOther(
      returnTo,
      { type: 'error', message: replyMessage(sent.reply.result, ['text', 'message'], 'Internal validation error') },
      sent.cart,
    );
  return seeOther(returnTo, decision.notifications.at(-1)!, sent.cart);
}

/** What a listing card's add keeps of the listing: its filter, its order, and the spot to open on. */
function listingExtras(form: FormData, sku: string): Record<string, string> {
  const extras: Record<string, string> = { spot: sku };
  if (field(form, 'free') === '1') extras.free = '1';
  if (isSpotOrder(field(form, 'order'))) extras.order = field(form, 'order');
  return extras;
}
