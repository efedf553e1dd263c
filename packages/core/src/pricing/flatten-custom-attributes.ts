import type { ProductDocument } from '../catalog/types.js';

/**
 * Old Magento exports keep variant attributes (color, size, even special_price) in a `custom_attributes` list instead
 * of on the child itself; VSF copies them onto the child before pricing so that both the price rules and the variant
 * pickers find them at the root. The list itself is kept, as VSF keeps it.
 */
export function flattenCustomAttributes(product: ProductDocument): ProductDocument {
  const list: unknown = product.custom_attributes;
  if (!Array.isArray(list)) return product;

  const flattened: ProductDocument = { ...product };
  for (const entry of list) {
    if (!isAttributeEntry(entry)) continue;
    // Assigning "__proto__" on a plain object would replace its prototype instead of adding a field.
    if (entry.attribute_code === '__proto__') continue;
    flattened[entry.attribute_code] = entry.value;
  }
  return flattened;
}

interface AttributeEntry {
  attribute_code: string;
  value: unknown;
}

function isAttributeEntry(entry: unknown): entry is AttributeEntry {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { attribute_code?: unknown }).attribute_code === 'string' &&
    (entry as { attribute_code: string }).attribute_code !== ''
  );
}
