import type { ApiConfig } from '../config.js';
import type { OrderHistoryPage, OrderHistoryQuery, OrderHistorySource } from '../users/order-history.js';
import type { OrderItemRow, OrderRow, OrderStore } from './order-store.js';
import { orderNumber } from './order-service.js';

/** Magento's date-time text ('YYYY-MM-DD HH:mm:ss', UTC) of an ISO instant. */
const magentoDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const parsed = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** The shop's titles of its shipping and payment methods (config `cart`). */
export type MethodTitles = Pick<ApiConfig['cart'], 'shippingMethods' | 'paymentMethods'>;

/** Labels stored as JSON `[{label, value}]`; anything else is none. */
function labelsOf(json: string | null): Array<{ label: string; value: string }> {
  const value = parsed(json);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { label, value: text } = (entry ?? {}) as { label?: unknown; value?: unknown };
    return typeof label === 'string' && typeof text === 'string' ? [{ label, value: text }] : [];
  });
}

/**
 * An address as Magento answers it: `street` always a list, so a template that reads `street[0]` and `street[1]` (VSF
 * 1's order page) never meets undefined, also for a billing address of downloads taken without a street.
 */
function magentoAddress(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const address = value as Record<string, unknown>;
  const street = Array.isArray(address.street)
    ? address.street
    : typeof address.street === 'string'
      ? [address.street]
      : [];
  return { ...address, street };
}

const nameOf = (address: Record<string, unknown> | null, field: 'firstname' | 'lastname') =>
  typeof address?.[field] === 'string' ? address[field] : null;

/**
 * A placed order as Magento's SalesOrder (see docs/api.md#accounts): what the account pages, the thank-you page and
 * VSF 1 read. Fields beyond vue-storefront-api 1.12's are added, never renamed: `shipping_method_title` and
 * `payment.additional_information` (Magento's payment title), the shipping address and method where Magento keeps
 * them (`extension_attributes.shipping_assignments[0].shipping`), `total_item_count`, and per line its
 * `option_labels` (also as Magento's `product_options.attributes_info`).
 */
export function toSalesOrder(order: OrderRow, items: readonly OrderItemRow[], titles?: MethodTitles) {
  const shippingMethod = titles?.shippingMethods.find(
    (method) =>
      method.carrier_code === order.shipping_carrier_code && method.method_code === order.shipping_method_code,
  );
  const paymentTitle = titles?.paymentMethods.find((method) => method.code === order.payment_method)?.title;
  const shippingAddress = magentoAddress(parsed(order.shipping_address));
  const billingAddress = magentoAddress(parsed(order.billing_address));
  const shippingMethodCode = order.shipping_method_code
    ? `${order.shipping_carrier_code}_${order.shipping_method_code}`
    : null;
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
    // VSF 1's list of orders names each order's customer; Magento takes the names the order was placed with.
    customer_firstname: nameOf(billingAddress ?? shippingAddress, 'firstname'),
    customer_lastname: nameOf(billingAddress ?? shippingAddress, 'lastname'),
    coupon_code: order.coupon_code,
    shipping_description: order.shipping_method_code
      ? shippingMethod
        ? `${shippingMethod.carrier_title} - ${shippingMethod.method_title}`
        : `${order.shipping_carrier_code} - ${order.shipping_method_code}`
      : null,
    shipping_method_title: order.shipping_method_code ? (shippingMethod?.method_title ?? null) : null,
    billing_address: billingAddress,
    total_item_count: items.length,
    total_qty_ordered: items.reduce((sum, item) => sum + item.qty, 0),
    payment: {
      method: order.payment_method,
      additional_information: [paymentTitle ?? order.payment_method ?? ''],
    },
    extension_attributes: {
      // Always one assignment, as Magento answers: VSF 1's order page reads `shipping_assignments[0].shipping.address`
      // unguarded, and shows the address only when it is there (none for an order of downloads or parking alone).
      shipping_assignments: [{ shipping: { address: shippingAddress, method: shippingMethodCode } }],
    },
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
      // Magento's own record of the choice, where its order views read the chosen options' labels.
      product_options: { attributes_info: labelsOf(item.option_labels) },
      // The configured attributes and options as the shopper chose them: [{label: 'Size', value: 'M'}, …].
      option_labels: labelsOf(item.option_labels),
      book_from: item.book_from,
      book_to: item.book_to,
      is_monthly: item.is_monthly === 1,
      ...(item.book_from !== null && { time_zone: item.time_zone ?? null }),
    })),
  };
}

/** `GET /api/user/order-history` over the orders table: a customer's placed orders, newest first. */
export class SqlOrderHistory implements OrderHistorySource {
  constructor(
    private readonly store: OrderStore,
    private readonly titles?: MethodTitles,
  ) {}

  async list(customerId: number, { pageSize, currentPage }: OrderHistoryQuery): Promise<OrderHistoryPage> {
    // A page far past the last one is simply empty; the offset stays a safe integer for SQLite.
    const offset = Math.min((currentPage - 1) * pageSize, Number.MAX_SAFE_INTEGER);
    const rows = await this.store.pageOfCustomer(customerId, pageSize, offset);
    const items = await Promise.all(
      rows.map(async (row) => toSalesOrder(row, await this.store.items(row.entity_id), this.titles)),
    );
    return { items, totalCount: await this.store.countOfCustomer(customerId) };
  }
}
