import { calculateProductTax, type CatalogSource, type ProductDocument, type TaxRule } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import type { HitProcessor } from './catalog-search.js';

/**
 * docs/api.md#catalogue-search: product hits carry server-side prices and taxes. The country and region come from the store view that
 * owns the requested index, else from the default tax settings; the rules are the taxrule documents of that index.
 */
export function createProductTaxProcessor(
  repository: CatalogRepository,
  config: ApiConfig,
  now: () => number,
): HitProcessor {
  const rulesByIndex = new Map<string, { version: number; rules: TaxRule[] }>();

  async function taxRules(index: string): Promise<TaxRule[]> {
    const version = await repository.getVersion(index, 'taxrule');
    const cached = rulesByIndex.get(index);
    if (cached && cached.version === version) return cached.rules;
    const rules: TaxRule[] = [];
    for await (const row of repository.scan(index, 'taxrule')) rules.push(JSON.parse(row.json) as TaxRule);
    rulesByIndex.set(index, { version, rules });
    return rules;
  }

  return async (index, _entity, sources) => {
    const rules = await taxRules(index);
    const storeView = Object.values(config.storeViews).find((view) => view.index === index);
    const options = {
      country: storeView?.tax.defaultCountry ?? config.tax.defaultCountry,
      region: storeView?.tax.defaultRegion ?? config.tax.defaultRegion,
      now: new Date(now()),
      sourcePriceIncludesTax: config.tax.sourcePriceIncludesTax,
      finalPriceIncludesTax: config.tax.finalPriceIncludesTax,
      deprecatedPriceFieldsSupport: config.tax.deprecatedPriceFieldsSupport,
    };
    return sources.map((source) => calculateProductTax(source as ProductDocument, rules, options) as CatalogSource);
  };
}
