import { slugify } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import type { Source } from './test-support/demo-catalog.js';
import { collectCatalog, entity } from './test-support/demo-catalog.js';

const catalog = collectCatalog(500);
const categories = entity(catalog, 'category');
const byId = new Map(categories.map((category) => [category.id as number, category]));

function subtreeIds(category: Source): number[] {
  return [category.id as number, ...(category.children_data as Source[]).flatMap(subtreeIds)];
}

describe('demo catalogue categories (500)', () => {
  it('is a tree under root 2 at least three levels deep', () => {
    const root = byId.get(2);
    expect(root).toMatchObject({ parent_id: 1, level: 1, path: '1/2', name: 'All' });
    const deepest = Math.max(...categories.map((category) => category.level as number));
    expect(deepest).toBeGreaterThanOrEqual(4);
    expect(categories.every((category) => category.id === 2 || (category.path as string).startsWith('1/2/'))).toBe(
      true,
    );
    expect(subtreeIds(root as Source).sort()).toEqual(categories.map((category) => category.id).sort());
  });

  it('follows the VSF category document shape', () => {
    for (const category of categories) {
      const childIds = (category.children_data as Source[]).map((child) => child.id);
      expect(category.children).toBe(childIds.join(','));
      expect(category.children_count).toBe(String(subtreeIds(category).length - 1));
      expect(category.slug).toBe(`${slugify(category.name as string)}-${category.id as number}`);
      expect(category.url_key).toBe(category.slug);
      expect((category.url_path as string).endsWith(category.url_key as string)).toBe(true);
      expect(category.path as string).toMatch(new RegExp(`/${category.id as number}$`));
      expect(category.tsk).toEqual(expect.any(Number));
      for (const child of category.children_data as Source[]) {
        expect(child.parent_id).toBe(category.id);
        expect(child.level).toBe((category.level as number) + 1);
        expect(child.tsk).toBeUndefined();
        expect(child).toEqual(
          expect.objectContaining({
            url_path: byId.get(child.id as number)?.url_path,
            product_count: byId.get(child.id as number)?.product_count,
          }),
        );
      }
      for (const key of [
        'is_active',
        'position',
        'include_in_menu',
        'display_mode',
        'is_anchor',
        'created_at',
        'updated_at',
      ])
        expect(category[key], key).toBeDefined();
    }
    expect(byId.get(21)).toMatchObject({
      path: '1/2/20/21',
      url_key: 'tops-21',
      url_path: 'women/tops-women/tops-21',
      slug: 'tops-21',
    });
    expect(categories.some((category) => typeof category.meta_title === 'string')).toBe(true);
  });

  it('has product_count equal to the products filed under the category or its descendants', () => {
    for (const category of categories) {
      const ids = new Set(subtreeIds(category));
      const expected = catalog.products.filter((product) =>
        (product.category_ids as number[]).some((id) => ids.has(id)),
      ).length;
      expect(category.product_count, `${category.name as string} (${category.id as number})`).toBe(expected);
    }
    expect(categories.filter((category) => (category.product_count as number) > 0).length).toBe(categories.length);
  });

  it("lists each product's category lineage below the root with names, slugs and paths", () => {
    for (const product of catalog.parents) {
      const ids = product.category_ids as number[];
      expect(ids).not.toContain(2);
      const refs = product.category as Source[];
      expect(refs.map((ref) => ref.category_id)).toEqual(ids);
      for (const ref of refs) {
        const category = byId.get(ref.category_id as number);
        expect(ref).toEqual({
          category_id: category?.id,
          name: category?.name,
          slug: category?.slug,
          path: category?.url_path,
        });
        const parentId = category?.parent_id as number;
        if (parentId !== 2) expect(ids).toContain(parentId);
      }
      const filed = refs.find((ref) => (product.url_path as string).startsWith(`${ref.path as string}/`));
      expect(filed, product.url_path as string).toBeDefined();
    }
  });

  it('has a Parking category of spots', () => {
    expect(byId.get(64)).toMatchObject({ name: 'Parking', url_path: 'parking/parking-64', product_count: 20 });
  });
});
