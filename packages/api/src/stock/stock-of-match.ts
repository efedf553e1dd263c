import { matchedProduct, type SkuMatch } from '../products/find-products-by-sku.js';
import type { MagentoStockItem } from '@storefront/core';
import { toStockItem } from './stock-item.js';

/** A configurable child answers with its own stock, or its parent's when it has none. */
export function stockOfMatch({ document, childIndex }: SkuMatch): MagentoStockItem {
  const product = matchedProduct(document, childIndex);
  return toStockItem(product, product === document ? undefined : document.stock);
}
