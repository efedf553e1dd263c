import type { ProductDocument } from '../catalog/types.js';
import { toAmount } from '../pricing/to-amount.js';
import { readFlag } from './document-readers.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import { isEnabledStatus, readStockItem } from './variant-availability.js';

export type ProductLoadOutcome =
  | { ok: true; product: ProductDocument }
  | { ok: false; reason: 'not_found'; message: typeof PRODUCT_MESSAGES.emptyProductResult }
  | { ok: false; reason: 'unavailable'; message: typeof PRODUCT_MESSAGES.outOfStock };

export interface ProductLoadOptions {
  /** VSF `products.listOutOfStockProducts`; when false an out-of-stock product is not found. */
  listOutOfStockProducts?: boolean;
}

/**
 * docs/behaviour.md#product-load: a disabled product (status 2 or higher) or one not visible individually
 * (visibility 1) fails; the page then notifies 'Out of stock!' and goes back. docs/behaviour.md#error-messages: with out-of-stock
 * products not listed, an out-of-stock product is an empty result, like a missing one. Check for a parent first
 * (parentRouteFor): a child's own document has visibility 1 and would otherwise fail here.
 */
export function productLoadOutcome(
  product: ProductDocument | null | undefined,
  options: ProductLoadOptions = {},
): ProductLoadOutcome {
  if (!product) return { ok: false, reason: 'not_found', message: PRODUCT_MESSAGES.emptyProductResult };
  if (options.listOutOfStockProducts === false) {
    const stock = readStockItem(product);
    if (stock && !readFlag(stock.is_in_stock)) {
      return { ok: false, reason: 'not_found', message: PRODUCT_MESSAGES.emptyProductResult };
    }
  }
  const hidden = product.visibility !== undefined && product.visibility !== null && toAmount(product.visibility) === 1;
  if (!isEnabledStatus(product.status) || hidden) {
    return { ok: false, reason: 'unavailable', message: PRODUCT_MESSAGES.outOfStock };
  }
  return { ok: true, product };
}
