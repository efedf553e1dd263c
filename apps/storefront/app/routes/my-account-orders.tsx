import { orderHistoryPageNumber } from '@storefront/core';
import { redirect } from 'react-router';
import type { Route } from './+types/my-account-orders';
import { accountPage, loadOrderHistory, orderRow } from '../features/my-account/index.server';
import { OrdersPage } from '../features/my-account';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  const history = await loadOrderHistory(page, orderHistoryPageNumber(page.url.searchParams.get('page')));
  // A page past the end (an old link, fewer orders now) shows the last one rather than a false "no orders".
  if (history.orders.length === 0 && history.total > 0 && history.page > history.pageCount)
    throw redirect(`${page.url.pathname}?page=${history.pageCount}`);
  return {
    nav,
    homeHref,
    orders: history.orders.map((order) => orderRow(order, page)),
    page: history.page,
    pageCount: history.pageCount,
    error: history.error ?? null,
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'My orders' }, { name: 'robots', content: 'noindex' }];

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
