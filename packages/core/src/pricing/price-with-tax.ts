import { roundPrice } from './round-price.js';

/** One price in the three forms VSF publishes: net amount, tax on it, and gross. */
export interface PriceWithTax {
  amount: number;
  tax: number;
  inclTax: number;
}

export const ZERO_PRICE: PriceWithTax = Object.freeze({ amount: 0, tax: 0, inclTax: 0 });

/**
 * Splits a source price into net, tax and gross. `rateFactor` is the rate as a fraction (23% → 0.23).
 * Net and tax are each rounded from the unrounded net, and the gross is their sum, as vsf-utilities does, so
 * `price + price_tax === price_incl_tax` always holds on the wire (19.99 at 8.25% → 19.99 + 1.65 = 21.64).
 */
export function priceWithTax(sourceAmount: number, rateFactor: number, sourceIncludesTax: boolean): PriceWithTax {
  const net = sourceIncludesTax ? sourceAmount / (1 + rateFactor) : sourceAmount;
  const amount = roundPrice(net);
  const tax = roundPrice(net * rateFactor);
  return { amount, tax, inclTax: roundPrice(amount + tax) };
}
