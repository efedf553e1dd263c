import {
  categoryIdFieldOf,
  displayPrice,
  isKnownPrice,
  LISTING_FILTERS,
  localizedRoute,
  memberSkus,
  productLink,
  type ProductDocument,
  type SearchQueryInput,
} from '@storefront/core';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import { TILE_FIELDS, toProductTileView, type ProductTileView } from '../product-tile';
import { MEMBER_FILTERS, productsBySku, withPartsPrices } from '../product-tile/index.server';
import type { PricedLinkView } from './product-page-view';

type Filters = NonNullable<SearchQueryInput['filters']>;

interface ProductLinkRecord {
  link_type?: unknown;
  linked_product_sku?: unknown;
}

function linkedSkus(product: ProductDocument, types: readonly string[]): string[] {
  const links = Array.isArray(product.product_links) ? (product.product_links as ProductLinkRecord[]) : [];
  const skus = links
    .filter((link) => types.includes(String(link.link_type)) && typeof link.linked_product_sku === 'string')
    .map((link) => String(link.linked_product_sku));
  return [...new Set(skus)].filter((sku) => sku !== product.sku);
}

/**
 * docs/behaviour.md#product-load step 4 and docs/behaviour.md#category-page: up to 8 related products (visibility 2,3,4, status 0,1,2, in stock
 * unless out-of-stock products are listed). Without related links, VSF's Related block fell back to products of the
 * same categories, which is what fills the 'Similar products' row here too.
 */
export async function relatedTiles(
  page: PageContext,
  product: ProductDocument,
  categoryId: number | undefined,
): Promise<ProductTileView[]> {
  const { related, listOutOfStockProducts } = page.config.products;
  const skus = linkedSkus(product, ['related']);
  if (skus.length === 0 && categoryId === undefined) return [];
  const filters: Filters = [
    skus.length > 0
      ? { attribute: 'sku', value: skus.slice(0, related.size) }
      : { attribute: categoryIdFieldOf(product), value: [categoryId!] },
    { attribute: 'visibility', value: related.visibility },
    { attribute: 'status', value: related.status },
    ...(listOutOfStockProducts ? [] : [{ attribute: 'stock.is_in_stock', value: { eq: true } }]),
  ];
  // One extra, since the category fallback may find the product itself.
  const { items } = await page.catalog.products({ filters }, { size: related.size + 1, includeFields: TILE_FIELDS });
  const context = {
    config: page.config,
    storeView: page.storeView,
    storeCode: page.storeCode,
    stores: page.stores,
  };
  return (await withPartsPrices(page, items))
    .filter((item) => item.sku !== product.sku)
    .slice(0, related.size)
    .map((item) => toProductTileView(item, context));
}

/** The simple products a grouped product or a bundle is made of (status 1), keyed by sku. */
export async function associatedProducts(
  page: PageContext,
  product: ProductDocument,
): Promise<Map<string, ProductDocument>> {
  const found = await productsBySku(page, memberSkus(product), MEMBER_FILTERS);
  return new Map(found.map((member) => [member.sku, member]));
}

/** Up-sells and cross-sells as rows with their price, among the products a listing would show. */
export async function linkedProducts(page: PageContext, product: ProductDocument): Promise<ProductDocument[]> {
  return productsBySku(page, linkedSkus(product, ['upsell', 'crosssell']), LISTING_FILTERS);
}

export function pricedLinks(page: PageContext, products: readonly ProductDocument[]): PricedLinkView[] {
  const money = storeMoney(page.storeView);
  const urls = page.urls;
  const stores = page.stores;
  return products.map((member) => {
    const link = productLink(member, urls);
    const { price } = displayPrice(member);
    return {
      sku: member.sku,
      name: member.name,
      href: localizedRoute(link.path, page.storeCode, stores) + link.search,
      ...(isKnownPrice(price) && { price: money(price) }),
    };
  });
}
