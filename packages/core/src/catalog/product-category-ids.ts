import { isRecord } from '../product/document-readers.js';

/**
 * The product fields that hold category ids, in the order listings try them: `category_ids`, which most exports
 * carry, then the `category: [{category_id, name}]` list, the only one some Magento 1 exports have.
 */
export const CATEGORY_ID_FIELDS = ['category_ids', 'category.category_id'] as const;

export type CategoryIdField = (typeof CATEGORY_ID_FIELDS)[number];

/** What the read looks at; ProductDocument fits. */
export interface ProductCategorySource {
  readonly category_ids?: unknown;
  readonly category?: unknown;
}

function toId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/**
 * The field this product keeps its category ids in. Products of one export share a shape, so it is also the field
 * to find the product's neighbours by (the 'Similar products' of its category).
 */
export function categoryIdFieldOf(product: ProductCategorySource): CategoryIdField {
  const hasIds = Array.isArray(product.category_ids) && product.category_ids.some((id) => toId(id) !== undefined);
  return hasIds || productCategoryIds(product).length === 0 ? 'category_ids' : 'category.category_id';
}

/** The ids of the categories a product is in: `category_ids` when it has any, else those of its `category` list. */
export function productCategoryIds(product: ProductCategorySource): number[] {
  const fromIds = Array.isArray(product.category_ids) ? product.category_ids.map(toId) : [];
  const fromRefs = Array.isArray(product.category)
    ? product.category.map((ref: unknown) => (isRecord(ref) ? toId(ref.category_id) : undefined))
    : [];
  const ids = (fromIds.some((id) => id !== undefined) ? fromIds : fromRefs).filter((id) => id !== undefined);
  return [...new Set(ids)];
}
