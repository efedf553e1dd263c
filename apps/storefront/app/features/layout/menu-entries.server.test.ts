import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../lib/page-context.server';
import { loadMenuLevelsUnder } from './menu-entries.server';

const category = (id: number, parent: number, name: string) => ({
  id,
  parent_id: parent,
  name,
  slug: `${name.toLowerCase()}-${id}`,
  url_path: `${name.toLowerCase()}-${id}`,
  children_count: '0',
});

/** A page whose catalogue answers the given categories, saying there are `total` of them. */
function pageWith(items: ReturnType<typeof category>[], total = items.length) {
  const asked: unknown[] = [];
  const page = {
    storeCode: undefined,
    stores: { defaultStoreCode: '', storeViews: {}, multistore: false },
    urls: { useShortCatalogUrls: true },
    catalog: {
      search: async (_entity: string, query: unknown, options: unknown) => {
        asked.push({ query, options });
        return { items, total };
      },
    },
  } as unknown as PageContext;
  return { page, asked };
}

const top = (id: number, hasChildren = true) => ({ id, name: `Top ${id}`, href: `/top-${id}`, hasChildren });

describe('the level under the top of the menu', () => {
  it('comes in one query, grouped under each parent in the catalogue’s order', async () => {
    const { page, asked } = pageWith([
      category(21, 20, 'Tops'),
      category(12, 11, 'Shirts'),
      category(22, 20, 'Bottoms'),
    ]);
    const levels = await loadMenuLevelsUnder(page, [top(20), top(11), top(3, false)], 300);
    expect(asked).toHaveLength(1);
    expect(levels.get(20)?.map((entry) => entry.name)).toEqual(['Tops', 'Bottoms']);
    expect(levels.get(11)?.map((entry) => entry.name)).toEqual(['Shirts']);
    expect(levels.has(3)).toBe(false);
    expect(levels.get(20)?.[0]).toEqual({ id: 21, name: 'Tops', href: '/tops-21', hasChildren: false });
  });

  it('is left out when the catalogue has more of it than the page carries, and not asked without children', async () => {
    const { page } = pageWith([category(21, 20, 'Tops')], 301);
    expect((await loadMenuLevelsUnder(page, [top(20)], 300)).size).toBe(0);
    const none = pageWith([]);
    expect((await loadMenuLevelsUnder(none.page, [top(3, false)], 300)).size).toBe(0);
    expect(none.asked).toHaveLength(0);
  });
});
