import { roundPrice } from '../pricing/round-price.js';
import { parseBookingInstant } from './booking-instant.js';
import { wholeBookingMonths } from './booking-months.js';
import type { BookingPeriod } from './booking-rules.js';
import { elapsedHours } from './local-time.js';

export interface SpotRates {
  hourlyRate: number;
  monthlyRate: number;
}

/**
 * The unit price of a spot for a period, before the booking tax, 2 decimals. Hourly: the hourly rate times the hours,
 * a started hour counting as a whole one (90 minutes cost 2 hours). Monthly: the monthly rate times the whole
 * calendar months on the spot's clock (`wholeBookingMonths`). The hours are those that really pass, so a period
 * across the night the clocks go back is charged one hour more than its wall-clock reading. Undefined when the period cannot be priced: unparsable or empty dates, a
 * monthly period of no whole months, or a mode the spot has no positive rate for.
 */
export function spotPrice(rates: SpotRates, period: BookingPeriod, timeZone = 'UTC'): number | undefined {
  const from = parseBookingInstant(period.from);
  const to = parseBookingInstant(period.to);
  if (from === undefined || to === undefined || to <= from) return undefined;
  if (period.isMonthly) {
    const months = wholeBookingMonths(from, to, timeZone);
    if (months === undefined || !(rates.monthlyRate > 0)) return undefined;
    return roundPrice(rates.monthlyRate * months);
  }
  if (!(rates.hourlyRate > 0)) return undefined;
  return roundPrice(rates.hourlyRate * elapsedHours(from, to));
}
