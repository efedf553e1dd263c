import type { CategoryLinkSource } from '../routing/category-link.js';
import { isInStoreTree } from '../routing/category-in-store.js';
import { categoryIdFromSlug, categorySlug } from '../routing/category-slug.js';

/** One exact-match query on the category index: at most `size` documents whose `attribute` equals `value`. */
export type CategoryLookup<T> = (
  attribute: 'slug' | 'id' | 'url_key' | 'url_path',
  value: string | number,
  size: number,
) => Promise<readonly T[]>;

/** Most categories sharing one url_path that a look-up reads: one per store root the dump holds. */
const URL_PATH_CANDIDATES = 20;

/** Most categories sharing one stored slug that a look-up reads (exporters that copied a url_key into it). */
const SLUG_CANDIDATES = 20;

/**
 * The category a `/c/{slug}` URL names, read with the same rule that built the link (`categorySlug`): a stored
 * slug first, the store's own category when an exporter gave two the same one; else the id a generated slug ends
 * with, accepted only when that category's slug is this one; else a bare url_key, as older links carry, when no
 * other category shares it. Works on documents as real exports have them, so an external API needs no normalised
 * copy.
 */
export async function findCategoryBySlug<T extends CategoryLinkSource>(
  slug: string,
  lookup: CategoryLookup<T>,
  rootCategoryId?: number,
): Promise<T | undefined> {
  if (slug === '') return undefined;
  const stored = await lookup('slug', slug, SLUG_CANDIDATES);
  if (stored.length > 0) return stored.find((category) => isInStoreTree(category, rootCategoryId)) ?? stored[0];
  const id = categoryIdFromSlug(slug);
  if (id !== undefined) {
    const [byId] = await lookup('id', id, 1);
    if (byId && categorySlug(byId) === slug) return byId;
  }
  const byUrlKey = await lookup('url_key', slug, 2);
  return byUrlKey.length === 1 ? byUrlKey[0] : undefined;
}

/**
 * The category that owns a url_path in this store (`isInStoreTree`, the rule `categoryLink` applies): another store
 * root's category with the same url_path is reached through its slug instead.
 */
export async function findCategoryByUrlPath<T extends CategoryLinkSource>(
  urlPath: string,
  lookup: CategoryLookup<T>,
  rootCategoryId: number | undefined,
): Promise<T | undefined> {
  if (urlPath === '') return undefined;
  const found = await lookup('url_path', urlPath, URL_PATH_CANDIDATES);
  return found.find((category) => isInStoreTree(category, rootCategoryId));
}
