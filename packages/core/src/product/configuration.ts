import type { ProductDocument } from '../catalog/types.js';
import { flattenCustomAttributes } from '../pricing/flatten-custom-attributes.js';
import { idsMatch } from '../pricing/ids-match.js';
import { readId, readLabel, recordList } from './document-readers.js';
import type { ConfigurableOption, Configuration } from './types.js';

export function configurableOptionsOf(product: ProductDocument): ConfigurableOption[] {
  return recordList<ConfigurableOption>(product.configurable_options).filter(
    (option) => typeof option.attribute_code === 'string' && option.attribute_code !== '',
  );
}

export function configurableChildrenOf(product: ProductDocument): ProductDocument[] {
  return recordList<ProductDocument>(product.configurable_children);
}

/** A child's value of one attribute as text; old exports keep it in `custom_attributes` only. */
export function childAttributeValue(child: ProductDocument, attributeCode: string): string | undefined {
  const own = readId(child[attributeCode]);
  return own ?? readId(flattenCustomAttributes(child)[attributeCode]);
}

/** The configuration a child represents, over the parent's configurable attributes. */
export function configurationFromChild(product: ProductDocument, child: ProductDocument): Configuration {
  const configuration: Record<string, string> = {};
  for (const { attribute_code: code } of configurableOptionsOf(product)) {
    const value = childAttributeValue(child, code);
    if (value !== undefined) configuration[code] = value;
  }
  return configuration;
}

/**
 * Only the parent's configurable attributes take part, so stray keys (VSF kept `price` and `sku` in its
 * configuration objects) cannot make every child a mismatch. An empty value means "not chosen yet".
 */
export function matchesConfiguration(
  product: ProductDocument,
  child: ProductDocument,
  configuration: Configuration,
  ignoreAttribute?: string,
): boolean {
  return configurableOptionsOf(product).every(({ attribute_code: code }) => {
    if (code === ignoreAttribute) return true;
    const wanted = readId(configuration[code]);
    return wanted === undefined || idsMatch(childAttributeValue(child, code), wanted);
  });
}

/** docs/behaviour.md#entities: what a cart line and the selectors show for a configuration. */
export interface ConfigurableItemOption {
  option_id: string;
  option_value: string;
  label: string;
  value: string;
}

export function describeConfiguration(
  product: ProductDocument,
  configuration: Configuration,
): ConfigurableItemOption[] {
  const described: ConfigurableItemOption[] = [];
  for (const option of configurableOptionsOf(product)) {
    const selected = readId(configuration[option.attribute_code]);
    if (selected === undefined) continue;
    const value = recordList<{ value_index: unknown; label?: unknown }>(option.values).find((candidate) =>
      idsMatch(candidate.value_index, selected),
    );
    described.push({
      option_id: readId(option.attribute_id) ?? option.attribute_code,
      option_value: selected,
      label: readLabel(option.label) ?? option.attribute_code,
      value: readLabel(value?.label) ?? selected,
    });
  }
  return described;
}
