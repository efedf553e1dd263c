import { isWithinSpecialPriceWindow } from './special-price-window.js';
import { toAmount } from './to-amount.js';

export interface SpecialPriceSource {
  price?: number | string | null;
  special_price?: number | string | null;
  special_from_date?: string | number | null;
  special_to_date?: string | number | null;
}

/**
 * docs/behaviour.md#prices-and-taxes: a special price applies only when it is a real discount (above 0 and strictly below the regular
 * price) and `now` lies inside its date window (see special-price-window.ts for how the dates are read).
 * `now` is a parameter so the API, the browser and the tests agree on the clock.
 */
export function isSpecialPriceActive(product: SpecialPriceSource, now: Date): boolean {
  const special = toAmount(product.special_price);
  if (!(special > 0)) return false;
  if (!(special < toAmount(product.price))) return false;
  return isWithinSpecialPriceWindow(product.special_from_date, product.special_to_date, now);
}
