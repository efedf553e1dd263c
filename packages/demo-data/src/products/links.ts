import type { Rng } from '../prng.js';
import { FAMILIES_BY_KIND } from './families/index.js';
import type { CatalogLayout, ProductKind } from './layout.js';
import type { ProductPlan } from './plan.js';
import { skuFor } from './plan.js';
import { familyOf } from './families/index.js';
import { typeIdOf } from './type-id.js';

export type LinkType = 'related' | 'upsell' | 'crosssell' | 'associated';

export interface ProductLink {
  sku: string;
  link_type: LinkType;
  linked_product_sku: string;
  linked_product_type: string;
  position: number;
  extension_attributes?: { qty: number };
}

export function productLink(
  ownSku: string,
  type: LinkType,
  linked: { sku: string; kind: ProductKind },
  position: number,
): ProductLink {
  return {
    sku: ownSku,
    link_type: type,
    linked_product_sku: linked.sku,
    linked_product_type: typeIdOf(linked.kind),
    position,
  };
}

/** A product of the same kind and family as `plan`, `steps` family-rotations away; undefined past the catalogue. */
function sibling(
  layout: CatalogLayout,
  plan: ProductPlan,
  steps: number,
): { sku: string; kind: ProductKind } | undefined {
  const ordinal = plan.ordinal + steps * FAMILIES_BY_KIND[plan.kind].length;
  const index = layout.indexOf(plan.kind, ordinal);
  if (index === undefined) return undefined;
  return { sku: skuFor(plan.kind, ordinal, index, plan.family), kind: plan.kind };
}

const OFFSETS = [-8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8];

function siblings(
  layout: CatalogLayout,
  plan: ProductPlan,
  rng: Rng,
  count: number,
  taken: Set<string>,
): Array<{ sku: string; kind: ProductKind }> {
  const found: Array<{ sku: string; kind: ProductKind }> = [];
  for (const offset of rng.sample(OFFSETS, OFFSETS.length)) {
    if (found.length >= count) break;
    const candidate = sibling(layout, plan, offset);
    if (candidate && !taken.has(candidate.sku)) {
      taken.add(candidate.sku);
      found.push(candidate);
    }
  }
  return found;
}

const CROSS_SELL_GEAR = ['bottle', 'band', 'yoga-mat'];

function crossSellTarget(layout: CatalogLayout, rng: Rng): { sku: string; kind: ProductKind } | undefined {
  const families = FAMILIES_BY_KIND.simple;
  const familyIndex = families.findIndex((family) => family.code === rng.pick(CROSS_SELL_GEAR));
  const rounds = Math.floor(layout.countOf('simple') / families.length);
  if (familyIndex < 0 || rounds === 0) return undefined;
  const ordinal = familyIndex + families.length * rng.int(0, rounds - 1);
  const index = layout.indexOf('simple', ordinal);
  if (index === undefined) return undefined;
  return { sku: skuFor('simple', ordinal, index, familyOf('simple', ordinal)), kind: 'simple' };
}

/**
 * Related products from the same line (the "Similar products" row), with occasional up-sells and cross-sells of
 * small gear. Targets are found by arithmetic on the layout, so they always exist.
 */
export function recommendationLinks(layout: CatalogLayout, plan: ProductPlan, rng: Rng): ProductLink[] {
  const links: ProductLink[] = [];
  const taken = new Set([plan.sku]);
  siblings(layout, plan, rng, rng.int(2, 4), taken).forEach((target, i) =>
    links.push(productLink(plan.sku, 'related', target, i + 1)),
  );
  if (rng.chance(0.15)) {
    siblings(layout, plan, rng, rng.int(1, 2), taken).forEach((target, i) =>
      links.push(productLink(plan.sku, 'upsell', target, i + 1)),
    );
  }
  if ((plan.kind === 'configurable' || plan.kind === 'simple') && rng.chance(0.15)) {
    const target = crossSellTarget(layout, rng);
    if (target && !taken.has(target.sku)) links.push(productLink(plan.sku, 'crosssell', target, 1));
  }
  return links;
}
