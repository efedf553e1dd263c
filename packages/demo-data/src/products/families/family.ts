import type { AttributeOption, ActivityName, ClimateName, GENDERS, MaterialName } from '../../attributes/options.js';
import type { Shape } from '../../images/catalog-images.js';

/** A product line: everything that makes a tee look like a tee and a backpack like a backpack. */
export interface Family {
  code: string;
  skuPrefix: string;
  /** Leaf category the products are filed under. */
  categoryId: number;
  shape: Shape;
  /** Singular label used in texts and bundle option titles ('Yoga Mat'). */
  label: string;
  nouns: readonly string[];
  modifiers: readonly string[];
  price: readonly [number, number];
  /** Fixed price points instead of a range (gift cards). */
  pricePoints?: readonly number[];
  weight: readonly [number, number];
  attributeSetId: number;
  materials: readonly MaterialName[];
  activities: readonly ActivityName[];
  climates?: readonly ClimateName[];
  gender?: keyof typeof GENDERS;
  /** Configurable: the size scale children are cut from. Simple: sizes one of which the product has. */
  sizes?: readonly AttributeOption[];
}
