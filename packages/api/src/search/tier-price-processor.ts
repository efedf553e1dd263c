import { applyTierPrice, type CatalogSource, type ProductDocument } from '@storefront/core';
import type { HitProcessor } from './catalog-search.js';

/**
 * docs/api.md#price-tiers, docs/api.md#catalogue-search: a verified customer group prices products with its tier prices, then `next` (the tax step, when
 * the API calculates taxes) works from those prices. Without a group the sources go straight to `next`: guests and
 * the VSF frontend without `usePriceTiers` pay nothing for this step.
 */
export function withTierPrices(next?: HitProcessor): HitProcessor {
  return (index, entity, sources, context) => {
    const groupId = context?.groupId;
    const priced =
      groupId === undefined
        ? sources
        : sources.map((source) => applyTierPrice(source as ProductDocument, groupId) as CatalogSource);
    return next ? next(index, entity, priced, context) : Promise.resolve(priced);
  };
}
