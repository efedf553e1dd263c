import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { ShopChrome } from '../features/layout';
import { loadShopFrame } from '../features/layout/index.server';
import { OfflineErrorGate, Rethrow } from '../features/offline';
import { pageContext } from '../lib/page-context.server';
import { revalidateOnSubmission } from '../lib/revalidation';

/** The header and footer around every page of this layout. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadShopFrame(pageContext({ context, url }));
}

export const shouldRevalidate = revalidateOnSubmission;

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShopChrome frame={loaderData}>
      <Outlet />
    </ShopChrome>
  );
}

/** Offline, a page that cannot be loaded leads home (features/offline); any other error goes on to the root's page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <OfflineErrorGate error={error}>
      <Rethrow error={error} />
    </OfflineErrorGate>
  );
}
