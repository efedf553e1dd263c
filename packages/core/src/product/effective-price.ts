import type { ProductDocument } from '../catalog/types.js';
import { priceOwnProduct } from '../pricing/price-own-product.js';

export interface EffectivePrice {
  /** What the shopper pays now: the active special price, else the regular price. */
  price: number;
  /** The regular price, to strike through next to an active special price. */
  originalPrice: number;
  /** The active special price, or 0. */
  specialPrice: number;
  onSale: boolean;
}

/**
 * The price of a document the API has not priced (client-side pricing, a product from browser storage). It runs the
 * same rule as the API's calculateProductTax, without tax: a special price (or a lower final_price) counts only when
 * below the regular price and inside its from/to window, open ends allowed. Amounts are taken as they are stored.
 */
export function effectivePrice(product: ProductDocument, now: Date): EffectivePrice {
  const prices = priceOwnProduct(product, 0, { now, sourcePriceIncludesTax: false, finalPriceIncludesTax: false });
  return {
    price: prices.current.amount,
    originalPrice: prices.original.amount,
    specialPrice: prices.special.amount,
    onSale: prices.special.amount > 0,
  };
}
