import { magentoStockItem } from '@storefront/core';
/** Contract 15.1 stock item with Magento's default configuration flags. */
export function stockItem(productId: number, qty: number, isInStock: boolean): Record<string, unknown> {
  return { ...magentoStockItem(productId, qty, isInStock) };
}
