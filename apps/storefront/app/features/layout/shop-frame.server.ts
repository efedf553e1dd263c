import { localizedRoute, routeByName } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { footerGroups } from './footer-groups';
import { loadMenuEntries, loadMenuLevelsUnder } from './menu-entries.server';
import { storeChoices } from './store-choices';

/** Most top-level entries the header shows. */
const TOP_LEVEL_LIMIT = 50;
/** Most entries of the level under the top the page carries (beyond, the submenus load when opened). */
const SECOND_LEVEL_LIMIT = 300;

/**
 * The header and footer of the default layout. The top of the category menu: active second-level categories that
 * belong in the menu, by position (VSF's default category query), each with the level under it when the catalogue's
 * is small enough to carry in the page. Deeper levels load when a submenu opens (routes/menu.ts).
 */
export async function loadShopFrame(page: PageContext) {
  const stores = page.stores;
  const top = await loadMenuEntries(page, { attribute: 'level', value: [2] }, TOP_LEVEL_LIMIT);
  const under = await loadMenuLevelsUnder(page, top, SECOND_LEVEL_LIMIT);
  return {
    menu: top.map((entry) => ({ ...entry, ...(under.has(entry.id) && { children: under.get(entry.id) }) })),
    // How long a pointer rests on a top item before its submenu opens (`display.submenuDelayMs`).
    submenuDelayMs: page.config.display.submenuDelayMs,
    footer: footerGroups(page.storeCode, stores),
    homeHref: localizedRoute('/', page.storeCode, stores),
    // The header's Search and the overlay's Enter lead to the store view's results page.
    searchHref: localizedRoute(routeByName.search.path, page.storeCode, stores),
    stores: storeChoices(page.config, page.storeCode),
  };
}

/** What the default layout's loader gives its header and footer. */
export type ShopFrame = Awaited<ReturnType<typeof loadShopFrame>>;
