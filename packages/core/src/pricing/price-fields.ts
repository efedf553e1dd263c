import type { PriceWithTax } from './price-with-tax.js';
import type { DeprecatedPriceFields, ProductPriceFields } from './types.js';

/** The computed prices of one product, before they are spelled out as VSF's flat fields. */
export interface ProductPrices {
  current: PriceWithTax;
  original: PriceWithTax;
  special: PriceWithTax;
  originalSpecial: number;
  originalFinal: number;
}

/**
 * vsf-utilities camelCases every group it writes, so `specialPrice` exists alongside the twins docs/behaviour.md#entities
 * names: each camelCase field, and the field it copies.
 */
const DEPRECATED_TWINS = {
  priceTax: 'price_tax',
  priceInclTax: 'price_incl_tax',
  originalPrice: 'original_price',
  originalPriceTax: 'original_price_tax',
  originalPriceInclTax: 'original_price_incl_tax',
  specialPrice: 'special_price',
  specialPriceTax: 'special_price_tax',
  specialPriceInclTax: 'special_price_incl_tax',
  finalPrice: 'final_price',
  finalPriceTax: 'final_price_tax',
  finalPriceInclTax: 'final_price_incl_tax',
} as const satisfies Record<keyof DeprecatedPriceFields, keyof ProductPriceFields>;

export const DEPRECATED_PRICE_FIELDS = Object.keys(DEPRECATED_TWINS) as ReadonlyArray<keyof DeprecatedPriceFields>;

export function toPriceFields(prices: ProductPrices): ProductPriceFields {
  const { current, original, special } = prices;
  return {
    price: current.amount,
    price_tax: current.tax,
    price_incl_tax: current.inclTax,
    original_price: original.amount,
    original_price_tax: original.tax,
    original_price_incl_tax: original.inclTax,
    original_final_price: prices.originalFinal,
    original_special_price: prices.originalSpecial,
    special_price: special.amount,
    special_price_tax: special.tax,
    special_price_incl_tax: special.inclTax,
    final_price: current.amount,
    final_price_tax: current.tax,
    final_price_incl_tax: current.inclTax,
  };
}

/** The camelCase twins of `toPriceFields`' answer; the VSF 1 frontend reads `priceInclTax` and `specialPriceInclTax`. */
export function toDeprecatedPriceFields(fields: ProductPriceFields): DeprecatedPriceFields {
  const twins = {} as DeprecatedPriceFields;
  for (const name of DEPRECATED_PRICE_FIELDS) twins[name] = fields[DEPRECATED_TWINS[name]];
  return twins;
}
