import { formatPrice, isKnownPrice, type PriceFormatOptions } from '@storefront/core';

/**
 * A unit price as the page shows it: the amounts the rules read and the texts the price line prints. Texts are made
 * where the amounts are (the server, the variant rules, the option forms), so the first paint needs no formatter.
 */
export interface ShownPrice {
  price: number;
  text: string;
  /** The struck-through regular price while a special price applies. */
  originalPrice?: number;
  originalText?: string;
}

export function shownPrice(unit: { price: number; originalPrice?: number }, money: PriceFormatOptions): ShownPrice {
  return {
    price: unit.price,
    // No text for a missing price: nothing on the page, not even its data, says '$0.00'.
    text: isKnownPrice(unit.price) ? formatPrice(unit.price, money) : '',
    ...(unit.originalPrice !== undefined && {
      originalPrice: unit.originalPrice,
      originalText: formatPrice(unit.originalPrice, money),
    }),
  };
}
