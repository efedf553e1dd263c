import type { GenerationContext } from '../context.js';
import { firstColourImage, startProduct, withCustomOptions } from './base.js';
import { customOptionsFor } from './custom-options.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct } from './plan.js';
import { tierPrices } from './pricing.js';

/** Gift cards, event tickets and class passes: nothing ships, so no weight. */
export function buildVirtual(ctx: GenerationContext, placed: PlacedProduct): Record<string, unknown> {
  const { plan, id } = placed;
  const { rng, doc } = startProduct(ctx, placed, 'virtual', firstColourImage(plan, 'Blue'), (rng) => ({
    stockQty: plan.inStock ? rng.int(20, 500) : 0,
    inStock: plan.inStock,
  }));
  // Gift cards are a means of payment, not a taxable sale.
  if (plan.family.code === 'giftcard') doc.tax_class_id = '0';
  else doc.tier_prices = tierPrices(rng, plan.price, 0.1);
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  withCustomOptions(doc, customOptionsFor(plan.family.code, false, id, plan.sku, rng));
  return doc;
}
