import type { Route } from './+types/my-account-recently-viewed';
import { accountPage } from '../features/account/pages/account-page.server';
import { RecentlyViewedPage } from '../features/account/pages/RecentlyViewedPage';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

export async function loader(args: Route.LoaderArgs) {
  const { nav, homeHref } = await accountPage(args);
  return { nav, homeHref };
}

export const meta: Route.MetaFunction = () => [{ title: 'Recently viewed' }, { name: 'robots', content: 'noindex' }];

export default function MyRecentlyViewed({ loaderData }: Route.ComponentProps) {
  return <RecentlyViewedPage {...loaderData} />;
}
