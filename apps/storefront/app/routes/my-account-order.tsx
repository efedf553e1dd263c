import { localizedRoute, routeByName } from '@storefront/core';
import { data } from 'react-router';
import type { Route } from './+types/my-account-order';
import { accountPage } from '../features/account/pages/account-page.server';
import { OrderPage } from '../features/account/pages/OrderPage';
import { loadOrder, orderDetail } from '../features/account/pages/orders.server';

/** An order of this customer; any other number is a 404 shown inside the account page. */
export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  const { order, error } = await loadOrder(page, args.params.orderId);
  const ordersHref = localizedRoute(routeByName['my-orders'].path, page.storeCode, page.stores);
  const found = order ? orderDetail(order, page) : null;
  // Not found is the customer's answer; a history that could not be read is the API's failure.
  const status = found ? 200 : error ? 502 : 404;
  return data({ nav, homeHref, ordersHref, order: found, error: error ?? null }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.order ? `Order #${loaderData.order.number}` : 'My orders' },
  { name: 'robots', content: 'noindex' },
];

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
