import type { ProductDocument } from '../catalog/types.js';
import { toAmount } from '../pricing/to-amount.js';
import { isRecord, readFlag } from './document-readers.js';
import type { StockItem } from './types.js';

export interface VariantAvailabilityOptions {
  /** VSF `products.listOutOfStockProducts`: when false, out-of-stock children cannot be chosen. */
  listOutOfStockProducts: boolean;
  /**
   * VSF `products.filterUnavailableVariants`: hide out-of-stock children even when out-of-stock products are listed.
   * VSF 1.12.2 ignored it in some paths (#4922); here it is one more input of the same availability rule.
   */
  filterUnavailableVariants?: boolean;
  /** Fresher stock by child sku (the stock cache filled by prefetch or a stock list call); wins over the document. */
  stockBySku?: Readonly<Record<string, boolean>>;
}

/** Status 2 and above is disabled (listings use `status in [0,1]`); a missing or unreadable status is enabled. */
export function isEnabledStatus(status: unknown): boolean {
  return toAmount(status) < 2;
}

/** The document's stock item; one sample-data export stores it as a one-element list. */
export function readStockItem(product: Readonly<Record<string, unknown>>): StockItem | undefined {
  const stock = Array.isArray(product.stock) ? (product.stock as unknown[])[0] : product.stock;
  return isRecord(stock) ? (stock as StockItem) : undefined;
}

/**
 * A child without stock data counts as in stock, as in VSF: the index may omit stock for products that do not
 * manage it, and refusing them would make such configurables unsellable.
 */
export function isChildInStock(child: ProductDocument, stockBySku?: Readonly<Record<string, boolean>>): boolean {
  const cached = stockBySku && Object.hasOwn(stockBySku, child.sku) ? stockBySku[child.sku] : undefined;
  if (typeof cached === 'boolean') return cached;
  const stock = readStockItem(child);
  return stock ? readFlag(stock.is_in_stock) : true;
}

/** Whether a child may be selected: enabled, and in stock unless out-of-stock variants are shown. */
export function isVariantAvailable(child: ProductDocument, options: VariantAvailabilityOptions): boolean {
  if (!isEnabledStatus(child.status)) return false;
  const hideOutOfStock = !options.listOutOfStockProducts || options.filterUnavailableVariants === true;
  return !hideOutOfStock || isChildInStock(child, options.stockBySku);
}
