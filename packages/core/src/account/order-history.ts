import type { CartProductOption } from '../cart/cart-item.js';
import type { SyncTaskInput } from '../sync/sync-task.js';

/** The fields of a Magento sales order the account pages show (docs/api.md#accounts, `order-history`). */
export interface HistoryOrderItem {
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax?: number;
  row_total_incl_tax?: number;
  /** Our order history's extras: the line's product type, configured options and booking period. */
  price?: number;
  product_type?: string;
  parent_sku?: string | null;
  product_option?: CartProductOption | null;
  book_from?: string | null;
  book_to?: string | null;
  is_monthly?: boolean;
  /** Ours: the configured attributes and options as chosen ('Size', 'M'), see docs/behaviour.md#order-lines. */
  option_labels?: Array<{ label: string; value: string }>;
}

/** A Magento order address (billing, or the shipping assignment's). */
export interface HistoryOrderAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  region?: string | null;
  region_code?: string | null;
  country_id?: string;
  telephone?: string;
}

export interface HistoryOrder {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  order_currency_code?: string;
  items: HistoryOrderItem[];
  subtotal?: number | null;
  subtotal_incl_tax?: number | null;
  shipping_amount?: number | null;
  shipping_incl_tax?: number | null;
  /** Negative, as Magento writes it. */
  discount_amount?: number | null;
  tax_amount?: number | null;
  coupon_code?: string | null;
  /** Magento's 'Carrier - Method'; ours adds the method's own title. */
  shipping_description?: string | null;
  shipping_method_title?: string | null;
  billing_address?: HistoryOrderAddress | null;
  /** `additional_information[0]` is the payment method's title. */
  payment?: { method?: string | null; additional_information?: string[] };
  extension_attributes?: { shipping_assignments?: Array<{ shipping?: { address?: HistoryOrderAddress | null } }> };
}

export interface OrderHistoryPage {
  orders: HistoryOrder[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** VSF 1's `users.history_endpoint` default page size. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** `?page=N` of the orders page: a whole number from 1; anything else is the first page. */
export function orderHistoryPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The order-history call (see docs/behaviour.md#calls): one page of the customer's orders; the token is the session's. */
export function orderHistoryTask(endpoint: string, page: number, pageSize = ORDER_HISTORY_PAGE_SIZE): SyncTaskInput {
  return { url: endpoint, params: { pageSize, currentPage: page }, silent: true };
}

function isOrder(value: unknown): value is HistoryOrder {
  const order = value as Partial<HistoryOrder> | null;
  return typeof order === 'object' && order !== null && typeof order.created_at === 'string';
}

/**
 * A page of the reply's `{items, total_count}`, newest first. The API already sorts so; the sort keeps the promise
 * with a backend that does not. Created-at ties (orders of one second) fall back to the higher id.
 */
export function readOrderHistory(result: unknown, page: number, pageSize = ORDER_HISTORY_PAGE_SIZE): OrderHistoryPage {
  const reply = (typeof result === 'object' && result !== null ? result : {}) as {
    items?: unknown;
    total_count?: unknown;
  };
  const orders = (Array.isArray(reply.items) ? reply.items.filter(isOrder) : [])
    .map((order) => ({ ...order, items: Array.isArray(order.items) ? order.items : [] }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.entity_id) - Number(a.entity_id));
  const total = typeof reply.total_count === 'number' ? reply.total_count : orders.length;
  return { orders, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The order `/my-account/orders/:orderId` names: by its number (`increment_id`) or by its id. */
export function findOrder(orders: readonly HistoryOrder[], orderId: string): HistoryOrder | undefined {
  return orders.find((order) => order.increment_id === orderId || String(order.entity_id) === orderId);
}
