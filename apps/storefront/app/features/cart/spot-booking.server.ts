import {
  bookingInputsPeriod,
  localizedRoute,
  spotTermsOf,
  zoneAbbreviation,
  type BookingInputs,
  type ProductDocument,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { endpointUrl } from '../../lib/endpoint-url';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import { storefrontContext } from '../../lib/request-context';
import type { SpotBookingView } from './spot-booking-view';
import { bookingInputsFromParams, bookingSearchParams } from './spot-period';
import { fetchAvailability, spotQuoteView, type AvailabilityAnswer } from './spot-quote';
import { spotTimeZone } from './spot-time-zone';

type Context = Readonly<RouterContextProvider>;

const AVAILABILITY_PATH = '/api/ext/spots/availability';

/** The store code the availability call names in a multistore shop (its prices follow the store view). */
export function availabilityStoreCode(page: PageContext): string | undefined {
  return page.config.storeViews.multistore && page.storeCode ? page.storeCode : undefined;
}

/** The availability of a period over the storefront server's own fetch (embedded or remote API). */
export function serverAvailability(
  page: PageContext,
  context: Context,
  query: { mode: string; from: string; to: string; skus?: readonly string[] },
): Promise<AvailabilityAnswer> {
  const { apiFetch } = context.get(storefrontContext);
  const storeCode = availabilityStoreCode(page);
  return fetchAvailability(apiFetch, AVAILABILITY_PATH, { ...query, ...(storeCode && { storeCode }) });
}

/** The spot listing for a period, opened on one spot (its card is the URL's fragment, so no script is needed). */
export function spotListingHref(page: PageContext, inputs: BookingInputs, sku: string): string {
  const params = bookingSearchParams(inputs);
  params.set('spot', sku);
  return `${localizedRoute('/spot-listing', page.storeCode, page.stores)}?${params.toString()}#${spotAnchor(sku)}`;
}

/** The id of a spot's card on the listing. */
export function spotAnchor(sku: string): string {
  return `spot-${sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/**
 * A spot's product page's booking form: the period the URL names (else the next hour), on the spot's clock, with
 * the API's answer for it, so the page shows availability and price before (and without) any script.
 */
export async function loadSpotBooking(
  page: PageContext,
  context: Context,
  product: ProductDocument,
): Promise<SpotBookingView | undefined> {
  const terms = spotTermsOf(product);
  if (!terms) return undefined;
  const timeZone = spotTimeZone(product, page.storeView);
  const now = Date.now();
  const params = page.url.searchParams;
  const inputs = bookingInputsFromParams(params, timeZone, now);
  const { period } = bookingInputsPeriod(inputs, timeZone);
  const answer = period
    ? await serverAvailability(page, context, {
        mode: inputs.mode,
        from: period.from,
        to: period.to,
        skus: [terms.sku],
      })
    : undefined;
  const money = storeMoney(page.storeView);
  const locale = page.storeView.i18n.defaultLocale;
  const storeCode = availabilityStoreCode(page);
  return {
    sku: terms.sku,
    name: product.name,
    timeZone,
    zoneName: zoneAbbreviation(now, timeZone, locale),
    locale,
    hourlyRate: money(terms.hourlyRate),
    ...(terms.monthlyRate > 0 && { monthlyRate: money(terms.monthlyRate) }),
    taxRatePercent: page.config.cart.bookingTaxRatePercent,
    inputs,
    quote: spotQuoteView(inputs, timeZone, terms.sku, answer, money, locale),
    action: localizedRoute('/spot-listing', page.storeCode, page.stores),
    availabilityUrl: endpointUrl(page.config.api.url, AVAILABILITY_PATH),
    ...(storeCode && { storeCode }),
    listingHref: spotListingHref(page, inputs, terms.sku),
    askAnother: params.get('another') === 'ask',
  };
}
