import { calculateProductTax, type ProductDocument, type TaxConfig, type TaxRule } from '@storefront/core';

/**
 * With `tax.calculateServerSide` off the API sends net documents and the storefront prices them itself (docs/behaviour.md#prices-and-taxes:
 * the rate is matched by the store view's country and region), with the same rule the API would have used.
 */
export function createStorefrontTax(tax: TaxConfig, loadRules: () => Promise<TaxRule[]>, now: () => Date) {
  let rules: Promise<TaxRule[]> | undefined;
  return async <T extends ProductDocument>(products: T[]): Promise<T[]> => {
    if (tax.calculateServerSide || products.length === 0) return products;
    rules ??= loadRules();
    const taxRules = await rules;
    return products.map(
      (product) =>
        calculateProductTax(product, taxRules, {
          country: tax.defaultCountry,
          region: tax.defaultRegion,
          now: now(),
          sourcePriceIncludesTax: tax.sourcePriceIncludesTax,
          finalPriceIncludesTax: tax.finalPriceIncludesTax,
          deprecatedPriceFieldsSupport: tax.deprecatedPriceFieldsSupport,
          ...(tax.userGroupId !== null && { userGroupId: tax.userGroupId }),
        }) as unknown as T,
    );
  };
}
