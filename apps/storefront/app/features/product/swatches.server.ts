import { configurableOptionsOf, readLabel, type ProductDocument } from '@storefront/core';

/**
 * CSS colours of the colour option's values, as the category filter draws them: the configured mapping of the label,
 * else the label itself as a CSS colour name ('Black' → 'black').
 */
export function colourSwatches(
  product: ProductDocument,
  mappings: Readonly<Record<string, string>>,
): Record<string, string> {
  const swatches: Record<string, string> = {};
  for (const option of configurableOptionsOf(product)) {
    if (option.attribute_code !== 'color') continue;
    for (const value of option.values ?? []) {
      const label = readLabel(value.label) ?? '';
      swatches[String(value.value_index)] = Object.hasOwn(mappings, label)
        ? mappings[label]!
        : label.toLowerCase().replace(/\s+/g, '');
    }
  }
  return swatches;
}
