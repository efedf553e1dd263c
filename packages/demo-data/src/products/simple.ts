import { COLOURS } from '../attributes/options.js';
import type { GenerationContext } from '../context.js';
import { firstColourImage, startProduct, withCustomOptions } from './base.js';
import { customOptionsFor } from './custom-options.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct } from './plan.js';
import { tierPrices } from './pricing.js';

/** Gear: bags, watches and fitness equipment, each in one colour (and size, for balls). */
export function buildSimple(ctx: GenerationContext, placed: PlacedProduct): Record<string, unknown> {
  const { plan, id } = placed;
  const colour = plan.colours[0] ?? 'Black';
  const { rng, doc } = startProduct(ctx, placed, 'simple', firstColourImage(plan, 'Black'), (rng) => ({
    stockQty: plan.inStock ? rng.int(5, 250) : 0,
    inStock: plan.inStock,
  }));
  doc.color = String(COLOURS[colour].id);
  const size = plan.sizes[0];
  if (size) doc.size = String(size.id);
  doc.tier_prices = tierPrices(rng, plan.price, 0.15);
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  withCustomOptions(doc, customOptionsFor(plan.family.code, true, id, plan.sku, rng));
  return doc;
}
