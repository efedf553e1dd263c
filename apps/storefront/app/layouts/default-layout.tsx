import { Outlet } from 'react-router';
import { localizedRoute } from '@storefront/core';
import type { Route } from './+types/default-layout';
import { footerGroups } from '../features/layout/footer-groups';
import { loadMenuEntries } from '../features/layout/menu-entries.server';
import { ShopChrome } from '../features/layout/ShopChrome';
import { OfflineErrorGate, Rethrow } from '../features/offline/OfflineErrorGate';
import { storeChoices } from '../features/layout/store-choices';
import { pageContext } from '../lib/page-context.server';
import { revalidateOnSubmission } from '../lib/revalidation';

/** Most top-level entries the header shows. */
const TOP_LEVEL_LIMIT = 50;

/**
 * The top of the category menu: active second-level categories that belong in the menu, by position (VSF's default
 * category query). Deeper levels load when a submenu opens (routes/menu.ts).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const stores = page.stores;
  return {
    menu: await loadMenuEntries(page, { attribute: 'level', value: [2] }, TOP_LEVEL_LIMIT),
    footer: footerGroups(page.storeCode, stores),
    homeHref: localizedRoute('/', page.storeCode, stores),
    stores: storeChoices(page.config, page.storeCode),
  };
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
