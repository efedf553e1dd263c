import {
  categoryLink,
  hasSubcategories,
  localizedRoute,
  type CategoryDocument,
  type SearchQueryInput,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import type { MenuEntry } from './menu-entry';

/**
 * Active categories that belong in the menu, by position (VSF's default category query), as the header renders them.
 * Both the top level (in the layout) and each submenu (fetched when opened) come from here.
 */
export async function loadMenuEntries(
  page: PageContext,
  filter: NonNullable<SearchQueryInput['filters']>[number],
  size: number,
): Promise<MenuEntry[]> {
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    { filters: [filter, { attribute: 'is_active', value: [true] }], sort: 'position:asc' },
    {
      size,
      // Links read path (which store root owns a url_path); older exports say "has children" only with children_data.
      includeFields: [
        'id',
        'name',
        'slug',
        'url_key',
        'url_path',
        'path',
        'include_in_menu',
        'children_count',
        'children',
        'children_data.id',
      ],
    },
  );
  return items
    .filter((category) => category.include_in_menu !== false)
    .map((category) => ({
      id: category.id,
      name: category.name,
      href: localizedRoute(categoryLink(category, page.urls).path, page.storeCode, page.stores),
      hasChildren: hasSubcategories(category),
    }));
}
