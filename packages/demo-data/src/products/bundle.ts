import type { GenerationContext } from '../context.js';
import type { Rng } from '../prng.js';
import { STOCK_OF_PARTS, firstColourImage, startProduct } from './base.js';
import { findSimples } from './candidates.js';
import type { CompositeFamily } from './families/composites.js';
import { FAMILIES_BY_KIND } from './families/index.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct, ProductPlan } from './plan.js';
import { priceFields } from './pricing.js';
import { round2 } from './price-format.js';

type BundleOptionType = 'radio' | 'select' | 'checkbox' | 'multi';

/** Option layout by position in the family's member list: the first two are required, the rest optional. */
const OPTION_SHAPES: ReadonlyArray<{ type: BundleOptionType; required: boolean; withDefault: boolean }> = [
  { type: 'radio', required: true, withDefault: true },
  { type: 'select', required: true, withDefault: true },
  { type: 'checkbox', required: false, withDefault: true },
  { type: 'multi', required: false, withDefault: false },
];

interface BundleSelection {
  id: string;
  sku: string;
  option_id: number;
  qty: number;
  position: number;
  is_default: boolean;
  price: null;
  price_type: null;
  can_change_quantity: 0 | 1;
}

function memberLabel(code: string): string {
  return FAMILIES_BY_KIND.simple.find((family) => family.code === code)?.label ?? code;
}

function bundleOption(
  bundleId: number,
  bundleSku: string,
  position: number,
  code: string,
  members: ProductPlan[],
  rng: Rng,
) {
  const shape = OPTION_SHAPES[position - 1] ?? { type: 'multi', required: false, withDefault: false };
  const optionId = bundleId * 10 + position;
  const canChange: 0 | 1 = shape.type === 'radio' || shape.type === 'select' ? (rng.chance(0.5) ? 1 : 0) : 0;
  const links: BundleSelection[] = members.map((member, i) => ({
    id: String(optionId * 10 + i + 1),
    sku: member.sku,
    option_id: optionId,
    qty: 1,
    position: i + 1,
    is_default: shape.withDefault && i === 0,
    price: null,
    price_type: null,
    can_change_quantity: canChange,
  }));
  return {
    option: {
      option_id: optionId,
      title: memberLabel(code),
      required: shape.required,
      type: shape.type,
      position,
      sku: bundleSku,
      product_links: links,
    },
    defaultPrice: shape.withDefault && members[0] ? members[0].price : 0,
  };
}

/** A kit of simple products: required and optional choices with default selections (dynamic price). */
export function buildBundle(ctx: GenerationContext, placed: PlacedProduct): Record<string, unknown> {
  const { plan, id } = placed;
  const family = plan.family as CompositeFamily;
  const { rng, doc } = startProduct(ctx, placed, 'bundle', firstColourImage(plan, 'Gray'), STOCK_OF_PARTS);
  const options: Array<ReturnType<typeof bundleOption>['option']> = [];
  let defaultTotal = 0;
  for (const code of family.members) {
    const members = findSimples(ctx.layout, code, rng.int(2, 3), rng);
    if (members.length === 0) continue;
    const { option, defaultPrice } = bundleOption(id, plan.sku, options.length + 1, code, members, rng);
    options.push(option);
    defaultTotal += defaultPrice;
  }
  doc.bundle_options = options;
  // Magento stores 0 for dynamic bundles; the sum of the default selections is what the shop shows as the price,
  // and it keeps bundles in the right price facet.
  Object.assign(doc, priceFields(round2(defaultTotal), null, ctx.today));
  doc.has_options = '1';
  doc.required_options = '1';
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  return doc;
}
