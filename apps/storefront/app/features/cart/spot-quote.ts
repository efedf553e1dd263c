import {
  bookingInputsPeriod,
  bookingMessageField,
  formatBookingPeriod,
  parseBookingInstant,
  readEnvelope,
  replyMessage,
  type BookingField,
  type BookingInputs,
  type SpotAvailability,
} from '@storefront/core';

/** The booking form's answer for the period typed: where each message goes and what the spot offers for it. */
export interface SpotQuoteView {
  /** Messages by the field they concern. */
  errors: Partial<Record<BookingField, string>>;
  /** A message about the booking as a whole (shown by the button). */
  formError?: string;
  /** The period on the spot's clock, once it reads: 'Sun 29 Nov, 10:00–13:00 EST'. */
  period?: string;
  /** The ISO instants the add posts. */
  from?: string;
  to?: string;
  free?: number;
  places?: number;
  available?: boolean;
  /** The price for the period before the booking tax, formatted. */
  price?: string;
}

export type AvailabilityAnswer = { spots: SpotAvailability[] } | { error: string };

/** The spot's free places for a period, or no place, as the shop says it. */
export const NO_PLACE_FREE = 'No place is free for this period. Try another time, or another spot.';

/**
 * `GET /api/ext/spots/availability` for a period, over the caller's fetch (the server's own, or the browser's):
 * each spot's free places and signed price, or the API's refusal of the period (a 4xx with its message).
 */
export async function fetchAvailability(
  fetcher: (url: string, init?: RequestInit) => Promise<Response>,
  baseUrl: string,
  query: { mode: string; from: string; to: string; skus?: readonly string[]; storeCode?: string },
): Promise<AvailabilityAnswer> {
  const params = new URLSearchParams({ mode: query.mode, from: query.from, to: query.to });
  if (query.skus?.length) params.set('skus', query.skus.join(','));
  if (query.storeCode) params.set('storeCode', query.storeCode);
  const reply = await readEnvelope(await fetcher(`${baseUrl}?${params.toString()}`, { cache: 'no-store' }));
  if (reply.code === 200 && Array.isArray(reply.result)) {
    const spots = reply.result as SpotAvailability[];
    // One rule refusing the period for every spot asked (the one spot of a spot's page, say) is the period's own
    // error: it goes by the field it concerns, as a refusal of the whole period does.
    const problems = new Set(spots.map((spot) => spot.problem));
    const [only] = problems;
    if (spots.length > 0 && problems.size === 1 && only) return { error: only };
    return { spots };
  }
  if (reply.code >= 400 && reply.code < 500)
    return { error: replyMessage(reply.result, ['text', 'message'], 'Internal validation error') };
  throw new Error(`Spot availability failed (${reply.code})`);
}

/**
 * The form's answer from the API's: the API's refusal goes next to the field it concerns (`bookingMessageField`),
 * else by the button; a spot with no place free says so by the button too.
 */
export function spotQuoteView(
  inputs: BookingInputs,
  timeZone: string,
  sku: string,
  answer: AvailabilityAnswer | undefined,
  money: (value: number) => string,
  locale: string,
): SpotQuoteView {
  const read = bookingInputsPeriod(inputs, timeZone);
  if (!read.period) return { errors: read.errors };
  const { from, to } = read.period;
  const view: SpotQuoteView = {
    errors: {},
    from,
    to,
    period: formatBookingPeriod(parseBookingInstant(from)!, parseBookingInstant(to)!, timeZone, { locale }),
  };
  if (!answer) return view;
  if ('error' in answer) {
    const field = bookingMessageField(answer.error, inputs, read.period, timeZone);
    return field ? { ...view, errors: { [field]: answer.error } } : { ...view, formError: answer.error };
  }
  const spot = answer.spots.find((candidate) => candidate.sku === sku);
  if (!spot) return { ...view, formError: NO_PLACE_FREE };
  return {
    ...view,
    free: spot.free,
    places: spot.places,
    available: spot.available,
    ...(spot.price != null && { price: money(spot.price) }),
    ...(!spot.available && { formError: NO_PLACE_FREE }),
  };
}
