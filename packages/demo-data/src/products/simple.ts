import { COLOURS } from '../attributes/options.js';
import type { GenerationContext } from '../context.js';
import { productImagePath } from '../images/catalog-images.js';
import { baseProduct, withCustomOptions } from './base.js';
import { customOptionsFor } from './custom-options.js';
import { recommendationLinks } from './links.js';
import { productName } from './names.js';
import type { PlacedProduct } from './plan.js';
import { bodyRng } from './plan.js';
import { tierPrices } from './pricing.js';

/** Gear: bags, watches and fitness equipment, each in one colour (and size, for balls). */
export function buildSimple(ctx: GenerationContext, { plan, id }: PlacedProduct): Record<string, unknown> {
  const rng = bodyRng(plan.index);
  const name = productName(plan, rng);
  const colour = plan.colours[0] ?? 'Black';
  const doc = baseProduct({
    ctx,
    plan,
    id,
    typeId: 'simple',
    name,
    images: [productImagePath(plan.family.shape, colour)],
    rng,
    stockQty: plan.inStock ? rng.int(5, 250) : 0,
    inStock: plan.inStock,
  });
  doc.color = String(COLOURS[colour].id);
  const size = plan.sizes[0];
  if (size) doc.size = String(size.id);
  doc.tier_prices = tierPrices(rng, plan.price, 0.15);
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  withCustomOptions(doc, customOptionsFor(plan.family.code, true, id, plan.sku, rng));
  return doc;
}
