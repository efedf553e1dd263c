import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { COMPARE_STORAGE, WISHLIST_STORAGE } from '@storefront/core';
import { useListCount } from '../../lib/use-list-count';
import { useUiState } from '../../lib/use-ui-state';
import { Icon } from './Icon';

export interface MenuItem {
  id: number;
  name: string;
  href: string;
  hasChildren: boolean;
}

// The submenu's code and data load when a shopper first opens one.
const Submenu = lazy(() => import('./Submenu'));

/** Header: logo, category menu, search, wishlist, compare, account and cart entry points (issue: home page). */
export function Header({ menu, homeHref }: { menu: MenuItem[]; homeHref: string }) {
  const t = useTranslate();
  const [, ui] = useUiState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setSubmenu] = useState<number>();
  const wishlistCount = useListCount(WISHLIST_STORAGE);
  const compareCount = useListCount(COMPARE_STORAGE);
  return (
    <header className="site-header">
      <div className="container">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label={t('Menu')}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" />
        </button>
        <Link to={homeHref} className="logo" aria-label={t('Home')}>
          Storefront
        </Link>
        <nav id="main-nav" className={menuOpen ? 'main-nav open' : 'main-nav'} aria-label={t('Categories')}>
          <ul>
            {menu.map((item) => (
              <li key={item.href} className="menu-item">
                <NavLink to={item.href} onClick={() => setMenuOpen(false)}>
                  {item.name}
                </NavLink>
                {item.hasChildren && (
                  <button
                    type="button"
                    className="submenu-toggle"
                    aria-expanded={submenu === item.id}
                    aria-label={t('Show subcategories of {name}', { name: item.name })}
                    onClick={() => setSubmenu(submenu === item.id ? undefined : item.id)}
                  >
                    ›
                  </button>
                )}
                {submenu === item.id && (
                  <div className="submenu-panel">
                    <Suspense fallback={null}>
                      <Submenu
                        parent={item}
                        onNavigate={() => {
                          setSubmenu(undefined);
                          setMenuOpen(false);
                        }}
                      />
                    </Suspense>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <Link
            to="/product-search-panel"
            className="icon-button"
            aria-label={t('Search')}
            onClick={(event) => {
              // With JavaScript the search opens as an overlay; without, the link leads to the search page.
              event.preventDefault();
              ui.toggleSearchpanel(true);
            }}
          >
            <Icon name="search" />
          </Link>
          <button type="button" className="icon-button" aria-label={t('Wishlist')} onClick={() => ui.toggleWishlist()}>
            <Icon name="heart" />
            {wishlistCount > 0 && <span className="badge">{wishlistCount}</span>}
          </button>
          <Link to="/compare" className="icon-button" aria-label={t('Compare')}>
            <Icon name="compare" />
            {/* Spec point 4: the compare icon shows in the header when the list is not empty. */}
            {compareCount > 0 && <span className="badge">{compareCount}</span>}
          </Link>
          <Link to="/my-account" className="icon-button" aria-label={t('My account')}>
            <Icon name="user" />
          </Link>
          <button type="button" className="icon-button" aria-label={t('Cart')} onClick={() => ui.toggleMicrocart()}>
            <Icon name="cart" />
          </button>
        </div>
      </div>
    </header>
  );
}
