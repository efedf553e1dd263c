import { formatPrice, type PriceFormatOptions } from '@storefront/core';

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
    text: formatPrice(unit.price, money),
    ...(unit.originalPrice !== undefined && {
      originalPrice: unit.originalPrice,
      originalText: formatPrice(unit.originalPrice, money),
    }),
  };
}
