/** What the catalogue says about a bookable spot. */
export interface SpotTerms {
  sku: string;
  /** How many cars the spot takes at once (its capacity). */
  places: number;
  hourlyRate: number;
  monthlyRate: number;
}

function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * A catalogue product is a bookable spot iff its `hourly_rate` is above 0. Its capacity is the whole number in
 * `places` (1 when absent or not a positive number: a spot takes at least one car); a missing `monthly_rate` is 0,
 * which means the spot cannot be booked by the month. Catalogue imports may carry numbers as strings.
 */
export function spotTermsOf(product: Record<string, unknown>): SpotTerms | undefined {
  const hourlyRate = positiveNumber(product.hourly_rate);
  if (hourlyRate === undefined || typeof product.sku !== 'string' || product.sku === '') return undefined;
  const places = positiveNumber(product.places);
  return {
    sku: product.sku,
    places: places === undefined ? 1 : Math.max(1, Math.floor(places)),
    hourlyRate,
    monthlyRate: positiveNumber(product.monthly_rate) ?? 0,
  };
}

/** Whether a product is booked for a period on the spot listing rather than added as it is. */
export function isBookableSpot(product: Record<string, unknown>): boolean {
  return spotTermsOf(product) !== undefined;
}

/** A spot's product page sends the shopper to the spot listing, where a booking gets its period and price. */
export const BOOK_SPOT_ON_LISTING = 'Choose the period of your booking on the spot listing.';

/** One spot's answer in `GET /api/ext/spots/availability`. */
export interface SpotAvailability {
  sku: string;
  /** Capacity. */
  places: number;
  /** Places free over the whole period. */
  free: number;
  /** A place is free and the spot has a rate for the mode. */
  available: boolean;
  /** Unit price for the period before the booking tax; null when the spot has no rate for the mode. */
  price: number | null;
  priceInclTax: number | null;
  /** The API's signature of `price` for this sku, mode and period; the cart accepts the price with it for `offerMinutes`. */
  sgn: string | null;
}
