import { isSubscribedStatus, newsletterTask } from '@storefront/core';
import type { Route } from './+types/my-account-newsletter';
import { accountPage } from '../features/my-account/index.server';
import { NewsletterPage } from '../features/my-account';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

/** The subscription state is read on the server, so the page shows it from the first paint. */
export async function loader(args: Route.LoaderArgs) {
  const { page, user, nav, homeHref } = await accountPage(args);
  const endpoint = page.config.api.endpoints.newsletter.subscribe;
  const status = await page.queue.execute(newsletterTask(endpoint, user.email, 'status')).catch(() => undefined);
  return { nav, homeHref, endpoint, subscribed: status?.resultCode === 200 && isSubscribedStatus(status.result) };
}

export const meta: Route.MetaFunction = () => [{ title: 'My newsletter' }, { name: 'robots', content: 'noindex' }];

export default function MyNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage {...loaderData} />;
}
