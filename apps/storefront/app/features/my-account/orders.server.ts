import {
  findOrder,
  localizedRoute,
  orderHistoryTask,
  readOrderHistory,
  remakeOrder,
  routeByName,
  type CartItem,
  type HistoryOrder,
  type OrderHistoryPage,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { storeMoney } from '../../lib/money';
import type { OrderDetailsView } from '../order-details';
import { orderDate, orderDetailsView } from '../order-details/index.server';

export interface OrderRow {
  number: string;
  href: string;
  date: string;
  total: string;
  status: string;
}

export interface OrderDetail extends OrderRow {
  /** What the order-details component shows (the thank-you page shows the same). */
  details: OrderDetailsView;
  /** What 'Remake order' puts back into the cart, and the names of the booked lines it leaves to the spot listing. */
  remake: { lines: CartItem[]; skipped: string[] };
  spotListingHref: string;
}

/** Pages of history searched for an order named in a URL; the checkout issue brings a direct look-up. */
const ORDER_SEARCH_PAGES = 10;
const ORDER_SEARCH_PAGE_SIZE = 50;

const FAILED = 'Something went wrong. Try again in a few seconds.';

/**
 * One page of the customer's orders (see docs/behaviour.md#calls). A failed call is no page of orders but an
 * `error` (the server's message when it gave one), so the page never claims there are no orders when it does not know.
 */
export async function loadOrderHistory(
  page: PageContext,
  pageNumber: number,
  pageSize?: number,
): Promise<OrderHistoryPage & { error?: string }> {
  const task = await page.queue
    .execute(orderHistoryTask(page.config.api.endpoints.user.orderHistory, pageNumber, pageSize))
    .catch(() => undefined);
  const history = readOrderHistory(task?.resultCode === 200 ? task.result : undefined, pageNumber, pageSize);
  if (task?.resultCode === 200) return history;
  return { ...history, error: typeof task?.result === 'string' && task.result !== '' ? task.result : FAILED };
}

/** The order a URL names, searched page by page; `error` when the history could not be read. */
export async function loadOrder(page: PageContext, orderId: string): Promise<{ order?: HistoryOrder; error?: string }> {
  for (let number = 1; number <= ORDER_SEARCH_PAGES; number++) {
    const history = await loadOrderHistory(page, number, ORDER_SEARCH_PAGE_SIZE);
    if (history.error) return { error: history.error };
    const order = findOrder(history.orders, orderId);
    if (order) return { order };
    if (number >= history.pageCount) return {};
  }
  return {};
}

export function orderRow(order: HistoryOrder, page: PageContext): OrderRow {
  const money = storeMoney(page.storeView);
  const path = routeByName['my-order'].path.replace(':orderId', encodeURIComponent(order.increment_id));
  return {
    number: order.increment_id,
    href: localizedRoute(path, page.storeCode, page.stores),
    date: orderDate(order.created_at, page.storeView.i18n.dateFormat),
    total: money(order.grand_total),
    status: order.status,
  };
}

export async function orderDetail(order: HistoryOrder, page: PageContext): Promise<OrderDetail> {
  const remade = remakeOrder(order, page.config.cart.bookingTaxRatePercent);
  return {
    ...orderRow(order, page),
    details: await orderDetailsView(order, page),
    remake: { lines: remade.lines, skipped: remade.skipped.map((item) => item.name) },
    spotListingHref: localizedRoute(routeByName['spot-listing'].path, page.storeCode, page.stores),
  };
}
