import type { ProductDocument } from '../catalog/types.js';
import type { AttributeDocument } from '../listing/attribute-document.js';
import { readId, readLabel, recordList } from './document-readers.js';

/**
 * Attribute ids of configurable options that name no attribute_code or have values without a label: the attribute
 * documents to look up. Empty for a complete product, which then needs no look-up.
 */
export function unresolvedOptionAttributeIds(product: ProductDocument): string[] {
  const ids = new Set<string>();
  for (const option of recordList<Record<string, unknown>>(product.configurable_options)) {
    const id = readId(option.attribute_id);
    const unlabelled = recordList<Record<string, unknown>>(option.values).some(
      (value) => readLabel(value.label) === undefined,
    );
    if (id !== undefined && (!hasCode(option) || unlabelled)) ids.add(id);
  }
  return [...ids];
}

/**
 * Early Magento 2 exports give configurable options only an `attribute_id` and a label, and values without labels;
 * VSF1 filled both from the attribute documents before configuring the product. Returns a copy with each option's
 * `attribute_code` and missing value labels taken from its attribute; options whose attribute is unknown stay as they
 * are (and are not offered). The product is returned unchanged when nothing is missing.
 */
export function resolveConfigurableOptions(
  product: ProductDocument,
  attributes: readonly AttributeDocument[],
): ProductDocument {
  const options = recordList<Record<string, unknown>>(product.configurable_options);
  if (options.length === 0) return product;
  let changed = false;
  const resolved = options.map((option) => {
    const attribute = attributeOf(option, attributes);
    if (!attribute) return option;
    const labels = optionLabelsById(attribute);
    const values = recordList<Record<string, unknown>>(option.values).map((value) => {
      if (readLabel(value.label) !== undefined) return value;
      const label = labels.get(readId(value.value_index) ?? '');
      if (label === undefined) return value;
      changed = true;
      return { ...value, label };
    });
    if (!hasCode(option)) changed = true;
    return { ...option, attribute_code: attribute.attribute_code, values };
  });
  return changed ? { ...product, configurable_options: resolved } : product;
}

function hasCode(option: Record<string, unknown>): boolean {
  return typeof option.attribute_code === 'string' && option.attribute_code !== '';
}

function attributeOf(
  option: Record<string, unknown>,
  attributes: readonly AttributeDocument[],
): AttributeDocument | undefined {
  if (hasCode(option)) return attributes.find((attribute) => attribute.attribute_code === option.attribute_code);
  const id = readId(option.attribute_id);
  if (id === undefined) return undefined;
  return attributes.find((attribute) => readId(attribute.attribute_id ?? attribute.id) === id);
}

function optionLabelsById(attribute: AttributeDocument): Map<string, string> {
  const labels = new Map<string, string>();
  for (const option of attribute.options ?? []) {
    const value = readId(option?.value);
    const label = readLabel(option?.label);
    if (value !== undefined && label !== undefined && !labels.has(value)) labels.set(value, label);
  }
  return labels;
}
