/** Magento's `GET /V1/stockItems/{sku}` answer (docs/api.md#stock, docs/api.md#catalogue-documents `stock`). */
export interface MagentoStockItem {
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
export const MAGENTO_STOCK_ITEM_DEFAULTS: Readonly<Omit<MagentoStockItem, 'item_id' | 'product_id'>> = {
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

/** A complete stock item for one product, as the catalogue documents and the stock API carry it. */
export function magentoStockItem(productId: number, qty: number, isInStock: boolean): MagentoStockItem {
  return { ...MAGENTO_STOCK_ITEM_DEFAULTS, item_id: productId, product_id: productId, qty, is_in_stock: isInStock };
}
