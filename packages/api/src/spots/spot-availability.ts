import {
  bookingPriceInclTax,
  parseBookingInstant,
  placesFree,
  spotPeriodProblem,
  spotPrice,
  type BookingPeriod,
  type BookingRules,
  type SpotAvailability,
} from '@storefront/core';
import type { SqlExecutor } from '../db/sql.js';
import { signSpotPrice } from './spot-price-signature.js';
import type { SpotTerms } from './spot-holds.js';
import { spotWindow, takenPlaces } from './taken-places.js';

export type { SpotAvailability };

/**
 * The places and prices of spots for one period (whose bounds are already checked), counting confirmed bookings and
 * unexpired holds, each spot's buffer included. Each spot's own rules are applied on its own clock: a spot they
 * refuse answers `available: false` with the `problem`, no price and no signature, while the others answer as usual.
 * A read, outside any transaction: the cart's hold re-checks inside its write transaction.
 */
export async function spotAvailability(
  db: SqlExecutor,
  spots: readonly SpotTerms[],
  period: BookingPeriod,
  now: number,
  options: { secret: string; bookingTaxRatePercent: number; offerMinutes: number; rules: BookingRules },
): Promise<SpotAvailability[]> {
  const fromMs = parseBookingInstant(period.from)!;
  const toMs = parseBookingInstant(period.to)!;
  const widest = Math.max(0, ...spots.map((spot) => spot.rules.bufferMinutes * 60_000));
  const taken = await takenPlaces(
    db,
    spots.map((spot) => spot.sku),
    spotWindow({ fromMs, toMs }, widest),
    now,
  );
  return spots.map((spot) => {
    const window = spotWindow({ fromMs, toMs }, spot.rules.bufferMinutes * 60_000);
    const free = placesFree(
      spot.places,
      taken.filter((row) => row.sku === spot.sku),
      window,
    );
    const base = { sku: spot.sku, places: spot.places, free, time_zone: spot.timeZone };
    const unpriced = { ...base, available: false, price: null, priceInclTax: null, sgn: null };
    const problem = spotPeriodProblem(period, now, options.rules, spot);
    if (problem) return { ...unpriced, problem };
    const price = spotPrice(spot, period, spot.timeZone);
    if (price === undefined) return unpriced;
    return {
      ...base,
      available: free > 0,
      price,
      priceInclTax: bookingPriceInclTax(price, options.bookingTaxRatePercent),
      sgn: signSpotPrice(
        { sku: spot.sku, isMonthly: period.isMonthly, fromMs, toMs, price },
        options.secret,
        now,
        now + options.offerMinutes * 60_000,
      ),
    };
  });
}
