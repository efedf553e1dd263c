import { useRef, useState, type CSSProperties } from 'react';
import { Link, NavLink, useMatches } from 'react-router';
import { COMPARE_STORAGE, WISHLIST_STORAGE } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useListCount } from '../lists';
import { prefetchesCartPanel } from '../../lib/route-handle';
import { useUiState } from '../../lib/use-ui-state';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/Icon';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useOutsideClick } from '../../ui/use-outside-click';
import { AccountButton } from '../account';
import { loadCartRuntime, useCartCount, useCartWarmup } from '../cart';
import { useShopSettings } from '../../lib/shop-settings';
import { countLabel } from './count-label';
import { preloadOpenPanel } from './Panels';
import type { MenuEntry } from './menu-entry';
import { Submenu } from './Submenu';

export interface MenuItem {
  id: number;
  name: string;
  href: string;
  hasChildren: boolean;
  /** The level under it, when the page carries it: its submenu is in the page, for a pointer to open by hovering. */
  children?: MenuEntry[];
}

/** The cart and the microcart's drawer and content, fetched ahead of a click that will need them. */
const prefetchMicrocart = () =>
  Promise.all([loadCartRuntime(), preloadOpenPanel().then((panel) => panel.preloadMicrocart())]).catch(() => undefined);

const iconButton = buttonClass('icon');

/** Header: logo, category menu, search, wishlist, compare, account and cart entry points (issue: home page). */
export function Header({
  menu,
  homeHref,
  searchHref,
  submenuDelayMs = 300,
}: {
  menu: MenuItem[];
  homeHref: string;
  searchHref: string;
  submenuDelayMs?: number | undefined;
}) {
  const t = useTranslate();
  const [, ui] = useUiState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenu, setOpenSubmenu] = useState<number>();
  // A submenu closed by a click, Escape or a followed link stays closed under the pointer that hovers it, until the
  // pointer leaves or comes back.
  const [dismissed, setDismissed] = useState<number>();
  const setSubmenu = (id: number | undefined) => {
    if (id === undefined && submenu !== undefined) setDismissed(submenu);
    setOpenSubmenu(id);
  };
  const nav = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLAnchorElement>(null);
  const wishlistCount = useListCount(WISHLIST_STORAGE);
  const compareCount = useListCount(COMPARE_STORAGE);
  const cartCount = useCartCount(useShopSettings().cart.config.minicartCountType);
  const panelAhead = useMatches().every((match) => prefetchesCartPanel(match.handle));
  useCartWarmup(cartCount > 0, panelAhead ? prefetchMicrocart : undefined);
  const prefetchCart = () => void prefetchMicrocart();
  const closeAll = () => {
    setSubmenu(undefined);
    setMenuOpen(false);
  };
  // A link of the menu followed: the menu closes, and the submenu the pointer hovers goes with it.
  const leaveBy = (id: number) => {
    closeAll();
    setDismissed(id);
  };
  // Escape closes the open submenu and gives the focus back to its toggle; with none open, it closes the phone menu.
  useEscapeKey(
    () => {
      if (submenu !== undefined) {
        nav.current?.querySelector<HTMLButtonElement>(`#submenu-toggle-${submenu}`)?.focus();
        setSubmenu(undefined);
      } else {
        setMenuOpen(false);
        menuToggle.current?.focus();
      }
    },
    submenu !== undefined || menuOpen,
  );
  useOutsideClick(nav, () => setSubmenu(undefined), submenu !== undefined);
  return (
    <header className="site-header">
      <div className="container">
        {/* A link to the menu itself: without JavaScript it opens it (CSS :target, app.css); with it, it toggles. */}
        <a
          ref={menuToggle}
          href="#main-nav"
          role="button"
          className={`${iconButton} menu-toggle`}
          aria-label={t('Menu')}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={(event) => {
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
          // A button answers Space as well as Enter.
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
        >
          <Icon name="menu" />
        </a>
        <Link to={homeHref} className="logo">
          Storefront
        </Link>
        <nav
          ref={nav}
          id="main-nav"
          className={menuOpen ? 'main-nav open' : 'main-nav'}
          aria-label={t('Categories')}
          style={{ '--submenu-delay': `${submenuDelayMs}ms` } as CSSProperties}
        >
          <ul>
            {menu.map((item) => (
              <li
                key={item.href}
                className={dismissed === item.id ? 'menu-item dismissed' : 'menu-item'}
                onPointerEnter={() => dismissed === item.id && setDismissed(undefined)}
                onPointerLeave={() => dismissed === item.id && setDismissed(undefined)}
              >
                <NavLink to={item.href} onClick={() => leaveBy(item.id)}>
                  {item.name}
                </NavLink>
                {item.hasChildren && (
                  <button
                    id={`submenu-toggle-${item.id}`}
                    type="button"
                    // Without JavaScript it would do nothing: the item's link leads to its category.
                    className="submenu-toggle js-only"
                    aria-expanded={submenu === item.id}
                    aria-label={t('Show subcategories of {name}', { name: item.name })}
                    onClick={() => setSubmenu(submenu === item.id ? undefined : item.id)}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                )}
                {/* A carried level is always in the page, shown when open or hovered (app.css); a fetched one when open. */}
                {(submenu === item.id || item.children) && (
                  <div className={submenu === item.id ? 'submenu-panel open' : 'submenu-panel'}>
                    <Submenu parent={item} entries={item.children} onNavigate={() => leaveBy(item.id)} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <Link
            to={searchHref}
            className={iconButton}
            aria-label={t('Search')}
            onClick={(event) => {
              // With JavaScript the search opens as an overlay; without, the link leads to the results page.
              event.preventDefault();
              ui.toggleSearchpanel(true);
            }}
          >
            <Icon name="search" />
          </Link>
          <button
            type="button"
            className={`${iconButton} js-only`}
            aria-label={countLabel(t, t('Wishlist'), wishlistCount)}
            onClick={() => ui.toggleWishlist()}
          >
            <Icon name="heart" />
            {wishlistCount > 0 && <Badge decorative>{wishlistCount}</Badge>}
          </button>
          <Link to="/compare" className={iconButton} aria-label={countLabel(t, t('Compare'), compareCount)}>
            <Icon name="compare" />
            {/* docs/behaviour.md#compare-and-recently-viewed: the compare icon shows in the header when the list is not empty. */}
            {compareCount > 0 && <Badge decorative>{compareCount}</Badge>}
          </Link>
          <AccountButton className={iconButton} />
          {/* With JavaScript the cart opens as a panel; without, the link leads to the cart page. */}
          <Link
            to="/cart"
            className={`${iconButton} cart-button`}
            aria-label={countLabel(t, t('Cart'), cartCount)}
            data-testid="cart-button"
            onPointerEnter={prefetchCart}
            onFocus={prefetchCart}
            onClick={(event) => {
              event.preventDefault();
              ui.toggleMicrocart();
            }}
          >
            <Icon name="cart" />
            {cartCount > 0 && (
              <Badge decorative>
                <span data-testid="cart-count">{cartCount}</span>
              </Badge>
            )}
          </Link>
        </div>
      </div>
    </header>
  );
}
