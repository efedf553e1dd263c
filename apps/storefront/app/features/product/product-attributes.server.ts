import {
  attributeRows,
  resolveConfigurableOptions,
  unresolvedOptionAttributeIds,
  createTranslator,
  isFlagOn,
  type AttributeDocument,
  type AttributeMetadata,
  type ProductDocument,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';

/** Fields of a product document that are never attributes worth asking the index about. */
const NOT_ATTRIBUTES = new Set([
  'id',
  'type_id',
  'configurable_children',
  'configurable_options',
  'bundle_options',
  'custom_options',
  'product_links',
  'media_gallery',
  'stock',
  'category',
  'category_ids',
  'tier_prices',
  'extension_attributes',
  'custom_attributes',
]);

/** The product's attribute documents (by code), for the attribute list and the compare table. */
export async function productAttributes(page: PageContext, product: ProductDocument): Promise<AttributeDocument[]> {
  const codes = Object.keys(product).filter((key) => !NOT_ATTRIBUTES.has(key));
  const { items } = await page.catalog.search<AttributeDocument>(
    'attribute',
    { filters: [{ attribute: 'attribute_code', value: codes }] },
    { size: codes.length || 1 },
  );
  return items.sort((a, b) => Number(a.attribute_id ?? 0) - Number(b.attribute_id ?? 0));
}

/**
 * docs/behaviour.md#screens: an empty value is left '' for the page to show its translated
 * 'N/A'; yes/no values come translated for the store view's locale.
 */
export function attributeList(product: ProductDocument, attributes: readonly AttributeDocument[], locale: string) {
  const { t } = createTranslator(locale);
  return attributeRows(product, attributes as readonly AttributeMetadata[], {
    placeholder: '',
    yes: t('Yes'),
    no: t('No'),
  });
}

export function comparableCodes(product: ProductDocument, attributes: readonly AttributeDocument[]): string[] {
  return attributes
    .filter((attribute) => isFlagOn(attribute.is_comparable) && Object.hasOwn(product, attribute.attribute_code))
    .map((attribute) => attribute.attribute_code);
}

/**
 * The product with its configurable options named: early Magento 2 exports give options only an `attribute_id`,
 * and the selectors, the URL and the cart line all speak attribute codes. Unchanged (no look-up) when every option
 * names its attribute.
 */
export async function withConfigurableAttributes(
  page: PageContext,
  product: ProductDocument,
): Promise<ProductDocument> {
  const ids = unresolvedOptionAttributeIds(product);
  if (ids.length === 0) return product;
  // attribute_id is a number in some indexes and a string in others.
  const values = ids.flatMap((id) => (/^\d+$/.test(id) ? [id, Number(id)] : [id]));
  const { items } = await page.catalog.search<AttributeDocument>(
    'attribute',
    { filters: [{ attribute: 'attribute_id', value: values }] },
    { size: ids.length, includeFields: ['attribute_code', 'attribute_id', 'id', 'options'] },
  );
  return resolveConfigurableOptions(product, items);
}
