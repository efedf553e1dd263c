import { orderHistoryPageNumber } from '@storefront/core';
import { redirect } from 'react-router';
import type { Route } from './+types/my-account-bookings';
import { MyBookingsPage } from '../features/my-account';
import { accountPage } from '../features/my-account/index.server';
import { readMyBookings } from '../features/bookings/index.server';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  const number = orderHistoryPageNumber(page.url.searchParams.get('page'));
  const { bookings, total, pageCount, error } = await readMyBookings(args, number);
  // A page past the end (an old link, fewer bookings now) shows the last one rather than a false "no bookings".
  if (bookings.length === 0 && total > 0 && number > pageCount)
    throw redirect(`${page.url.pathname}?page=${pageCount}`);
  return { nav, homeHref, bookings, page: number, pageCount, error };
}

export const meta: Route.MetaFunction = () => [{ title: 'My bookings' }, { name: 'robots', content: 'noindex' }];

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  return <MyBookingsPage {...loaderData} />;
}
