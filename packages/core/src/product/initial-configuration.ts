import type { ProductDocument } from '../catalog/types.js';
import { configurableChildrenOf } from './configuration.js';
import { chosen, findConfigurableChild } from './find-configurable-child.js';
import type { FindChildOptions, VariantLookup } from './find-configurable-child.js';
import { isVariantAvailable } from './variant-availability.js';

/**
 * The variant a product page opens with: the child named in the URL (`childSku`) when it can be chosen, else the
 * default child (a URL naming a disabled or hidden child still shows the product rather than an error).
 * undefined for anything but a configurable: Magento 1 exports give simple, bundle and grouped products an empty
 * `configurable_children` list too, and those have nothing to configure (so no 'No available product variants').
 */
export function initialConfiguration(
  product: ProductDocument,
  childSku: string | null | undefined,
  options: FindChildOptions,
): VariantLookup | undefined {
  if (product.type_id !== 'configurable' || !Array.isArray(product.configurable_children)) return undefined;
  if (childSku) {
    const named = configurableChildrenOf(product).find(
      (child) => child.sku === childSku && isVariantAvailable(child, options),
    );
    if (named) return chosen(product, named, 'sku');
  }
  return findConfigurableChild(product, {}, { ...options, selectDefaultVariant: true });
}
