import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { localizedRoute } from '@storefront/core';
import type { Route } from './+types/default-layout';
import { Footer } from '../features/layout/Footer';
import { footerGroups } from '../features/layout/footer-groups';
import { Header } from '../features/layout/Header';
import { loadMenuEntries } from '../features/layout/menu-entries.server';
import { Panels } from '../features/layout/Panels';
import { storeChoices } from '../features/layout/store-choices';
import { pageContext } from '../lib/page-context.server';
import { revalidateOnSubmission } from '../lib/revalidation';
import { createUiState, UiStateContext, useUiState } from '../lib/use-ui-state';

/** Most top-level entries the header shows. */
const TOP_LEVEL_LIMIT = 50;

// The search overlay's code is fetched the first time a shopper opens it.
const SearchPanel = lazy(() => import('../features/search/SearchPanel'));

function LazySearchPanel() {
  const [state] = useUiState();
  return state.searchpanel ? (
    <Suspense fallback={null}>
      <SearchPanel />
    </Suspense>
  ) : null;
}

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
  const [ui] = useState(() => createUiState());
  return (
    <UiStateContext.Provider value={ui}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header menu={loaderData.menu} homeHref={loaderData.homeHref} />
      <main id="main" className="container">
        <Outlet />
      </main>
      <Footer groups={loaderData.footer} stores={loaderData.stores} />
      <Panels />
      <LazySearchPanel />
    </UiStateContext.Provider>
  );
}
