import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { categoryLink, localizedRoute, type CategoryDocument } from '@storefront/core';
import type { Route } from './+types/default-layout';
import { Footer } from '../features/layout/Footer';
import { footerGroups } from '../features/layout/footer-groups';
import { Header } from '../features/layout/Header';
import { Panels } from '../features/layout/Panels';
import { storeChoices } from '../features/layout/store-choices';
import { pageContext } from '../lib/page-context.server';
import { createUiState, UiStateContext, useUiState } from '../lib/use-ui-state';

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
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    {
      filters: [
        { attribute: 'level', value: [2] },
        { attribute: 'is_active', value: [true] },
      ],
      sort: 'position:asc',
    },
    {
      size: 50,
      includeFields: ['id', 'name', 'slug', 'url_key', 'url_path', 'include_in_menu', 'position', 'children_count'],
    },
  );
  const urls = page.urls;
  return {
    menu: items
      .filter((category) => category.include_in_menu !== false)
      .map((category) => ({
        id: category.id,
        name: category.name,
        href: localizedRoute(categoryLink(category, urls).path, page.storeCode, stores),
        hasChildren: Number(category.children_count ?? 0) > 0,
      })),
    footer: footerGroups(page.storeCode, stores),
    homeHref: localizedRoute('/', page.storeCode, stores),
    stores: storeChoices(page.config, page.storeCode),
  };
}

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
