import { DEFAULT_SPOT_TIME_ZONE, isTimeZone } from './local-time.js';
import { DEFAULT_SPOT_RULES, readSpotRules, type SpotRules } from './spot-rules.js';

/** What the catalogue says about a bookable spot. */
export interface SpotTerms {
  sku: string;
  /** How many cars the spot takes at once (its capacity). */
  places: number;
  hourlyRate: number;
  monthlyRate: number;
  /** The IANA time zone of the spot's clock: its quarter hours, months, opening hours and closed dates. */
  timeZone: string;
  rules: SpotRules;
}

/** What a spot that says nothing of its own takes: the store view's time zone and the `spots` config's rules. */
export interface SpotDefaults {
  timeZone: string;
  rules: SpotRules;
}

export const DEFAULT_SPOT_DEFAULTS: SpotDefaults = { timeZone: DEFAULT_SPOT_TIME_ZONE, rules: DEFAULT_SPOT_RULES };

function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * A catalogue product is a bookable spot iff its `hourly_rate` is above 0. Its capacity is the whole number in
 * `places` (1 when absent or not a positive number: a spot takes at least one car); a missing `monthly_rate` is 0,
 * which means the spot cannot be booked by the month. Catalogue imports may carry numbers as strings. Its clock is
 * `time_zone` when that names a zone the runtime knows, else the default's; its rules are its `booking_*`,
 * `opening_hours` and `closed_dates` attributes, each unreadable one replaced by the default (the import reports them).
 * `defaults` may be a time zone alone (the store view's), with core's default rules.
 */
export function spotTermsOf(
  product: Record<string, unknown>,
  defaultsOrTimeZone: SpotDefaults | string = DEFAULT_SPOT_DEFAULTS,
): SpotTerms | undefined {
  const defaults =
    typeof defaultsOrTimeZone === 'string'
      ? { ...DEFAULT_SPOT_DEFAULTS, timeZone: defaultsOrTimeZone }
      : defaultsOrTimeZone;
  const hourlyRate = positiveNumber(product.hourly_rate);
  if (hourlyRate === undefined || typeof product.sku !== 'string' || product.sku === '') return undefined;
  const places = positiveNumber(product.places);
  return {
    sku: product.sku,
    places: places === undefined ? 1 : Math.max(1, Math.floor(places)),
    hourlyRate,
    monthlyRate: positiveNumber(product.monthly_rate) ?? 0,
    timeZone: isTimeZone(product.time_zone) ? product.time_zone : defaults.timeZone,
    rules: readSpotRules(product, defaults.rules).rules,
  };
}

/**
 * What a catalogue import must refuse in a product's spot attributes: a `time_zone` the runtime does not know (a zone
 * is never guessed: the spot's hours would silently shift) and each unreadable rule attribute, one message each.
 * Empty for a product without them.
 */
export function spotAttributeProblems(product: Record<string, unknown>): string[] {
  const zone = product.time_zone;
  const problems =
    zone === undefined || zone === null || isTimeZone(zone)
      ? []
      : [`time_zone: "${String(zone)}" is not an IANA time zone such as "America/New_York"`];
  return [...problems, ...readSpotRules(product).problems];
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
  /** The spot's IANA time zone: the clock its period was checked on and the shopper reads it on. */
  time_zone: string;
  /** Why the spot's own rules refuse the period (`spotPeriodProblem`), when they do; `available` is then false. */
  problem?: string;
}
