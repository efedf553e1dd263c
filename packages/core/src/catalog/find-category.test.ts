import { describe, expect, it } from 'vitest';
import { categoryLink } from '../routing/category-link.js';
import type { CategoryLookup } from './find-category.js';
import { findCategoryByUrlPath, findCategoryBySlug } from './find-category.js';

interface Doc {
  id: number;
  name: string;
  path?: string;
  slug?: string;
  url_key?: string;
  url_path?: string;
}

// A Magento 1 dump: two store roots (2 and 3) each with a 'women', subcategories with neither slug nor url_key.
const docs: Doc[] = [
  { id: 4, name: 'Women', path: '1/2/4', url_key: 'women', url_path: 'women' },
  { id: 6, name: 'Women', path: '1/3/6', url_key: 'women', url_path: 'women' },
  { id: 7, name: 'Tops & Blouses', path: '1/2/4/7' },
  { id: 20, name: 'Gear', path: '1/2/20', slug: 'gear-20', url_key: 'gear' },
  { id: 30, name: 'Bags', path: '1/2/20/30', url_key: 'bags-only-one' },
];

function lookupOf(all: Doc[]): CategoryLookup<Doc> & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (attribute: string, value: string | number, size: number) => {
    calls.push(`${attribute}=${value}`);
    return all.filter((doc) => String(doc[attribute as keyof Doc]) === String(value)).slice(0, size);
  };
  return Object.assign(lookup, { calls });
}

describe('findCategoryBySlug', () => {
  it('opens every category at the slug its link carries', async () => {
    for (const doc of docs) {
      const { slug } = categoryLink(doc).params;
      expect(await findCategoryBySlug(slug, lookupOf(docs))).toBe(doc);
    }
  });

  it('gives the two "women" different slugs, each opening its own category', async () => {
    const slugs = docs.filter((doc) => doc.name === 'Women').map((doc) => categoryLink(doc).params.slug);
    expect(slugs).toEqual(['women-4', 'women-6']);
    expect((await findCategoryBySlug('women-6', lookupOf(docs)))?.id).toBe(6);
  });

  it('asks for the stored slug first and stops there', async () => {
    const lookup = lookupOf(docs);
    await findCategoryBySlug('gear-20', lookup);
    expect(lookup.calls).toEqual(['slug=gear-20']);
  });

  it('refuses an id whose category has another slug, and an ambiguous bare url_key', async () => {
    expect(await findCategoryBySlug('dresses-7', lookupOf(docs))).toBeUndefined();
    expect(await findCategoryBySlug('women', lookupOf(docs))).toBeUndefined();
    expect(await findCategoryBySlug('', lookupOf(docs))).toBeUndefined();
  });

  it("prefers the store's own category when an exporter gave two the same stored slug", async () => {
    const copied = docs.slice(0, 2).map((doc) => ({ ...doc, slug: 'women' }));
    expect((await findCategoryBySlug('women', lookupOf(copied.toReversed()), 2))?.id).toBe(4);
    expect((await findCategoryBySlug('women', lookupOf(copied), 3))?.id).toBe(6);
  });

  it('still opens an older link made of a url_key no other category shares', async () => {
    expect((await findCategoryBySlug('bags-only-one', lookupOf(docs)))?.id).toBe(30);
  });
});

describe('findCategoryByUrlPath', () => {
  it("takes the store's own category when another store root has the same url_path", async () => {
    expect((await findCategoryByUrlPath('women', lookupOf(docs), 2))?.id).toBe(4);
    expect((await findCategoryByUrlPath('women', lookupOf(docs), 3))?.id).toBe(6);
    expect((await findCategoryByUrlPath('women', lookupOf(docs.slice(1)), 2))?.id).toBeUndefined();
  });

  it('agrees with the links: the other store root links by slug', () => {
    const options = { useUrlDispatcher: true, rootCategoryId: 2 };
    expect(categoryLink(docs[0]!, options).path).toBe('/women');
    expect(categoryLink(docs[1]!, options).path).toBe('/c/women-6');
  });
});
