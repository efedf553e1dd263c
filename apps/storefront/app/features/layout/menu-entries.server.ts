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
  return (await menuEntriesWithParents(page, filter, size)).entries.map(({ parentId: _parentId, ...entry }) => entry);
}

async function menuEntriesWithParents(
  page: PageContext,
  filter: NonNullable<SearchQueryInput['filters']>[number],
  size: number,
): Promise<{ entries: Array<MenuEntry & { parentId: number | undefined }>; complete: boolean }> {
  const { items, total } = await page.catalog.search<CategoryDocument>(
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
        'parent_id',
      ],
    },
  );
  const entries = items
    .filter((category) => category.include_in_menu !== false)
    .map((category) => ({
      id: category.id,
      name: category.name,
      href: localizedRoute(categoryLink(category, page.urls).path, page.storeCode, page.stores),
      hasChildren: hasSubcategories(category),
      parentId: Number.isInteger(Number(category.parent_id)) ? Number(category.parent_id) : undefined,
    }));
  return { entries, complete: total <= items.length };
}

/**
 * The level under each of the top entries, in one query, so the header's submenus are in the page (a pointer opens
 * them by hovering, with or without JavaScript). A catalogue whose second level has more than `size` entries gets
 * none: its submenus load when opened, one level at a time, as the deeper levels always do.
 */
export async function loadMenuLevelsUnder(
  page: PageContext,
  parents: readonly MenuEntry[],
  size: number,
): Promise<Map<number, MenuEntry[]>> {
  const ids = parents.filter((parent) => parent.hasChildren).map((parent) => parent.id);
  const levels = new Map<number, MenuEntry[]>();
  if (ids.length === 0) return levels;
  const { entries, complete } = await menuEntriesWithParents(page, { attribute: 'parent_id', value: ids }, size);
  if (!complete) return levels;
  for (const { parentId, ...entry } of entries) {
    if (parentId === undefined) continue;
    const level = levels.get(parentId) ?? [];
    level.push(entry);
    levels.set(parentId, level);
  }
  return levels;
}
