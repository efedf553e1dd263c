import type { CatalogSource } from '@storefront/core';

/** Magento's `GET /V1/stockItems/{sku}` answer (contract 5 and 15.1 `stock`). */
export interface StockItem {
  item_id: number;
  product_id: number;
  stock_id: number;
  qty: number;
  is_in_stock: boolean;
  is_qty_decimal: boolean;
  show_default_notification_message: boolean;
  use_config_min_qty: boolean;
  min_qty: number;
  use_config_min_sale_qty: number;
  min_sale_qty: number;
  use_config_max_sale_qty: boolean;
  max_sale_qty: number;
  use_config_backorders: boolean;
  backorders: number;
  use_config_notify_stock_qty: boolean;
  notify_stock_qty: number;
  use_config_qty_increments: boolean;
  qty_increments: number;
  use_config_enable_qty_inc: boolean;
  enable_qty_increments: boolean;
  use_config_manage_stock: boolean;
  manage_stock: boolean;
  low_stock_date: string | null;
  is_decimal_divided: boolean;
  stock_status_changed_auto: number;
}

/** Magento's defaults for a stock item: the single default stock, no backorders, sale quantities 1..10000. */
const DEFAULTS: Omit<StockItem, 'item_id' | 'product_id'> = {
  stock_id: 1,
  qty: 0,
  is_in_stock: false,
  is_qty_decimal: false,
  show_default_notification_message: false,
  use_config_min_qty: true,
  min_qty: 0,
  // Magento itself answers this one flag as a number.
  use_config_min_sale_qty: 1,
  min_sale_qty: 1,
  use_config_max_sale_qty: true,
  max_sale_qty: 10000,
  use_config_backorders: true,
  backorders: 0,
  use_config_notify_stock_qty: true,
  notify_stock_qty: 1,
  use_config_qty_increments: true,
  qty_increments: 0,
  use_config_enable_qty_inc: true,
  enable_qty_increments: false,
  use_config_manage_stock: true,
  manage_stock: true,
  low_stock_date: null,
  is_decimal_divided: false,
  stock_status_changed_auto: 0,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
export function toStockItem(product: CatalogSource, fallbackStock?: unknown): StockItem {
  const stock = isObject(product.stock) ? product.stock : isObject(fallbackStock) ? fallbackStock : undefined;
  const productId = asNumber(product.id) ?? 0;
  if (!stock) return { item_id: productId, product_id: productId, ...DEFAULTS, is_in_stock: true, manage_stock: false };

  const item: StockItem = { item_id: asNumber(stock.item_id) ?? productId, product_id: productId, ...DEFAULTS };
  const fields = item as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
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
