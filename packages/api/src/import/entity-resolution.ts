import { basename } from 'node:path';
import { CATALOG_ENTITY_TYPES, isCatalogEntityType, type CatalogEntityType } from '@storefront/core';

// Longest first, so that a name ending in `_cms_page` is never read as some shorter type.
const ENTITIES_LONGEST_FIRST = [...CATALOG_ENTITY_TYPES].sort((a, b) => b.length - a.length);

/** The `_type` of ES ≥ 6 dumps; the entity then lives in the index name. */
const ES6_DOCUMENT_TYPE = '_doc';

/**
 * `<base>_<entity>` with an optional timestamp after the entity, with or without a separator: `npm run restore` of
 * vue-storefront-api writes timestamped indices (`vue_storefront_catalog_product_1587031505`) behind aliases.
 */
const ENTITY_SUFFIXES = ENTITIES_LONGEST_FIRST.map((entity) => ({
  entity,
  pattern: new RegExp(`^(.+)_${entity}(?:_?\\d+)?$`),
}));

/**
 * `vue_storefront_catalog_de_cms_block_1587031505` → `{ base: 'vue_storefront_catalog_de', entity: 'cms_block' }`;
 * `vue_storefront_catalog_product1507151193738` → `{ base: 'vue_storefront_catalog', entity: 'product' }`.
 */
export function splitIndexName(index: string): { base: string; entity: CatalogEntityType | undefined } {
  for (const { entity, pattern } of ENTITY_SUFFIXES) {
    const match = pattern.exec(index);
    if (match) return { base: match[1]!, entity };
  }
  // A timestamp or version here stays: only the configured indexes can tell whether `_2` is one (see
  // matchConfiguredIndex).
  return { base: index, entity: undefined };
}

export type ResolvedIndexAndEntity =
  { ok: true; index: string | undefined; entity: CatalogEntityType | undefined } | { ok: false; reason: string };

/**
 * Reads the target of one dump hit. The index is the name the dump gives it, without entity suffix; it is mapped to
 * a configured index later (matchConfiguredIndex). ES 5 single-index dumps name the entity in `_type`; ES ≥ 6 per-entity dumps
 * have `_type: _doc` (or none at all in ES 8) and `<index>_<entity>[_<timestamp>]` as the index. `index` and
 * `entity` are undefined when the hit does not tell them; the caller then falls back to flags, file name or defaults.
 */
export function resolveIndexAndEntity(index: string | undefined, type: string | undefined): ResolvedIndexAndEntity {
  if (type === undefined || type === '' || type === ES6_DOCUMENT_TYPE) {
    const split = index ? splitIndexName(index) : undefined;
    return { ok: true, index: split?.base, entity: split?.entity };
  }
  if (!isCatalogEntityType(type)) {
    return { ok: false, reason: `unknown entity type "${type}" (expected one of ${CATALOG_ENTITY_TYPES.join(', ')})` };
  }
  // A single ES 5 index holds every type, so its name normally has no entity suffix; drop one only when it repeats
  // the `_type`, and otherwise keep the name as it is.
  if (!index) return { ok: true, index: undefined, entity: type };
  const split = splitIndexName(index);
  const target = split.entity === undefined || split.entity === type ? split.base : index;
  return { ok: true, index: target, entity: type };
}

const PLURALS: Record<CatalogEntityType, string> = {
  product: 'products',
  category: 'categories',
  attribute: 'attributes',
  taxrule: 'taxrules',
  review: 'reviews',
  cms_page: 'cms_pages',
  cms_block: 'cms_blocks',
};

/**
 * The entity a file of bare documents holds, by its name: `products.json`, `product.json`, `catalog_product.json`,
 * `luma_products.json`, `catalog_de_cms_block.json`… Undefined when the name does not say.
 */
export function entityFromFileName(file: string): CatalogEntityType | undefined {
  const name = basename(file)
    .toLowerCase()
    .replace(/(\.(json|ndjson|jsonl))+$/, '');
  for (const entity of ENTITIES_LONGEST_FIRST) {
    for (const word of [entity, PLURALS[entity]]) {
      if (name === word || name.endsWith(`_${word}`) || name.endsWith(`-${word}`)) return entity;
    }
  }
  return undefined;
}
