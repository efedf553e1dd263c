import { describe, expect, it } from 'vitest';
import type { CategoryDocument } from '../catalog/types.js';
import { categoryLink } from './category-link.js';

const tops: CategoryDocument = {
  id: 21,
  parent_id: 20,
  name: 'Tops',
  is_active: true,
  level: 3,
  position: 1,
  product_count: 0,
  path: '1/2/20/21',
  url_key: 'tops-21',
  url_path: 'women/tops-women/tops-21',
  slug: 'tops-21',
};

describe('categoryLink', () => {
  it('prefixed /c/{slug}, short /{slug}', () => {
    expect(categoryLink(tops)).toEqual({
      name: 'category',
      params: { slug: 'tops-21' },
      path: '/c/tops-21',
      search: '',
    });
    expect(categoryLink(tops, { useShortCatalogUrls: true }).path).toBe('/tops-21');
  });

  it('with the dispatcher: the url_path, else the prefixed shape', () => {
    expect(categoryLink(tops, { useUrlDispatcher: true }).path).toBe('/women/tops-women/tops-21');
    expect(categoryLink({ ...tops, url_path: '' }, { useUrlDispatcher: true, useShortCatalogUrls: true }).path).toBe(
      '/c/tops-21',
    );
  });

  it('falls back to url_key, then slugify(name + "-" + id)', () => {
    expect(categoryLink({ ...tops, slug: '' }).params.slug).toBe('tops-21');
    expect(categoryLink({ id: 26, name: 'Bras & Tanks' }).params.slug).toBe('bras-and-tanks-26');
  });

  it('gives url_keys unique only under their parent different slugs', () => {
    const women = { id: 4, name: 'Women', url_key: 'women' };
    expect(categoryLink(women).path).toBe('/c/women-4');
    expect(categoryLink({ ...women, id: 6 }).path).toBe('/c/women-6');
  });

  it("with the dispatcher and a store root: another store root's category links by slug, not by its url_path", () => {
    const options = { useUrlDispatcher: true, rootCategoryId: 2 };
    expect(categoryLink(tops, options).path).toBe('/women/tops-women/tops-21');
    expect(categoryLink({ ...tops, path: '1/3/21' }, options).path).toBe('/c/tops-21');
  });
});
