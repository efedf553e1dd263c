import type { ProductDocument } from '../catalog/types.js';
import { bundlePrice } from './bundle-price.js';
import { bundleOptionsOf, selectionLinks } from './bundle-selections.js';
import { associatedLinks, groupedPrice } from './grouped-price.js';

/** The skus a bundle (its selections) or a grouped product (its associated products) is made of, each once. */
export function memberSkus(product: ProductDocument): string[] {
  if (product.type_id === 'bundle')
    return [
      ...new Set(
        bundleOptionsOf(product.bundle_options).flatMap((option) => selectionLinks(option).map((l) => String(l.sku))),
      ),
    ];
  if (product.type_id === 'grouped') return associatedLinks(product).map((link) => String(link.linked_product_sku));
  return [];
}

/**
 * docs/behaviour.md#prices-and-taxes for products priced by their parts: a bundle's default selections, a grouped product's
 * associated products (each qty 1), gross. undefined for other types, and when the parts give no price (none was
 * found, or all are 0): the caller then shows the product's own price, or none.
 */
export function partsPrice(
  product: ProductDocument,
  membersBySku: Readonly<Record<string, ProductDocument>>,
  now: Date,
): number | undefined {
  let price = 0;
  if (product.type_id === 'bundle')
    price = bundlePrice(product, undefined, { productsBySku: membersBySku, now }).priceInclTax;
  else if (product.type_id === 'grouped') {
    // Only the product's own links: membersBySku may hold the parts of several products.
    const own = associatedLinks(product).flatMap((link) => {
      if (link.product) return [link.product];
      const sku = String(link.linked_product_sku);
      return Object.hasOwn(membersBySku, sku) ? [membersBySku[sku]!] : [];
    });
    price = own.length > 0 ? groupedPrice(product, own, now).priceInclTax : 0;
  }
  return price > 0 ? price : undefined;
}
