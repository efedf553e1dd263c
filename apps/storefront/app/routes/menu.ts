import { data } from 'react-router';
import type { Route } from './+types/menu';
import { loadMenuEntries } from '../features/layout/index.server';
import { pageContext } from '../lib/page-context.server';

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
  const entries = await loadMenuEntries(page, { attribute: 'parent_id', value: [parentId] }, LEVEL_LIMIT);
  return Response.json(entries, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
