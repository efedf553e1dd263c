import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';
import { recordList } from './document-readers.js';
import { memberPrice } from './member-price.js';
import type { PricePair, ProductLinkEntry } from './types.js';

/** The `associated` links of a grouped product: its members. */
export function associatedLinks(product: ProductDocument): ProductLinkEntry[] {
  return recordList<ProductLinkEntry>(product.product_links).filter(
    (link) => link.link_type === 'associated' && typeof link.linked_product_sku === 'string',
  );
}

export interface GroupedPrice extends PricePair {
  /** Member skus with no product to price. */
  unresolved: string[];
}

/**
 * docs/behaviour.md#cart-in-the-browser: a grouped product costs the sum of its associated simple products, each at qty 1 (the links' own
 * default quantities are for the cart, not for the shown price). Members are the product's associated links, each
 * priced from the attached `product` or the matching entry of `associatedProducts`; a product with no associated
 * links is priced from `associatedProducts` as given.
 */
export function groupedPrice(
  product: ProductDocument,
  associatedProducts: readonly ProductDocument[],
  now: Date = new Date(),
): GroupedPrice {
  const links = associatedLinks(product);
  const members: Array<ProductDocument | string> =
    links.length === 0
      ? [...associatedProducts]
      : links.map(
          (link) =>
            link.product ??
            associatedProducts.find((candidate) => candidate.sku === link.linked_product_sku) ??
            String(link.linked_product_sku),
        );

  let price = 0;
  let priceInclTax = 0;
  const unresolved: string[] = [];
  for (const member of members) {
    if (typeof member === 'string') {
      unresolved.push(member);
      continue;
    }
    const unit = memberPrice(member, now);
    price += unit.price;
    priceInclTax += unit.priceInclTax;
  }
  return { price: roundPrice(price), priceInclTax: roundPrice(priceInclTax), unresolved };
}
