import {
  bookingPriceInclTax,
  parseBookingInstant,
  placesFree,
  spotPrice,
  type BookingPeriod,
  type SpotAvailability,
} from '@storefront/core';
import type { SqlExecutor } from '../db/sql.js';
import { signSpotPrice } from './spot-price-signature.js';
import type { SpotTerms } from './spot-holds.js';
import { takenPlaces } from './taken-places.js';

export type { SpotAvailability };

/**
 * The places and prices of spots for one (already validated) period, counting confirmed bookings and unexpired
 * holds. A read, outside any transaction: the cart's hold re-checks inside its write transaction.
 */
export async function spotAvailability(
  db: SqlExecutor,
  spots: readonly SpotTerms[],
  period: BookingPeriod,
  now: number,
  options: { secret: string; bookingTaxRatePercent: number; offerMinutes: number },
): Promise<SpotAvailability[]> {
  const fromMs = parseBookingInstant(period.from)!;
  const toMs = parseBookingInstant(period.to)!;
  const taken = await takenPlaces(
    db,
    spots.map((spot) => spot.sku),
    { fromMs, toMs },
    now,
  );
  return spots.map((spot) => {
    const free = placesFree(
      spot.places,
      taken.filter((row) => row.sku === spot.sku),
      { fromMs, toMs },
    );
    const price = spotPrice(spot, period);
    if (price === undefined)
      return { sku: spot.sku, places: spot.places, free, available: false, price: null, priceInclTax: null, sgn: null };
    return {
      sku: spot.sku,
      places: spot.places,
      free,
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
