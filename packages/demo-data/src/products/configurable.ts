import { slugify } from '@storefront/core';
import type { AttributeOption, ColourName } from '../attributes/options.js';
import { COLOURS } from '../attributes/options.js';
import { categoryNode } from '../categories/tree.js';
import type { GenerationContext } from '../context.js';
import { productImagePath } from '../images/catalog-images.js';
import type { Rng } from '../prng.js';
import { STOCK_OF_PARTS, startProduct } from './base.js';
import { categoryRefs } from './category-refs.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct, ProductPlan } from './plan.js';
import type { TierPrice } from './pricing.js';
import { tierPrices } from './pricing.js';
import { stockItem } from './stock.js';

interface Variant {
  id: number;
  sku: string;
  name: string;
  colour: ColourName;
  size: AttributeOption;
  status: 1 | 2;
  inStock: boolean;
  qty: number;
  image: string;
}

function variants(plan: ProductPlan, parentName: string, firstChildId: number, rng: Rng): Variant[] {
  const out: Variant[] = [];
  for (const colour of plan.colours) {
    for (const size of plan.sizes) {
      const inStock = rng.chance(0.85);
      out.push({
        id: firstChildId + out.length,
        sku: `${plan.sku}-${size.label}-${colour}`,
        name: `${parentName}-${size.label}-${colour}`,
        colour,
        size,
        status: rng.chance(0.07) ? 2 : 1,
        inStock,
        qty: inStock ? rng.int(1, 120) : 0,
        image: productImagePath(plan.family.shape, colour),
      });
    }
  }
  return out;
}

const copyTiers = (tiers: readonly TierPrice[]): TierPrice[] =>
  tiers.map((tier) => ({ ...tier, extension_attributes: { ...tier.extension_attributes } }));

/** The variant as embedded in the parent's configurable_children (see docs/api.md#catalogue-documents). */
function embeddedChild(
  parent: Record<string, unknown>,
  variant: Variant,
  tiers: readonly TierPrice[],
  categoryIds: readonly number[],
): Record<string, unknown> {
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    // No type_id, as in real exports: VSF1 copies the selected child's fields onto the product, and a child's
    // `type_id: 'simple'` would turn the configurable simple and drop its colour and size selectors.
    status: variant.status,
    visibility: 1,
    price: parent.price,
    special_price: parent.special_price,
    special_from_date: parent.special_from_date,
    special_to_date: parent.special_to_date,
    tier_prices: copyTiers(tiers),
    final_price: parent.final_price,
    regular_price: parent.regular_price,
    image: variant.image,
    small_image: variant.image,
    thumbnail: variant.image,
    url_key: slugify(variant.name),
    tax_class_id: parent.tax_class_id,
    color: String(COLOURS[variant.colour].id),
    size: String(variant.size.id),
    required_options: '0',
    has_options: '0',
    category_ids: categoryIds.slice(),
    stock: { is_in_stock: variant.inStock, qty: variant.qty },
  };
}

/** The variant as its own product document (visibility 1), so it can be looked up by sku like in a VSF index. */
function childDocument(
  parent: Record<string, unknown>,
  variant: Variant,
  tiers: readonly TierPrice[],
  plan: ProductPlan,
): Record<string, unknown> {
  const urlKey = slugify(variant.name);
  const doc: Record<string, unknown> = {
    ...parent,
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    type_id: 'simple',
    status: variant.status,
    visibility: 1,
    tier_prices: copyTiers(tiers),
    image: variant.image,
    small_image: variant.image,
    thumbnail: variant.image,
    media_gallery: [{ image: variant.image, pos: 1, typ: 'image', lab: null, vid: null }],
    url_key: urlKey,
    url_path: `${categoryNode(plan.family.categoryId).urlPath}/${urlKey}-${variant.id}.html`,
    slug: slugify(`${variant.name}-${variant.id}`),
    category_ids: plan.categoryIds.slice(),
    category: categoryRefs(plan.categoryIds),
    stock: stockItem(variant.id, variant.qty, variant.inStock),
    color: String(COLOURS[variant.colour].id),
    size: String(variant.size.id),
    product_links: [],
    has_options: '0',
    required_options: '0',
    extension_attributes: { website_ids: [1] },
  };
  for (const key of [
    'configurable_options',
    'configurable_children',
    'color_options',
    'size_options',
    'meta_title',
    'meta_description',
  ])
    delete doc[key];
  if (Array.isArray(parent.material)) doc.material = (parent.material as number[]).slice();
  if (Array.isArray(parent.activity)) doc.activity = (parent.activity as number[]).slice();
  if (Array.isArray(parent.climate)) doc.climate = (parent.climate as number[]).slice();
  return doc;
}

function configurableOptions(plan: ProductPlan, id: number): Array<Record<string, unknown>> {
  return [
    {
      id: id * 10 + 1,
      attribute_id: '93',
      label: 'Color',
      position: 1,
      product_id: id,
      attribute_code: 'color',
      values: plan.colours.map((colour) => ({ value_index: COLOURS[colour].id, label: colour })),
    },
    {
      id: id * 10 + 2,
      attribute_id: '142',
      label: 'Size',
      position: 0,
      product_id: id,
      attribute_code: 'size',
      values: plan.sizes.map((size) => ({ value_index: size.id, label: size.label })),
    },
  ];
}

/** Apparel in colours × sizes: the children's own documents first (their ids are lower), then the parent. */
export function buildConfigurable(ctx: GenerationContext, placed: PlacedProduct): Array<Record<string, unknown>> {
  const { plan, id, firstChildId } = placed;
  const images = plan.colours.map((colour) => productImagePath(plan.family.shape, colour));
  const { rng, name, doc: parent } = startProduct(ctx, placed, 'configurable', images, STOCK_OF_PARTS);
  const tiers = tierPrices(rng, plan.price, 0.12);
  parent.tier_prices = copyTiers(tiers);
  parent.performance_fabric = rng.chance(0.2) ? '1' : '0';
  parent.product_links = recommendationLinks(ctx.layout, plan, rng);
  parent.has_options = '1';
  parent.required_options = '1';

  const children = variants(plan, name, firstChildId, rng);
  const sellable = children.some((child) => child.status === 1 && child.inStock);
  parent.stock = stockItem(id, 0, sellable);
  parent.color_options = plan.colours.map((colour) => COLOURS[colour].id);
  parent.size_options = plan.sizes.map((size) => size.id);
  parent.configurable_options = configurableOptions(plan, id);
  parent.configurable_children = children.map((child) => embeddedChild(parent, child, tiers, plan.categoryIds));

  const docs = children.map((child) => childDocument(parent, child, tiers, plan));
  docs.push(parent);
  return docs;
}
