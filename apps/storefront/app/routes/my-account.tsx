import type { Route } from './+types/my-account';
import { accountPage } from '../features/my-account/index.server';
import { ProfilePage } from '../features/my-account';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

/** Behind the access guard (see docs/behaviour.md#account-pages-need-a-login); the profile comes from the session. */
export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  return { nav, homeHref, allowModification: page.config.users.allowModification };
}

export const meta: Route.MetaFunction = () => [{ title: 'My account' }, { name: 'robots', content: 'noindex' }];

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}
