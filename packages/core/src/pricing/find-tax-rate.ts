import type { TaxRate, TaxRule } from '../catalog/types.js';
import { containsId, idsMatch } from './ids-match.js';

/**
 * The tax rate for a product tax class in a country/region (docs/api.md#catalogue-search, docs/behaviour.md#prices-and-taxes).
 *
 * Only the FIRST rule that carries the product's tax class is looked at, as vsf-utilities does: if its rates miss
 * the country, the product is untaxed even when a later rule would match. Rule order is the merchant's priority
 * order in the index, so falling through to a later rule would apply a rate the merchant ranked lower.
 *
 * The customer group narrows the rule only when `userGroupId` is a number (VSF's `tax.userGroupId`, `null` by
 * default), so guests and "no group configured" both mean "any rule".
 *
 * Tax class 0 (and a missing class) is Magento's "None": never taxed, whatever the rules say.
 */
export function findTaxRate(
  taxRules: readonly TaxRule[],
  taxClassId: number | string | null | undefined,
  country: string,
  region: string,
  userGroupId?: number | null,
): TaxRate | undefined {
  if (!isTaxableClass(taxClassId)) return undefined;

  const checkGroup = typeof userGroupId === 'number' && Number.isFinite(userGroupId);
  const rule = taxRules.find(
    (candidate) =>
      containsId(candidate.product_tax_class_ids, taxClassId) &&
      (!checkGroup || containsId(candidate.customer_tax_class_ids, userGroupId)),
  );
  if (!rule || !Array.isArray(rule.rates)) return undefined;

  return rule.rates.find((rate) => rate.tax_country_id === country && regionMatches(rate, region));
}

/** A rate applies to the whole country when it names no region or uses region id 0 ("*" in Magento). */
function regionMatches(rate: TaxRate, region: string): boolean {
  if (!rate.region_name) return true;
  if (idsMatch(rate.tax_region_id, 0)) return true;
  return rate.region_name === region;
}

function isTaxableClass(taxClassId: unknown): boolean {
  if (taxClassId === null || taxClassId === undefined) return false;
  if (typeof taxClassId === 'string' && taxClassId.trim() === '') return false;
  return !idsMatch(taxClassId, 0);
}
