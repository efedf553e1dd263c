import type { OrderHistoryPage, OrderHistoryQuery, OrderHistorySource } from '../users/order-history.js';
import type { OrderItemRow, OrderRow, OrderStore } from './order-store.js';
import { orderNumber } from './order-service.js';

/** Magento's date-time text ('YYYY-MM-DD HH:mm:ss', UTC) of an ISO instant. */
const magentoDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const parsed = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** A placed order as Magento's SalesOrder (see docs/api.md#accounts): what the account pages and VSF 1 read. */
export function toSalesOrder(order: OrderRow, items: readonly OrderItemRow[]) {
  return {
    entity_id: order.entity_id,
    increment_id: orderNumber(order.entity_id),
    created_at: magentoDate(order.created_at),
    updated_at: magentoDate(order.updated_at),
    status: order.status,
    state: 'new',
    grand_total: order.grand_total,
    base_grand_total: order.grand_total,
    subtotal: order.subtotal,
    subtotal_incl_tax: order.subtotal_incl_tax,
    shipping_amount: order.shipping,
    shipping_incl_tax: order.shipping_incl_tax,
    discount_amount: order.discount ? -order.discount : 0,
    tax_amount: order.tax,
    order_currency_code: order.currency,
    base_currency_code: order.currency,
    customer_id: order.customer_id,
    customer_email: order.email,
    coupon_code: order.coupon_code,
    shipping_description: order.shipping_method_code
      ? `${order.shipping_carrier_code} - ${order.shipping_method_code}`
      : null,
    billing_address: parsed(order.billing_address),
    payment: { method: order.payment_method },
    items: items.map((item) => ({
      item_id: item.id,
      order_id: order.entity_id,
      sku: item.sku,
      parent_sku: item.parent_sku,
      name: item.name,
      qty_ordered: item.qty,
      price: item.price,
      price_incl_tax: item.price_incl_tax,
      row_total: item.row_total,
      row_total_incl_tax: item.row_total_incl_tax,
      tax_amount: item.tax_amount,
      discount_amount: item.discount_amount,
      product_type: item.product_type,
      // What 'remake order' needs to put the line back in a cart: the chosen options, the booking.
      product_option: parsed(item.product_option),
      book_from: item.book_from,
      book_to: item.book_to,
      is_monthly: item.is_monthly === 1,
    })),
  };
}

/** `GET /api/user/order-history` over the orders table: a customer's placed orders, newest first. */
export class SqlOrderHistory implements OrderHistorySource {
  constructor(private readonly store: OrderStore) {}

  async list(customerId: number, { pageSize, currentPage }: OrderHistoryQuery): Promise<OrderHistoryPage> {
    // A page far past the last one is simply empty; the offset stays a safe integer for SQLite.
    const offset = Math.min((currentPage - 1) * pageSize, Number.MAX_SAFE_INTEGER);
    const rows = await this.store.pageOfCustomer(customerId, pageSize, offset);
    const items = await Promise.all(rows.map(async (row) => toSalesOrder(row, await this.store.items(row.entity_id))));
    return { items, totalCount: await this.store.countOfCustomer(customerId) };
  }
}
