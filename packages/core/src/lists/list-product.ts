import { DEPRECATED_PRICE_FIELDS } from '../pricing/price-fields.js';

/**
 * A product as the shopper's lists keep it: enough for a tile, a compare column and a link. Lists live in localStorage
 * (see docs/behaviour.md#constants-and-limits), where whole product documents with their children and galleries filled the quota (VSF #2729).
 */
export interface ListProduct {
  readonly sku: string;
  readonly name?: string;
  readonly id?: number | string;
  readonly type_id?: string;
  readonly [field: string]: unknown;
}

/** What the lists accept; ProductDocument and configured products fit. */
export interface ListProductSource {
  readonly sku: string;
  readonly [field: string]: unknown;
}

const PRICE_FIELDS = [
  'price',
  'price_tax',
  'price_incl_tax',
  'special_price',
  'special_price_tax',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'final_price',
  'final_price_tax',
  'final_price_incl_tax',
  'regular_price',
  'original_price',
  'original_price_tax',
  'original_price_incl_tax',
  'original_final_price',
  'original_special_price',
  ...DEPRECATED_PRICE_FIELDS,
];

/** Identity, link, tile image, Sale/New flags (see docs/behaviour.md#screens) and prices. */
export const LIST_PRODUCT_FIELDS: readonly string[] = [
  'id',
  'sku',
  'parentSku',
  'name',
  'type_id',
  'slug',
  'url_key',
  'url_path',
  'image',
  'small_image',
  'thumbnail',
  'sale',
  'new',
  ...PRICE_FIELDS,
];

function isKept(value: unknown): boolean {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return false;
  return typeof value !== 'number' || Number.isFinite(value);
}

/**
 * Keeps the fields above plus `keepAttributes` (the comparable attribute codes), and only the in-stock flag of `stock`.
 * Fields are copied as they are: attribute values stay option ids, labels are looked up when shown.
 */
export function toListProduct(product: ListProductSource, keepAttributes: readonly string[] = []): ListProduct {
  const kept: Record<string, unknown> = {};
  for (const field of [...LIST_PRODUCT_FIELDS, ...keepAttributes]) {
    if (field === '__proto__' || !Object.hasOwn(product, field)) continue;
    const value = product[field];
    if (isKept(value)) kept[field] = value;
  }
  const stock = product.stock as { is_in_stock?: unknown } | null | undefined;
  if (stock && typeof stock === 'object' && typeof stock.is_in_stock === 'boolean') {
    kept.stock = { is_in_stock: stock.is_in_stock };
  }
  return { ...kept, sku: product.sku } as ListProduct;
}

/** docs/behaviour.md#entities, docs/behaviour.md#validation-messages: every list holds a sku once. */
export function hasSku(items: readonly { readonly sku: string }[], sku: string): boolean {
  return items.some((item) => item.sku === sku);
}
