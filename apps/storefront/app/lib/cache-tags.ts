import { CATEGORY_ID_FIELDS, type SearchQueryInput } from '@storefront/core';

/** VSF1's tag prefixes (`X-VS-Cache-Tags: P1852 P198 C20`). */
const PRODUCT_PREFIX = 'P';
const CATEGORY_PREFIX = 'C';
/** The home page's tag: it lists new arrivals, so every product change drops it. */
export const HOME_TAG = 'home';

/** Tags travel in a space-separated header: only plain ids qualify. */
const PLAIN_ID = /^[\w.-]{1,64}$/;

function plainId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && PLAIN_ID.test(value) ? value : undefined;
}

function idOf(item: unknown): string | undefined {
  return plainId(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined);
}

/** Attributes a product query can name documents by one to one: the found products' own tags follow them. */
const IDENTITY_ATTRIBUTES = new Set(['id', 'sku', 'url_path', 'url_key', 'slug']);
const CATEGORY_ATTRIBUTES = new Set<string>(CATEGORY_ID_FIELDS);

/** The values of an "equals one of" filter (`[a, b]`, `{ in: [a, b] }`, a bare scalar), or undefined for a range. */
function listedValues(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' || typeof value === 'number') return [value];
  const list = typeof value === 'object' && value !== null ? (value as { in?: unknown }).in : undefined;
  return Array.isArray(list) ? list : undefined;
}

/** What a page's tags must say so that a product change drops it (see docs/adr/0015). */
export interface PageTagNotes {
  tags: Set<string>;
  /** The page listed products its tags cannot follow (a text search, new arrivals...): any product change drops it. */
  untrackedProducts(): void;
}

/**
 * Adds the tags of one catalogue read of a page. Products get `P<id>` each. `C<id>` says "this page lists the
 * products of category id", taken from the query's category filter, so a product entering or leaving the category
 * drops the page; a category document read for its name (menu, breadcrumbs) tags nothing, since any category change
 * makes every page stale anyway. A product query neither by category nor naming each product it found (a text
 * search, a range, "new") is untracked.
 */
export function addCacheTags(
  notes: PageTagNotes,
  entity: string,
  items: readonly unknown[],
  query: SearchQueryInput = {},
): void {
  if (entity !== 'product') return;
  for (const item of items) {
    const id = idOf(item);
    if (id !== undefined) notes.tags.add(`${PRODUCT_PREFIX}${id}`);
  }
  if (query.text?.trim()) return notes.untrackedProducts();
  for (const filter of query.filters ?? []) {
    const values = listedValues(filter.value);
    if (!values) continue;
    if (CATEGORY_ATTRIBUTES.has(filter.attribute)) {
      const ids = values.map(plainId);
      if (ids.some((id) => id === undefined)) return notes.untrackedProducts();
      for (const id of ids) notes.tags.add(`${CATEGORY_PREFIX}${id}`);
      return;
    }
    // A change to any product found drops the page by its P tag. A name looked up in vain is not followed: the URL
    // dispatcher asks for a product at every category URL first, and a product later taking that URL or sku is
    // rare enough to wait for the entry's TTL (docs/adr/0015).
    if (IDENTITY_ATTRIBUTES.has(filter.attribute)) {
      if (items.some((item) => idOf(item) === undefined)) notes.untrackedProducts();
      return;
    }
  }
  notes.untrackedProducts();
}

/** What one catalogue version changed, as the change log tells it (`ids` undefined: everything). */
export interface ProductChange {
  ids?: readonly string[];
  categoryIds: readonly string[];
}

/**
 * The tags of the pages that product changes can alter: each changed product, each category it was or is in, and
 * home; undefined when that cannot be told (an unbounded change, or an id no tag can carry): drop every page.
 */
export function tagsOfProductChanges(changes: readonly ProductChange[]): string[] | undefined {
  const tags = new Set<string>();
  for (const change of changes) {
    if (!change.ids) return undefined;
    for (const id of change.ids) {
      if (plainId(id) === undefined) return undefined;
      tags.add(`${PRODUCT_PREFIX}${id}`);
    }
    for (const id of change.categoryIds) {
      if (plainId(id) === undefined) return undefined;
      tags.add(`${CATEGORY_PREFIX}${id}`);
    }
  }
  if (tags.size > 0) tags.add(HOME_TAG);
  return [...tags];
}
