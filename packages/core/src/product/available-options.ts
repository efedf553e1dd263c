import type { ProductDocument } from '../catalog/types.js';
import { idsMatch } from '../pricing/ids-match.js';
import {
  childAttributeValue,
  configurableChildrenOf,
  configurableOptionsOf,
  matchesConfiguration,
} from './configuration.js';
import { readId, readLabel, recordList } from './document-readers.js';
import type { ConfigurableOptionValue, Configuration } from './types.js';
import { isChildInStock, isVariantAvailable } from './variant-availability.js';
import type { VariantAvailabilityOptions } from './variant-availability.js';

export interface OptionValueState {
  value: string;
  label: string;
  selected: boolean;
  /** Some available child has this value: choosing it leads somewhere (possibly changing other attributes). */
  available: boolean;
  /** Some available child has this value together with the other attributes as currently chosen. */
  compatible: boolean;
  /** Such a child is in stock too: a compatible value without one can be chosen (when out-of-stock variants are
   * listed) but not bought, and is marked so. */
  inStock: boolean;
}

export interface ConfigurableOptionState {
  attributeCode: string;
  attributeId: string | undefined;
  label: string;
  values: OptionValueState[];
}

/**
 * What each selector may offer (VSF #4789). Two separate answers, because with disjoint option sets (Red only in S,
 * Blue only in M) disabling every value incompatible with the current choice leaves Blue and M both disabled while
 * Red/S is selected: Blue/M becomes unreachable. A UI should disable values that are not `available` and may style
 * the not-`compatible` ones; selectOption then moves to the closest child that has the clicked value.
 */
export function availableOptions(
  product: ProductDocument,
  configuration: Configuration,
  options: VariantAvailabilityOptions,
): ConfigurableOptionState[] {
  const children = configurableChildrenOf(product).filter((child) => isVariantAvailable(child, options));
  return configurableOptionsOf(product).map((option) => {
    const code = option.attribute_code;
    const selected = readId(configuration[code]);
    const values = recordList<ConfigurableOptionValue>(option.values).flatMap((entry): OptionValueState[] => {
      const value = readId(entry.value_index);
      if (value === undefined) return [];
      const withValue = children.filter((child) => idsMatch(childAttributeValue(child, code), value));
      return [
        {
          value,
          label: readLabel(entry.label) ?? value,
          selected: selected !== undefined && idsMatch(selected, value),
          available: withValue.length > 0,
          compatible: withValue.some((child) => matchesConfiguration(product, child, configuration, code)),
          inStock: withValue.some(
            (child) =>
              isChildInStock(child, options.stockBySku) && matchesConfiguration(product, child, configuration, code),
          ),
        },
      ];
    });
    return {
      attributeCode: code,
      attributeId: readId(option.attribute_id),
      label: readLabel(option.label) ?? code,
      values,
    };
  });
}
