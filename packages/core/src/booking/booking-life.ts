import { roundPrice } from '../pricing/round-price.js';
import { spotPrice, type SpotRates } from './spot-price.js';

/** Where a booking stands at `now`: before its start, between start and end, or after its end. */
export type BookingPhase = 'upcoming' | 'current' | 'past';

export function bookingPhase(fromMs: number, toMs: number, now: number): BookingPhase {
  if (now < fromMs) return 'upcoming';
  return now < toMs ? 'current' : 'past';
}

/** A booking of `qty` places over `[fromMs, toMs)`, by the hour or by the month. */
export interface BookedPeriod {
  fromMs: number;
  toMs: number;
  isMonthly: boolean;
  qty: number;
}

/**
 * What moving a booking's end to `newToMs` costs, tax included: the price of the longer period less the price of the
 * booked one, both by the spot's rates on its clock (a started hour counts whole, months are calendar months), so an
 * extension never costs more than booking the whole period at once would. Undefined when the longer period cannot be
 * priced (a monthly booking extended by no whole months).
 */
export function extensionCharge(
  rates: SpotRates,
  booked: BookedPeriod,
  newToMs: number,
  taxRatePercent: number,
  timeZone: string,
): number | undefined {
  const iso = (ms: number) => new Date(ms).toISOString();
  const before = spotPrice(
    rates,
    { from: iso(booked.fromMs), to: iso(booked.toMs), isMonthly: booked.isMonthly },
    timeZone,
  );
  const after = spotPrice(rates, { from: iso(booked.fromMs), to: iso(newToMs), isMonthly: booked.isMonthly }, timeZone);
  if (before === undefined || after === undefined) return undefined;
  const unit = roundPrice(after - before);
  // The booking tax as the cart adds it to a line (its `bookingPriceInclTax`), on the unit price, then the places.
  return roundPrice(roundPrice(unit * (1 + taxRatePercent / 100)) * booked.qty);
}
