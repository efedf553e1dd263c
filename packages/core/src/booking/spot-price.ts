import { roundPrice } from '../pricing/round-price.js';
import { parseBookingInstant } from './booking-instant.js';
import { wholeBookingMonths } from './booking-months.js';
import type { BookingPeriod } from './booking-rules.js';

export interface SpotRates {
  hourlyRate: number;
  monthlyRate: number;
}

const HOUR = 3_600_000;

/**
 * The unit price of a spot for a period, before the booking tax, 2 decimals. Hourly: the hourly rate times the hours,
 * a started hour counting as a whole one (90 minutes cost 2 hours). Monthly: the monthly rate times the whole
 * calendar months (`wholeBookingMonths`). Undefined when the period cannot be priced: unparsable or empty dates, a
 * monthly period of no whole months, or a mode the spot has no positive rate for.
 */
export function spotPrice(rates: SpotRates, period: BookingPeriod): number | undefined {
  const from = parseBookingInstant(period.from);
  const to = parseBookingInstant(period.to);
  if (from === undefined || to === undefined || to <= from) return undefined;
  if (period.isMonthly) {
    const months = wholeBookingMonths(from, to);
    if (months === undefined || !(rates.monthlyRate > 0)) return undefined;
    return roundPrice(rates.monthlyRate * months);
  }
  if (!(rates.hourlyRate > 0)) return undefined;
  return roundPrice(rates.hourlyRate * Math.ceil((to - from) / HOUR));
}
