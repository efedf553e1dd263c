import type { TaxRule } from '../catalog/types.js';
import { findTaxRate } from '../pricing/find-tax-rate.js';
import { priceWithTax } from '../pricing/price-with-tax.js';
import { toAmount } from '../pricing/to-amount.js';

export interface TaxLocation {
  country: string;
  /** Region name; '' or missing when the store has none. */
  region?: string;
  /** Customer group for group-specific rules (VSF `tax.userGroupId`). */
  userGroupId?: number | null;
}

/**
 * Gross of a net amount for client-side tax (`tax.calculateServerSide` false), with the rate the API would use for
 * the same tax class and place; untaxed when no rate matches. Net and tax are rounded as the API rounds them.
 */
export function priceInclTax(
  price: number,
  taxClassId: number | string | null | undefined,
  taxRules: readonly TaxRule[],
  location: TaxLocation,
): number {
  const rate = findTaxRate(taxRules, taxClassId, location.country, location.region ?? '', location.userGroupId);
  return priceWithTax(toAmount(price), rate ? toAmount(rate.rate) / 100 : 0, false).inclTax;
}
