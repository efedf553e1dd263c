import { slugify } from '@storefront/core';
import { ACTIVITIES, CLIMATES, GENDERS, MATERIALS } from '../attributes/options.js';
import { categoryNode } from '../categories/tree.js';
import type { GenerationContext } from '../context.js';
import { DAY_MS, formatDateTime } from '../dates.js';
import type { Rng } from '../prng.js';
import { categoryRefs } from './category-refs.js';
import { mediaGallery } from './media.js';
import { productImagePath } from '../images/catalog-images.js';
import type { ColourName } from '../attributes/options.js';
import { productName } from './names.js';
import { bodyRng, type PlacedProduct, type ProductPlan } from './plan.js';
import { priceFields } from './pricing.js';
import { stockItem } from './stock.js';
import { productTexts } from './text.js';
import type { TypeId } from './type-id.js';

const flag = (value: boolean): '0' | '1' => (value ? '1' : '0');

const second = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** New products were created within the last 40 days; the rest over the last two and a half years. */
function productDates(today: number, isNew: boolean, rng: Rng): { created: number; updated: number } {
  const created = second(today - (isNew ? rng.range(1, 40) : rng.range(60, 900)) * DAY_MS);
  const updated = second(created + rng.float() * (today - created - 60_000));
  return { created, updated };
}

export interface BaseProductInput {
  ctx: GenerationContext;
  plan: ProductPlan;
  id: number;
  typeId: TypeId;
  name: string;
  images: readonly string[];
  rng: Rng;
  stockQty: number;
  inStock: boolean;
}

/**
 * Fields every product document shares (see docs/api.md#catalogue-documents). Kind-specific builders add or override fields on the
 * returned object; key order follows a Magento import so the JSON reads familiar.
 */
export function baseProduct(input: BaseProductInput): Record<string, unknown> {
  const { ctx, plan, id, typeId, name, images, rng } = input;
  const { family } = plan;
  const physical =
    plan.kind === 'configurable' || plan.kind === 'simple' || plan.kind === 'grouped' || plan.kind === 'bundle';
  const materials = physical ? rng.sample(family.materials, rng.int(1, 2)) : [];
  const activities = physical ? rng.sample(family.activities, rng.int(1, 2)) : [];
  const dates = productDates(ctx.today, plan.isNew, rng);
  const texts = productTexts(plan, name, materials, activities, rng);
  const urlKey = slugify(name);
  const image = images[0] ?? 'no_selection';

  const doc: Record<string, unknown> = {
    id,
    sku: plan.sku,
    name,
    attribute_set_id: family.attributeSetId,
    type_id: typeId,
    status: plan.status,
    visibility: plan.visibility,
    created_at: formatDateTime(dates.created),
    updated_at: formatDateTime(dates.updated),
    ...priceFields(plan.price, plan.special, ctx.today),
    tier_prices: [],
    tax_class_id: '2',
    short_description: texts.short_description,
    description: texts.description,
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: mediaGallery(images, name, rng, 0.08),
    url_key: urlKey,
    url_path: `${categoryNode(family.categoryId).urlPath}/${urlKey}-${id}.html`,
    slug: slugify(`${name}-${id}`),
    category_ids: plan.categoryIds.slice(),
    category: categoryRefs(plan.categoryIds),
    stock: stockItem(id, input.stockQty, input.inStock),
    product_links: [],
    has_options: '0',
    required_options: '0',
    options_container: 'container2',
    new: flag(plan.isNew),
    sale: flag(plan.special?.kind === 'current'),
    erin_recommends: flag(plan.erin),
    extension_attributes: { website_ids: [1] },
    custom_attributes: null,
    tsk: ctx.tsk,
  };
  if (physical) {
    doc.weight = rng.int(family.weight[0], family.weight[1]);
    doc.material = materials.map((material) => MATERIALS[material]);
    doc.activity = activities.map((activity) => ACTIVITIES[activity]);
    doc.eco_collection = flag(plan.eco);
  }
  if (family.gender) doc.gender = String(GENDERS[family.gender]);
  if (family.climates) doc.climate = rng.sample(family.climates, rng.int(1, 2)).map((climate) => CLIMATES[climate]);
  if (plan.isNew) {
    doc.news_from_date = formatDateTime(dates.created);
    doc.news_to_date = formatDateTime(dates.created + 60 * DAY_MS);
  }
  if (rng.chance(0.3)) {
    doc.meta_title = `${name} | Demo Store`;
    doc.meta_description = texts.short_description.replace(/<[^>]+>/g, '');
  }
  return doc;
}

export function withCustomOptions(doc: Record<string, unknown>, options: ReadonlyArray<{ is_require: boolean }>): void {
  if (options.length === 0) return;
  doc.custom_options = options;
  doc.has_options = '1';
  doc.required_options = flag(options.some((option) => option.is_require));
}

/** How much of a product is in stock (drawn from the product's random stream where it varies). */
export type StockDraw = (rng: Rng) => { stockQty: number; inStock: boolean };

/** Configurable, bundle and grouped products: their children or members hold the stock. */
export const STOCK_OF_PARTS: StockDraw = () => ({ stockQty: 0, inStock: true });

/** One image: the family's shape in the plan's first colour, or in `fallback` when the plan has none. */
export function firstColourImage(plan: ProductPlan, fallback: ColourName): string[] {
  return [productImagePath(plan.family.shape, plan.colours[0] ?? fallback)];
}

/**
 * How every kind's builder starts: the product's random stream, its name, then its base document. The draws happen in
 * this order, so a catalogue stays the same for the same seed.
 */
export function startProduct(
  ctx: GenerationContext,
  { plan, id }: PlacedProduct,
  typeId: TypeId,
  images: readonly string[],
  stock: StockDraw,
): { rng: Rng; name: string; doc: Record<string, unknown> } {
  const rng = bodyRng(plan.index);
  const name = productName(plan, rng);
  return { rng, name, doc: baseProduct({ ctx, plan, id, typeId, name, images, rng, ...stock(rng) }) };
}
