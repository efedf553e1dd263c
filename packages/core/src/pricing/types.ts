import type { ProductDocument } from '../catalog/types.js';

export interface TaxCalculationOptions {
  /** Tax country of the store view (VSF `tax.defaultCountry`), e.g. `"DE"`. */
  country: string;
  /** Region name (VSF `tax.defaultRegion`); `""` when the store has none. */
  region: string;
  /** The moment special-price windows are checked against. */
  now: Date;
  /** `price` and `special_price` in the documents are gross. */
  sourcePriceIncludesTax: boolean;
  /** `final_price` in the documents is gross. */
  finalPriceIncludesTax: boolean;
  /** Also write VSF's camelCase twins (`priceInclTax`, ...). */
  deprecatedPriceFieldsSupport: boolean;
  /** Customer group for group-specific tax rules; only a number narrows the rule (VSF `tax.userGroupId`). */
  userGroupId?: number | null;
}

/** The fields calculateProductTax writes (see docs/api.md#catalogue-search), every one rounded to 2 decimals, all net unless `_incl_tax`. */
export interface ProductPriceFields {
  /** What the shopper pays: the special price while it is active, else the regular price. */
  price: number;
  price_tax: number;
  price_incl_tax: number;
  /** The regular price, kept so a view can strike it through next to an active special price. */
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  /** The document's own `final_price` / `special_price` (net, 0 when absent), whether or not they applied. */
  original_final_price: number;
  original_special_price: number;
  /** The active special price, or 0 (and 0 tax) when there is none. */
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  /** Same as `price`. */
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
}

/** vsf-utilities' camelCase copies, written only with `deprecatedPriceFieldsSupport`. */
export interface DeprecatedPriceFields {
  priceTax: number;
  priceInclTax: number;
  originalPrice: number;
  originalPriceTax: number;
  originalPriceInclTax: number;
  specialPrice: number;
  specialPriceTax: number;
  specialPriceInclTax: number;
  finalPrice: number;
  finalPriceTax: number;
  finalPriceInclTax: number;
}

export interface PricedProduct extends ProductDocument, ProductPriceFields, Partial<DeprecatedPriceFields> {
  // Redeclared because ProductDocument types them as optional; after pricing they are always numbers.
  price: number;
  special_price: number;
  final_price: number;
  configurable_children?: PricedProduct[];
}
