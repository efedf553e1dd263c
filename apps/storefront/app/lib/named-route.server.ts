import { matchNamedRoute, type NamedRoute } from '@storefront/core';
import { data } from 'react-router';
import type { PageContext } from './page-context.server';

/** The core route-table entry of this request (see docs/behaviour.md#routes-and-urls), looked up on the path without its store prefix. */
export function currentNamedRoute(page: PageContext): NamedRoute {
  const match = matchNamedRoute(page.path);
  if (!match) throw data(null, { status: 404 });
  return match.route;
}
