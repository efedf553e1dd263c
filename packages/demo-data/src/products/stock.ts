import { magentoStockItem } from '@storefront/core';
/** docs/api.md#catalogue-documents stock item with Magento's default configuration flags. */
export function stockItem(productId: number, qty: number, isInStock: boolean): Record<string, unknown> {
  return { ...magentoStockItem(productId, qty, isInStock) };
}
