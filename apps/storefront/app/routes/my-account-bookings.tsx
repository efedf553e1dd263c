import type { Route } from './+types/my-account-bookings';
import { MyBookingsPage } from '../features/my-account';
import { accountPage } from '../features/my-account/index.server';
import { readMyBookings } from '../features/bookings/index.server';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

export async function loader(args: Route.LoaderArgs) {
  const { nav, homeHref } = await accountPage(args);
  const { bookings, error } = await readMyBookings(args);
  return { nav, homeHref, bookings, error };
}

export const meta: Route.MetaFunction = () => [{ title: 'My bookings' }, { name: 'robots', content: 'noindex' }];

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  return <MyBookingsPage {...loaderData} />;
}
