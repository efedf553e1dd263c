import type { Route } from './+types/my-account-recently-viewed';
import { accountPage } from '../features/my-account/index.server';
import { RecentlyViewedPage } from '../features/my-account';
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
