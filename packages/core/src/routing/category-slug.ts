import type { SlugSource } from './entity-slug.js';
import { entitySlug, nonEmptyString } from './entity-slug.js';

/**
 * The slug a category's links carry and its look-ups accept. The indexer's `slug` when there is one; else the
 * `url_key`, which Magento keeps unique only under one parent (two store roots each have a 'women'), so the id is
 * appended unless the key already ends with it (mage2vuestorefront's `tops-21`); else slugify(name + '-' + id).
 * Every generated slug ends in `-{id}`, which is how `categoryIdFromSlug` finds a document that stores no slug.
 */
export function categorySlug(category: SlugSource): string {
  const stored = nonEmptyString(category.slug);
  if (stored) return stored;
  const urlKey = nonEmptyString(category.url_key);
  if (!urlKey) return entitySlug(category);
  const id = nonEmptyString(category.id);
  return id === undefined || urlKey.endsWith(`-${id}`) ? urlKey : `${urlKey}-${id}`;
}

/** The id a generated category slug ends with, or undefined when the slug cannot have been generated. */
export function categoryIdFromSlug(slug: string): number | undefined {
  const match = /-(\d{1,15})$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}
