import type { ProductDocument } from '../catalog/types.js';
import { idsMatch } from './ids-match.js';
import { toAmount } from './to-amount.js';

/** One entry of a product's `tier_prices` (see docs/api.md#catalogue-documents). */
export interface TierPriceEntry {
  customer_group_id: number | string;
  qty: number | string;
  value: number | string;
}

/** Magento's "ALL GROUPS" customer group id in `tier_prices`: the entry applies to every logged-in group. */
export const ALL_CUSTOMER_GROUPS = 32000;

/**
 * The price a customer group pays for one piece: the lowest tier `value` of that group (or of all groups) whose `qty`
 * is at most 1. Tiers for larger quantities are quantity discounts that the cart applies, not the catalogue price.
 */
export function tierPriceFor(tiers: unknown, groupId: number): number | undefined {
  if (!Array.isArray(tiers)) return undefined;
  let lowest: number | undefined;
  for (const tier of tiers as Partial<TierPriceEntry>[]) {
    if (!tier || typeof tier !== 'object') continue;
    const group = tier.customer_group_id;
    if (!idsMatch(group, groupId) && !idsMatch(group, ALL_CUSTOMER_GROUPS)) continue;
    if (toAmount(tier.qty) > 1) continue;
    const value = toAmount(tier.value);
    if (value > 0 && (lowest === undefined || value < lowest)) lowest = value;
  }
  return lowest;
}

/**
 * docs/behaviour.md#variant-selection, docs/behaviour.md#price-tiers (price tiers): the group's one-piece tier price becomes the product's `price` and `final_price`
 * before taxes are worked out, for configurable children too. It applies only when it is below the regular price, so a
 * group never pays more than a guest; an active special price below it still wins (the tax step compares them). An
 * unchanged product is returned as the same object, so the common case (no tiers) costs no copy.
 */
export function applyTierPrice<T extends ProductDocument>(product: T, groupId: number): T {
  let next: T = product;
  const tier = tierPriceFor(product.tier_prices, groupId);
  const regular = toAmount(product.price);
  // A configurable parent without its own price takes its children's, priced below.
  if (tier !== undefined && (tier < regular || regular === 0)) next = { ...next, price: tier, final_price: tier };
  const children = product.configurable_children;
  if (Array.isArray(children)) {
    const priced = children.map((child) => applyTierPrice(child, groupId));
    if (priced.some((child, i) => child !== children[i])) next = { ...next, configurable_children: priced };
  }
  return next;
}
