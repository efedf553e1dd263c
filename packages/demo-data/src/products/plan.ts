import type { AttributeOption, ColourName } from '../attributes/options.js';
import { categoryNode } from '../categories/tree.js';
import { SHAPE_COLOURS } from '../images/catalog-images.js';
import { DEMO_SEED, hashInts, Rng } from '../prng.js';
import type { Family } from './families/family.js';
import { familyOf } from './families/index.js';
import type { CatalogLayout, ProductKind } from './layout.js';
import { roundPrice } from './price-format.js';

/** Collections fed by product flags rather than by the product line. */
export const NEW_CATEGORY_ID = 38;
export const SALE_CATEGORY_ID = 37;
export const ERIN_CATEGORY_ID = 34;
export const ECO_CATEGORY_ID = 36;

export type SpecialWindowKind = 'current' | 'past' | 'future';

/** Special price with its window as day offsets from today; null ends are open. */
export interface SpecialPlan {
  price: number;
  kind: SpecialWindowKind;
  fromDay: number | null;
  toDay: number | null;
}

/**
 * The cheap skeleton of a product: everything other products or the category counts need to know about it. It is
 * a pure function of the position, so it can be recomputed anywhere instead of being kept in memory.
 */
export interface ProductPlan {
  index: number;
  kind: ProductKind;
  ordinal: number;
  family: Family;
  sku: string;
  status: 1 | 2;
  visibility: 2 | 3 | 4;
  inStock: boolean;
  price: number;
  special: SpecialPlan | null;
  isNew: boolean;
  erin: boolean;
  eco: boolean;
  /** Configurable: the children's colours. Others: the colour of the product image (and `color` on gear). */
  colours: ColourName[];
  /** Configurable: the children's sizes. Gear with sizes: the product's one size. */
  sizes: AttributeOption[];
  childCount: number;
  /** The leaf's lineage below the root, then flag collections (with their parent). */
  categoryIds: number[];
}

const PLAN_STREAM = 1;

export function skuFor(kind: ProductKind, ordinal: number, index: number, family: Family): string {
  if (kind === 'parking') return `${family.skuPrefix}-${String(Math.floor(ordinal / 3) + 1).padStart(3, '0')}`;
  return `${family.skuPrefix}${String(index + 1).padStart(5, '0')}`;
}

function planSpecial(rng: Rng, kind: ProductKind, family: Family, price: number): SpecialPlan | null {
  if (kind === 'grouped' || kind === 'bundle' || kind === 'parking' || family.pricePoints) return null;
  const roll = rng.float();
  if (roll < 0.55) return null;
  const specialPrice = roundPrice(price * rng.range(0.6, 0.9));
  // Very cheap items can round back up to their own price; a "special" that saves nothing is no special.
  if (specialPrice >= price) return null;
  if (roll < 0.73) return { price: specialPrice, kind: 'current', fromDay: -rng.int(1, 30), toDay: rng.int(3, 45) };
  if (roll < 0.79) return { price: specialPrice, kind: 'current', fromDay: -rng.int(1, 60), toDay: null };
  if (roll < 0.82) return { price: specialPrice, kind: 'current', fromDay: null, toDay: rng.int(2, 20) };
  if (roll < 0.91) {
    const toDay = -rng.int(2, 30);
    return { price: specialPrice, kind: 'past', fromDay: toDay - rng.int(7, 40), toDay };
  }
  const fromDay = rng.int(2, 20);
  return { price: specialPrice, kind: 'future', fromDay, toDay: fromDay + rng.int(7, 30) };
}

function planPrice(rng: Rng, kind: ProductKind, family: Family): number {
  if (family.pricePoints) return rng.pick(family.pricePoints);
  // Hourly parking rates are small and quoted in quarters.
  if (kind === 'parking') return Math.round(rng.range(family.price[0], family.price[1]) * 4) / 4;
  return roundPrice(rng.range(family.price[0], family.price[1]));
}

function contiguousRun(rng: Rng, scale: readonly AttributeOption[], min: number, max: number): AttributeOption[] {
  const length = Math.min(scale.length, rng.int(min, max));
  const start = rng.int(0, scale.length - length);
  return scale.slice(start, start + length);
}

function planCategories(family: Family, isNew: boolean, onSale: boolean, erin: boolean, eco: boolean): number[] {
  const ids = [...categoryNode(family.categoryId).lineage];
  const add = (id: number): void => {
    for (const lineageId of categoryNode(id).lineage) if (!ids.includes(lineageId)) ids.push(lineageId);
  };
  if (isNew) add(NEW_CATEGORY_ID);
  if (onSale) add(SALE_CATEGORY_ID);
  if (erin) add(ERIN_CATEGORY_ID);
  if (eco) add(ECO_CATEGORY_ID);
  return ids;
}

export function planProduct(layout: CatalogLayout, index: number): ProductPlan {
  const kind = layout.kindAt(index);
  const ordinal = layout.ordinalAt(index);
  const family = familyOf(kind, ordinal);
  const rng = new Rng(hashInts(DEMO_SEED, index, PLAN_STREAM));

  // Parking spots stay enabled so the spot-listing page always has its full set.
  const status: 1 | 2 = rng.chance(0.025) && kind !== 'parking' ? 2 : 1;
  const visibilityRoll = rng.float();
  const visibility: 2 | 3 | 4 = kind === 'parking' || visibilityRoll >= 0.06 ? 4 : visibilityRoll < 0.03 ? 2 : 3;
  const inStock = kind === 'configurable' || kind === 'grouped' || kind === 'bundle' ? true : rng.chance(0.93);
  const price = planPrice(rng, kind, family);
  const special = planSpecial(rng, kind, family, price);
  const isNew = rng.chance(0.15);
  // Erin recommends gear, never a parking spot (the roll is drawn all the same, so every other product stays as it was).
  const erin = rng.chance(0.2) && kind !== 'parking';
  const eco = (kind === 'configurable' || kind === 'simple') && rng.chance(0.15);

  const palette = SHAPE_COLOURS[family.shape];
  const colours = kind === 'configurable' ? rng.sample(palette, rng.int(2, 3)) : [rng.pick(palette)];
  let sizes: AttributeOption[] = [];
  if (kind === 'configurable' && family.sizes) sizes = contiguousRun(rng, family.sizes, 3, 5);
  else if (family.sizes) sizes = [rng.pick(family.sizes)];
  const childCount = kind === 'configurable' ? colours.length * sizes.length : 0;

  return {
    index,
    kind,
    ordinal,
    family,
    sku: skuFor(kind, ordinal, index, family),
    status,
    visibility,
    inStock,
    price,
    special,
    isNew,
    erin,
    eco,
    colours,
    sizes,
    childCount,
    categoryIds: planCategories(family, isNew, special?.kind === 'current', erin, eco),
  };
}

export interface PlacedProduct {
  plan: ProductPlan;
  id: number;
  /** Configurable children take the ids just below their parent, as Magento creates them first. */
  firstChildId: number;
}

/** Walks every product position in order, assigning entity ids. */
export function* walkPlans(layout: CatalogLayout): Generator<PlacedProduct> {
  let nextId = 1;
  for (let index = 0; index < layout.total; index++) {
    const plan = planProduct(layout, index);
    const firstChildId = nextId;
    nextId += plan.childCount;
    yield { plan, id: nextId, firstChildId };
    nextId += 1;
  }
}

const BODY_STREAM = 2;

/** The random stream for a product's details (names, texts, children), separate from its plan. */
export function bodyRng(index: number): Rng {
  return new Rng(hashInts(DEMO_SEED, index, BODY_STREAM));
}
