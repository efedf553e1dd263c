import { localizedRoute, routeByName } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import { footerGroups } from './footer-groups';
import { loadMenuEntries } from './menu-entries.server';
import { storeChoices } from './store-choices';

/** Most top-level entries the header shows. */
const TOP_LEVEL_LIMIT = 50;

/**
 * The header and footer of the default layout. The top of the category menu: active second-level categories that
 * belong in the menu, by position (VSF's default category query). Deeper levels load when a submenu opens
 * (routes/menu.ts).
 */
export async function loadShopFrame(page: PageContext) {
  const stores = page.stores;
  return {
    menu: await loadMenuEntries(page, { attribute: 'level', value: [2] }, TOP_LEVEL_LIMIT),
    footer: footerGroups(page.storeCode, stores),
    homeHref: localizedRoute('/', page.storeCode, stores),
    // The header's Search and the overlay's Enter lead to the store view's results page.
    searchHref: localizedRoute(routeByName.search.path, page.storeCode, stores),
    stores: storeChoices(page.config, page.storeCode),
  };
}

/** What the default layout's loader gives its header and footer. */
export type ShopFrame = Awaited<ReturnType<typeof loadShopFrame>>;
