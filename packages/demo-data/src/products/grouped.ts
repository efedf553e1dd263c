import type { GenerationContext } from '../context.js';
import { productImagePath } from '../images/catalog-images.js';
import { baseProduct } from './base.js';
import { findSimples } from './candidates.js';
import type { CompositeFamily } from './families/composites.js';
import { productLink, recommendationLinks } from './links.js';
import { productName } from './names.js';
import type { PlacedProduct } from './plan.js';
import { bodyRng } from './plan.js';
import { priceFields } from './pricing.js';

/** A set of simple products sold side by side, each with its own default quantity (associated links). */
export function buildGrouped(ctx: GenerationContext, { plan, id }: PlacedProduct): Record<string, unknown> {
  const rng = bodyRng(plan.index);
  const family = plan.family as CompositeFamily;
  const name = productName(plan, rng);
  const members = findSimples(ctx.layout, family.members[0] ?? 'band', rng.int(3, 4), rng);
  const doc = baseProduct({
    ctx,
    plan,
    id,
    typeId: 'grouped',
    name,
    images: [productImagePath(family.shape, plan.colours[0] ?? 'Gray')],
    rng,
    stockQty: 0,
    inStock: true,
  });
  // Magento shows a grouped product "starting at" its cheapest member; storing that keeps price facets meaningful.
  const cheapest = members.length > 0 ? Math.min(...members.map((member) => member.price)) : plan.price;
  Object.assign(doc, priceFields(cheapest, null, ctx.today));
  doc.product_links = [
    ...members.map((member, i) => ({
      ...productLink(plan.sku, 'associated', member, i + 1),
      extension_attributes: { qty: rng.int(1, 2) },
    })),
    ...recommendationLinks(ctx.layout, plan, rng),
  ];
  return doc;
}
