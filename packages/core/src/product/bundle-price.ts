import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';
import { bundleOptionsOf, defaultBundleSelections, findSelectionLink } from './bundle-selections.js';
import type { BundleSelections } from './bundle-selections.js';
import { readId } from './document-readers.js';
import { memberPrice } from './member-price.js';
import type { PricePair } from './types.js';
import { parseQuantity } from './validate-quantity.js';

export interface BundlePriceOptions {
  /**
   * The linked products by sku. The index stores bundle links without products (see docs/api.md#catalogue-documents), so the caller loads
   * them; a `product` already attached to a link (VSF's setBundleProducts) is used first.
   */
  productsBySku?: Readonly<Record<string, ProductDocument>>;
  /** For the special-price rule of linked products the API has not priced. */
  now?: Date;
}

export interface BundlePrice extends PricePair {
  /** Skus of chosen selections whose product was not available: the total lacks them. */
  unresolved: string[];
}

/**
 * docs/behaviour.md#prices-and-taxes: a bundle's price starts at 0 and adds each chosen selection's product price times its qty. Without
 * `selections` the default selections are priced (the price the page opens with). A negative or unreadable qty adds
 * nothing, as in VSF.
 */
export function bundlePrice(
  product: ProductDocument,
  selections?: BundleSelections,
  options: BundlePriceOptions = {},
): BundlePrice {
  const chosen = selections ?? defaultBundleSelections(product.bundle_options);
  const now = options.now ?? new Date();
  let price = 0;
  let priceInclTax = 0;
  const unresolved: string[] = [];
  for (const option of bundleOptionsOf(product.bundle_options)) {
    const selection = chosen[String(readId(option.option_id))];
    const link = selection && findSelectionLink(option, selection.selectionId);
    if (!selection || !link) continue;
    const linked = link.product ?? options.productsBySku?.[link.sku];
    if (!linked) {
      unresolved.push(link.sku);
      continue;
    }
    const qty = parseQuantity(selection.qty);
    if (!(qty > 0)) continue;
    const unit = memberPrice(linked, now);
    price += unit.price * qty;
    priceInclTax += unit.priceInclTax * qty;
  }
  return { price: roundPrice(price), priceInclTax: roundPrice(priceInclTax), unresolved };
}

/**
 * docs/behaviour.md#prices-and-taxes: a selection change reprices the bundle only when the new total is above 0. A total of 0 means the
 * linked products are not loaded (yet) or nothing is chosen, and showing "$0.00" would be wrong either way.
 */
export function recomputeBundlePrice(previous: PricePair, next: PricePair): PricePair {
  return next.price > 0 ? { price: next.price, priceInclTax: next.priceInclTax } : previous;
}
