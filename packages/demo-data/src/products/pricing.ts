import { daysFrom, formatDateTime } from '../dates.js';
import type { Rng } from '../prng.js';
import type { SpecialPlan } from './plan.js';
import { round2 } from './price-format.js';

export interface PriceFields {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  regular_price: number;
}

/**
 * final_price follows Magento: the special price when its window contains today and it is lower. The API
 * recomputes it at query time anyway; it is stored so the documents look like a real import.
 */
export function priceFields(price: number, special: SpecialPlan | null, today: number): PriceFields {
  if (!special) {
    return {
      price,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      final_price: price,
      regular_price: price,
    };
  }
  const current = special.kind === 'current' && special.price < price;
  return {
    price,
    special_price: special.price,
    special_from_date: special.fromDay === null ? null : formatDateTime(daysFrom(today, special.fromDay)),
    special_to_date: special.toDay === null ? null : formatDateTime(daysFrom(today, special.toDay)),
    final_price: current ? special.price : price,
    regular_price: price,
  };
}

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
  extension_attributes: { website_id: number };
}

/**
 * Quantity discounts on some products: guests (group 0) and General customers (group 1). General customers also get a
 * one-piece tier, the price a logged-in customer sees with `usePriceTiers` on; it takes no random number, so every
 * other generated value stays as it was.
 */
export function tierPrices(rng: Rng, price: number, probability: number): TierPrice[] {
  if (!rng.chance(probability)) return [];
  const tier = (group: number, qty: number, factor: number): TierPrice => ({
    customer_group_id: group,
    qty,
    value: round2(price * factor),
    extension_attributes: { website_id: 0 },
  });
  return [tier(1, 1, 0.97), tier(0, 5, 0.95), tier(1, 5, 0.93), tier(1, 10, 0.88)];
}
