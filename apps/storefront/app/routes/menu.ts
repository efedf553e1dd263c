import { categoryLink, localizedRoute, type CategoryDocument } from '@storefront/core';
import { data } from 'react-router';
import type { Route } from './+types/menu';
import { pageContext } from '../lib/page-context.server';

export interface MenuEntry {
  id: number;
  name: string;
  href: string;
  hasChildren: boolean;
}

/** Most entries one submenu lists: a level wider than this would not be usable as a menu anyway. */
const LEVEL_LIMIT = 500;

/**
 * `/menu/{categoryId}`: the menu entries under one category, fetched when the shopper opens its submenu. The page
 * never carries the whole tree, so the menu stays fast with thousands of categories (VSF #4257).
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const parentId = Number(params.id);
  if (!Number.isInteger(parentId) || parentId < 0) throw data(null, { status: 404 });
  const page = pageContext({ context, url });
  const { items } = await page.catalog.search<CategoryDocument>(
    'category',
    {
      filters: [
        { attribute: 'parent_id', value: [parentId] },
        { attribute: 'is_active', value: [true] },
      ],
      sort: 'position:asc',
    },
    {
      size: LEVEL_LIMIT,
      includeFields: ['id', 'name', 'slug', 'url_key', 'url_path', 'include_in_menu', 'children_count'],
    },
  );
  const stores = page.stores;
  const urls = page.urls;
  const entries: MenuEntry[] = items
    .filter((category) => category.include_in_menu !== false)
    .map((category) => ({
      id: category.id,
      name: category.name,
      href: localizedRoute(categoryLink(category, urls).path, page.storeCode, stores),
      hasChildren: Number(category.children_count ?? 0) > 0,
    }));
  return Response.json(entries, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
