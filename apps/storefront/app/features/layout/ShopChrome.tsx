import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { NavigationProgress } from '../../ui/NavigationProgress';
import { createUiState, UiStateContext, useUiState } from '../../lib/use-ui-state';
import { AuthModalHost } from '../account';
import { Footer } from './Footer';
import { Header } from './Header';
import { Panels } from './Panels';
import type { ShopFrame } from './shop-frame.server';

// The search overlay's code is fetched the first time a shopper opens it.
const SearchPanel = lazy(() => import('../search/SearchPanel'));

function LazySearchPanel({ searchHref }: { searchHref: string }) {
  const [state] = useUiState();
  return state.searchpanel ? (
    <Suspense fallback={null}>
      <SearchPanel searchHref={searchHref} />
    </Suspense>
  ) : null;
}

/** The shop around a page: skip link, header, the page as main content, footer, the side panels and search. */
export function ShopChrome({ frame, children }: { frame: ShopFrame; children: ReactNode }) {
  const [ui] = useState(() => createUiState());
  // The URL bar changes before the new page renders; this says which page the content is (tests wait for it).
  const { pathname } = useLocation();
  const t = useTranslate();
  const loading = useNavigation().state === 'loading';
  return (
    <UiStateContext.Provider value={ui}>
      <NavigationProgress label={t('Loading...')} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header
        menu={frame.menu}
        homeHref={frame.homeHref}
        searchHref={frame.searchHref}
        submenuDelayMs={frame.submenuDelayMs}
      />
      <main id="main" className="container" data-path={pathname} aria-busy={loading || undefined}>
        {children}
      </main>
      <Footer groups={frame.footer} stores={frame.stores} />
      <Panels />
      <LazySearchPanel searchHref={frame.searchHref} />
      <AuthModalHost />
    </UiStateContext.Provider>
  );
}
