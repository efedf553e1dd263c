import { accessGuard, localizedRoute, SESSION_NOTIFICATION_GROUP, type Customer } from '@storefront/core';
import { redirect, type RouterContextProvider } from 'react-router';
import { flashCookie } from '../../lib/flash.server';
import { currentNamedRoute } from '../../lib/named-route.server';
import { pageContext, type PageContext } from '../../lib/page-context.server';
import { readSession } from '../../lib/session.server';
import { accountLinks, type AccountLink } from './account-links';

export interface AccountPage {
  page: PageContext;
  user: Customer;
  nav: AccountLink[];
  homeHref: string;
}

/**
 * The spec's access guard for the account routes (see docs/behaviour.md#account-pages-need-a-login): a visitor without a session goes to the store's
 * home with 'You need to be logged in to see this page'; a customer gets a page context whose calls carry the token.
 */
export async function accountPage({
  request,
  context,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}): Promise<AccountPage> {
  const session = await readSession(request, context);
  const page = pageContext({ context, url, token: session?.token });
  const denied = accessGuard(currentNamedRoute(page), session !== null);
  const homeHref = localizedRoute('/', page.storeCode, page.stores);
  if (denied)
    throw redirect(localizedRoute(denied.redirect, page.storeCode, page.stores), {
      headers: {
        'Set-Cookie': flashCookie({ type: 'error', message: denied.message, group: SESSION_NOTIFICATION_GROUP }),
      },
    });
  // Every account route requires a login in the route table, so the guard let only a customer through.
  return { page, user: session!.user, nav: accountLinks(page.storeCode, page.stores), homeHref };
}
