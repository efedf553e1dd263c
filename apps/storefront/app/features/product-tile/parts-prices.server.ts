import {
  displayPrice,
  isKnownPrice,
  memberSkus,
  partsPrice,
  type ProductDocument,
  type SearchQueryInput,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { TILE_FIELDS } from './product-tile-view';

type Filters = NonNullable<SearchQueryInput['filters']>;

/** What a linked product's price and stock need. */
const MEMBER_FIELDS = [
  ...TILE_FIELDS,
  'status',
  'visibility',
  'url_key',
  'original_price',
  'special_from_date',
  'special_to_date',
  'final_price',
  'stock',
];

/** Products by sku, in the order of `skus` (the merchant's link order), among those `filters` admit. */
export async function productsBySku(page: PageContext, skus: string[], filters: Filters): Promise<ProductDocument[]> {
  if (skus.length === 0) return [];
  const { items } = await page.catalog.products(
    { filters: [{ attribute: 'sku', value: skus }, ...filters] },
    { size: skus.length, includeFields: MEMBER_FIELDS },
  );
  return skus.map((sku) => items.find((item) => item.sku === sku)).filter((p): p is ProductDocument => p !== undefined);
}

/** Bundle selections and grouped members can be bought when enabled. */
export const MEMBER_FILTERS: Filters = [{ attribute: 'status', value: [1] }];

/**
 * Listing documents of bundles and grouped products exported at price 0, given the price their product page opens
 * with (docs/behaviour.md#prices-and-taxes: default selections, associated products), so tiles show it rather than no price. One look-up
 * for the whole listing, and none when no tile needs it.
 */
export async function withPartsPrices(page: PageContext, products: ProductDocument[]): Promise<ProductDocument[]> {
  const unpriced = new Set(
    products.filter((product) => memberSkus(product).length > 0 && !isKnownPrice(displayPrice(product).price)),
  );
  if (unpriced.size === 0) return products;
  const skus = [...new Set([...unpriced].flatMap(memberSkus))];
  const members = await productsBySku(page, skus, MEMBER_FILTERS);
  const bySku = Object.fromEntries(members.map((member) => [member.sku, member]));
  const now = new Date();
  return products.map((product) => {
    if (!unpriced.has(product)) return product;
    const price = partsPrice(product, bySku, now);
    return price === undefined ? product : { ...product, price_incl_tax: price };
  });
}
