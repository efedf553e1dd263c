/**
 * Fields mapped as `keyword` in vue-storefront-api's Elasticsearch schema (see docs/api.md#catalogue-documents): term filters on them compare
 * the whole value. Every other string field behaves like a dynamically mapped `text` field with a `.keyword` twin.
 */
const KEYWORD_FIELDS: Record<string, ReadonlySet<string>> = {
  product: new Set([
    'sku',
    'url_key',
    'url_path',
    'slug',
    'has_options',
    'configurable_children.url_key',
    'configurable_children.sku',
  ]),
  category: new Set(['url_key', 'url_path', 'slug']),
  // Elasticsearch keeps a code such as `pl_size_chart` whole, so `terms: {attribute_code: [size]}` must not match it.
  attribute: new Set(['attribute_code']),
  cms_page: new Set(['identifier']),
  cms_block: new Set(['identifier']),
};

export interface ResolvedField {
  /** The path in the document, without a `.keyword` suffix. */
  path: string;
  /** True when terms must equal the whole value. */
  exact: boolean;
}

export function resolveField(entity: string, field: string): ResolvedField {
  if (field.endsWith('.keyword')) return { path: field.slice(0, -'.keyword'.length), exact: true };
  return { path: field, exact: KEYWORD_FIELDS[entity]?.has(field) ?? false };
}
