import { accessGuard, localizedRoute } from '@storefront/core';
import { redirect } from 'react-router';
import type { Route } from './+types/my-account';
import { flashCookie } from '../lib/flash.server';
import { currentNamedRoute } from '../lib/named-route.server';
import { pageContext } from '../lib/page-context.server';

/**
 * Account routes need a logged-in customer (spec points 2 and 6). Logging in arrives with the accounts issue; until
 * then nobody is logged in, so every visit goes to the home page with the spec's message.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const denied = accessGuard(currentNamedRoute(page), false);
  if (denied)
    throw redirect(localizedRoute(denied.redirect, page.storeCode, page.stores), {
      headers: { 'Set-Cookie': flashCookie({ type: 'error', message: denied.message }) },
    });
  return null;
}

export default function MyAccount() {
  return null;
}
