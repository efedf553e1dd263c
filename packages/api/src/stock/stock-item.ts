import { MAGENTO_STOCK_ITEM_DEFAULTS, type CatalogSource, type MagentoStockItem, isRecord } from '@storefront/core';

/** Imported dumps spell numbers and flags as strings ("5", "1") as often as not. */
function asNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const n = asNumber(value);
  return n === 0 || n === 1 ? n === 1 : undefined;
}

/**
 * The stock item of a product document. Fields come from its `stock` object, else from `fallbackStock` (a
 * configurable child without stock data of its own shares its parent's), else Magento's defaults; a value of the
 * wrong type is ignored rather than passed on. `product_id` is always the product's own id.
 *
 * With no stock data at all the product is reported as not stock-managed (`manage_stock: false`, in stock):
 * Magento's meaning of "always available", rather than inventing an out-of-stock the catalogue never stated.
 */
export function toStockItem(product: CatalogSource, fallbackStock?: unknown): MagentoStockItem {
  const stock = isRecord(product.stock) ? product.stock : isRecord(fallbackStock) ? fallbackStock : undefined;
  const productId = asNumber(product.id) ?? 0;
  if (!stock)
    return {
      item_id: productId,
      product_id: productId,
      ...MAGENTO_STOCK_ITEM_DEFAULTS,
      is_in_stock: true,
      manage_stock: false,
    };

  const item: MagentoStockItem = {
    item_id: asNumber(stock.item_id) ?? productId,
    product_id: productId,
    ...MAGENTO_STOCK_ITEM_DEFAULTS,
  };
  const fields = item as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(MAGENTO_STOCK_ITEM_DEFAULTS)) {
    // Imported documents may name Magento's MSI stocks; this API keeps a single stock, so stock_id stays 1.
    if (key === 'stock_id') continue;
    const value = stock[key];
    if (value === undefined) continue;
    const read =
      typeof fallback === 'boolean'
        ? asBoolean(value)
        : typeof fallback === 'number'
          ? asNumber(value)
          : typeof value === 'string' || value === null
            ? value
            : undefined;
    if (read !== undefined) fields[key] = read;
  }
  return item;
}
