import type { ProductKind } from '../layout.js';
import { APPAREL_FAMILIES } from './apparel.js';
import { BUNDLE_FAMILIES, GROUPED_FAMILIES } from './composites.js';
import type { Family } from './family.js';
import { GEAR_FAMILIES } from './gear.js';
import { DOWNLOADABLE_FAMILIES, PARKING_LOTS, VIRTUAL_FAMILIES } from './services.js';

export const FAMILIES_BY_KIND: Readonly<Record<ProductKind, readonly Family[]>> = {
  configurable: APPAREL_FAMILIES,
  simple: GEAR_FAMILIES,
  virtual: VIRTUAL_FAMILIES,
  downloadable: DOWNLOADABLE_FAMILIES,
  grouped: GROUPED_FAMILIES,
  bundle: BUNDLE_FAMILIES,
  parking: PARKING_LOTS.map((lot) => lot.family),
};

/**
 * Families rotate with the ordinal (not at random), so "the k-th product of family f" is arithmetic: bundles,
 * grouped products and related links can name products that have not been generated yet.
 */
export function familyOf(kind: ProductKind, ordinal: number): Family {
  const families = FAMILIES_BY_KIND[kind];
  return families[ordinal % families.length] as Family;
}
