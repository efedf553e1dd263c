import {
  associatedLinks,
  displayPrice,
  isKnownPrice,
  partsPrice,
  type ProductDocument,
  type SearchQueryInput,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { TILE_FIELDS } from '../catalog/product-tile-view';

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

function bundleSkus(product: ProductDocument): string[] {
  const options = Array.isArray(product.bundle_options)
    ? (product.bundle_options as Array<{ product_links?: unknown }>)
    : [];
  const skus = options.flatMap((option) =>
    Array.isArray(option.product_links)
      ? (option.product_links as Array<{ sku?: unknown }>).map((l) => String(l.sku))
      : [],
  );
  return [...new Set(skus)];
}

/** The skus a bundle (its selections) or a grouped product (its associated products) is made of. */
export function memberSkus(product: ProductDocument): string[] {
  if (product.type_id === 'bundle') return bundleSkus(product);
  if (product.type_id === 'grouped') return associatedLinks(product).map((link) => String(link.linked_product_sku));
  return [];
}

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
 * with (spec point 4: default selections, associated products), so tiles show it rather than no price. One look-up
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
