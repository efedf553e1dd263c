export { calculateProductTax } from './calculate-product-tax.js';
export { findTaxRate } from './find-tax-rate.js';
export { isSpecialPriceActive } from './is-special-price-active.js';
export type { SpecialPriceSource } from './is-special-price-active.js';
export { isWithinSpecialPriceWindow } from './special-price-window.js';
export { roundPrice } from './round-price.js';
export type { DeprecatedPriceFields, PricedProduct, ProductPriceFields, TaxCalculationOptions } from './types.js';
export { ALL_CUSTOMER_GROUPS, applyTierPrice, tierPriceFor } from './tier-price.js';
export type { TierPriceEntry } from './tier-price.js';
