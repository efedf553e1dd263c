import { describe, expect, it } from 'vitest';
import { categoryIdFromSlug, categorySlug } from './category-slug.js';

describe('categorySlug', () => {
  it('keeps the indexer slug whatever the other fields say', () => {
    expect(categorySlug({ id: 20, slug: 'women-20', url_key: 'women', name: 'Women' })).toBe('women-20');
  });

  it('appends the id to a url_key unique only under its parent, so two "women" differ', () => {
    expect(categorySlug({ id: 4, url_key: 'women', name: 'Women' })).toBe('women-4');
    expect(categorySlug({ id: 6, url_key: 'women', name: 'Women' })).toBe('women-6');
  });

  it('keeps a url_key that already ends with its id', () => {
    expect(categorySlug({ id: 21, url_key: 'tops-21' })).toBe('tops-21');
    expect(categorySlug({ id: '21', url_key: 'tops-21' })).toBe('tops-21');
  });

  it('falls back to slugify(name + "-" + id) without slug or url_key', () => {
    expect(categorySlug({ id: 26, name: 'Bras & Tanks' })).toBe('bras-and-tanks-26');
    expect(categorySlug({ id: 26, name: 'Bras & Tanks', slug: '', url_key: '  ' })).toBe('bras-and-tanks-26');
  });

  it('uses the url_key as it is when there is no id to make it unique', () => {
    expect(categorySlug({ url_key: 'women' })).toBe('women');
  });
});

describe('categoryIdFromSlug', () => {
  it('reads the id every generated slug ends with', () => {
    for (const category of [
      { id: 4, url_key: 'women' },
      { id: 26, name: 'Bras & Tanks' },
      { id: 9, name: '' },
    ]) {
      expect(categoryIdFromSlug(categorySlug(category))).toBe(category.id);
    }
  });

  it('is undefined for a slug without a trailing id', () => {
    expect(categoryIdFromSlug('women')).toBeUndefined();
    expect(categoryIdFromSlug('women-')).toBeUndefined();
    expect(categoryIdFromSlug('')).toBeUndefined();
  });
});
