/** Entity types the catalogue index holds (docs/api.md#catalogue-search, `elasticsearch.indexTypes`). */
export const CATALOG_ENTITY_TYPES = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'review',
  'cms_page',
  'cms_block',
] as const;

export type CatalogEntityType = (typeof CATALOG_ENTITY_TYPES)[number];

export function isCatalogEntityType(value: string): value is CatalogEntityType {
  return (CATALOG_ENTITY_TYPES as readonly string[]).includes(value);
}
