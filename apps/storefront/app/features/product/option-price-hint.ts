import { formatPrice, type PriceFormatOptions } from '@storefront/core';

/** What choosing an option adds: '+$3.50', or '+10%' of the regular price; nothing for a free one. */
export function optionPriceHint(price: unknown, priceType: unknown, money: PriceFormatOptions): string {
  const amount = Number(price);
  if (!(amount > 0)) return '';
  return priceType === 'percent' ? `+${amount}%` : `+${formatPrice(amount, money)}`;
}
