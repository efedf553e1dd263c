import { readFlag } from './document-readers.js';
import type { StockItem } from './types.js';

/** docs/behaviour.md#stock-check. */
export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

export interface StockStatusOptions {
  /** VSF `stock.synchronize`: stock is verified online after the add. */
  synchronize: boolean;
}

/**
 * The status an add-to-cart works with, from the stock item at hand (the document's, or a fresher one):
 * - an item that says out of stock (for a product whose stock is managed) is 'out_of_stock' in any mode;
 * - otherwise, without stock sync nothing will confirm the quantity, so it is 'volatile' (see docs/behaviour.md#stock-check);
 * - with stock sync it is 'ok': the online check that follows settles it. A missing item is 'ok' too, as in VSF.
 */
export function stockStatus(stockItem: StockItem | null | undefined, options: StockStatusOptions): StockStatus {
  if (stockItem && isManaged(stockItem) && !readFlag(stockItem.is_in_stock)) return 'out_of_stock';
  return options.synchronize ? 'ok' : 'volatile';
}

/** Magento ships `manage_stock: true`; only an explicit "not managed" lifts the stock rule. */
function isManaged(stockItem: StockItem): boolean {
  return stockItem.manage_stock === undefined || stockItem.manage_stock === null || readFlag(stockItem.manage_stock);
}
