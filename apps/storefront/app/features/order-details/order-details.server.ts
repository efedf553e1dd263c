import {
  decodeHtmlEntities,
  formatDate,
  orderAddressLines,
  orderPaymentMethod,
  orderShippingAddress,
  orderShippingMethod,
  orderTotalRows,
  ORDER_ACCESS_COOKIE,
  productImageUrl,
  readCookie,
  readEnvelope,
  type HistoryOrder,
  type HistoryOrderItem,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import { storefrontContext } from '../../lib/request-context';
import { logger } from '../../lib/logger.server';
import { bookingPeriodView, spotTimeZone } from '../cart/index.server';
import type { OrderDetailsView } from './order-details-view';

/** Magento writes times as 'YYYY-MM-DD HH:mm:ss' in UTC: the same instant in ISO 8601. */
function isoOf(time: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time) ? `${time.replace(' ', 'T')}Z` : time;
}

/** Magento writes times as 'YYYY-MM-DD HH:mm:ss' in UTC; the store's format shows them. */
export function orderDate(createdAt: string, format: string): string {
  return formatDate(isoOf(createdAt), format, { utc: true });
}

/** The lines' images from the catalogue: a configured line's child first, else its parent. Unknown: the placeholder. */
async function imagesOf(page: PageContext, items: readonly HistoryOrderItem[]): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const skus = [...new Set(items.flatMap((item) => [item.sku, item.parent_sku ?? ''].filter(Boolean)))];
  if (skus.length === 0) return images;
  try {
    const { items: products } = await page.catalog.products(
      { filters: [{ attribute: 'sku', value: skus }] },
      { size: skus.length, includeFields: ['sku', 'image'] },
    );
    for (const product of products)
      if (typeof product.image === 'string' && product.image !== '') images.set(product.sku, product.image);
  } catch (error) {
    // The order is shown without its pictures rather than not at all.
    logger.warn({ err: error }, '[order] the lines’ images could not be read');
  }
  return images;
}

/** A booked line's period once, on the spot's clock (the store view's: an order line names no zone). */
function periodOf(item: HistoryOrderItem, page: PageContext) {
  if (!item.book_from || !item.book_to) return {};
  const period = bookingPeriodView(
    { book_from: isoOf(item.book_from), book_to: isoOf(item.book_to), is_monthly: item.is_monthly === true },
    spotTimeZone(undefined, page.storeView),
    page.storeView.i18n.defaultLocale,
    Date.now(),
  );
  return period ? { period } : {};
}

/** A placed order (the API's sales order) as the order-details component shows it. */
export async function orderDetailsView(order: HistoryOrder, page: PageContext): Promise<OrderDetailsView> {
  const money = storeMoney(page.storeView);
  const dateFormat = page.storeView.i18n.dateFormat;
  const images = await imagesOf(page, order.items);
  const { width, height } = page.config.products.thumbnails;
  return {
    number: order.increment_id,
    date: orderDate(order.created_at, dateFormat),
    status: order.status,
    lines: order.items.map((item, index) => {
      const unit = item.price_incl_tax ?? 0;
      const image = images.get(item.sku) ?? (item.parent_sku ? images.get(item.parent_sku) : undefined);
      return {
        // One sku may be ordered twice with different options or periods.
        itemId: `${index}-${item.sku}`,
        sku: item.sku,
        // Catalogue names arrive HTML-encoded, as Magento exports them (see lib/catalog-client.ts).
        name: decodeHtmlEntities(item.name),
        imageUrl: productImageUrl(image, { width, height }, page.config.images),
        options: (item.option_labels ?? []).map((option) => ({
          label: decodeHtmlEntities(option.label),
          value: decodeHtmlEntities(option.value),
        })),
        ...periodOf(item, page),
        price: money(unit),
        qty: item.qty_ordered,
        rowTotal: money(item.row_total_incl_tax ?? unit * item.qty_ordered),
      };
    }),
    totals: orderTotalRows(order).map((row) => ({ code: row.code, title: row.title, value: money(row.value) })),
    shippingAddress: orderAddressLines(orderShippingAddress(order)),
    billingAddress: orderAddressLines(order.billing_address),
    ...(orderShippingMethod(order) && { shippingMethod: orderShippingMethod(order) }),
    ...(orderPaymentMethod(order) && { paymentMethod: orderPaymentMethod(order) }),
  };
}

/**
 * The order this browser placed under `orderId` (docs/behaviour.md#thank-you-page), read from the API with the
 * shopper's order-access cookie, or their access token for a customer's order. Anyone else's order, an unknown one
 * or a failed call: undefined.
 */
export async function readPlacedOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderId: string,
  token: string | undefined,
): Promise<HistoryOrder | undefined> {
  const { apiFetch, config } = context.get(storefrontContext);
  const access = readCookie(request.headers.get('cookie'), ORDER_ACCESS_COOKIE);
  if (!access && !token) return undefined;
  const [path, query] = config.api.endpoints.order.split('?');
  const url = `${path}/${encodeURIComponent(orderId)}${query ? `?${query}` : ''}`;
  const headers = new Headers();
  if (access) headers.set('cookie', `${ORDER_ACCESS_COOKIE}=${access}`);
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    const reply = await readEnvelope(await apiFetch(url, { headers, cache: 'no-store' }));
    const order = reply.code === 200 ? (reply.result as HistoryOrder | null) : null;
    return order && Array.isArray(order.items) ? order : undefined;
  } catch (error) {
    logger.error({ err: error }, '[order] reading the placed order failed');
    return undefined;
  }
}
