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

export const DEPRECATED_PRICE_FIELDS: ReadonlyArray<keyof DeprecatedPriceFields> = [
  'priceTax',
  'priceInclTax',
  'originalPrice',
  'originalPriceTax',
  'originalPriceInclTax',
  'specialPrice',
  'specialPriceTax',
  'specialPriceInclTax',
  'finalPrice',
  'finalPriceTax',
  'finalPriceInclTax',
];

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

/**
 * vsf-utilities camelCases every group it writes, so `specialPrice` exists alongside the twins docs/behaviour.md#entities names;
 * the VSF 1 frontend reads `priceInclTax` and `specialPriceInclTax` from these.
 */
export function toDeprecatedPriceFields(prices: ProductPrices): DeprecatedPriceFields {
  const { current, original, special } = prices;
  return {
    priceTax: current.tax,
    priceInclTax: current.inclTax,
    originalPrice: original.amount,
    originalPriceTax: original.tax,
    originalPriceInclTax: original.inclTax,
    specialPrice: special.amount,
    specialPriceTax: special.tax,
    specialPriceInclTax: special.inclTax,
    finalPrice: current.amount,
    finalPriceTax: current.tax,
    finalPriceInclTax: current.inclTax,
  };
}
