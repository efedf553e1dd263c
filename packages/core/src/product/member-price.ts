import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';
import { effectivePrice } from './effective-price.js';
import type { PricePair } from './types.js';

/**
 * The unit price of a bundle selection or grouped member. A document priced by the API carries the effective net
 * `price` and its `price_incl_tax`; an unpriced one gets the special-price rule at `now`, and its gross equals its
 * net because no tax is known for it (run priceInclTax on the result for client-side tax).
 */
export function memberPrice(member: ProductDocument, now: Date): PricePair {
  const gross = member.price_incl_tax ?? member.priceInclTax;
  if (typeof gross === 'number' && Number.isFinite(gross) && typeof member.price === 'number') {
    return { price: roundPrice(member.price), priceInclTax: roundPrice(gross) };
  }
  const { price } = effectivePrice(member, now);
  return { price, priceInclTax: price };
}
