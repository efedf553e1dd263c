import type { ProductDocument } from '../catalog/types.js';
import { configurationFromChild, describeConfiguration } from '../product/configuration.js';
import type { BundleSelections } from '../product/bundle-selections.js';
import type { CartProductOption } from './cart-item.js';

export interface ProductOptionChoices {
  /** A configurable's chosen child. */
  child?: ProductDocument | null;
  /** Custom option values by option id (a multi-select gives several). */
  customOptions?: Readonly<Record<string, string | readonly string[]>>;
  bundleSelections?: BundleSelections;
}

/**
 * The `product_option` of a line (VSF's `extension_attributes`): the configurable's attribute choices, the custom
 * options filled in and the bundle selections with their quantities. Empty choices are left out, so a product with
 * none has no `product_option` and two adds of it stay one line.
 */
export function cartProductOption(
  product: ProductDocument,
  choices: ProductOptionChoices,
): CartProductOption | undefined {
  const attributes: CartProductOption['extension_attributes'] = {};
  if (product.type_id === 'configurable' && choices.child) {
    const described = describeConfiguration(product, configurationFromChild(product, choices.child));
    if (described.length > 0)
      attributes.configurable_item_options = described.map(({ option_id, option_value }) => ({
        option_id,
        option_value,
      }));
  }
  const custom = Object.entries(choices.customOptions ?? {}).flatMap(([option_id, value]) => {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    return text === '' ? [] : [{ option_id, option_value: text }];
  });
  if (custom.length > 0) attributes.custom_options = custom;
  const bundle = Object.entries(choices.bundleSelections ?? {}).flatMap(([option_id, selection]) => {
    const qty = Number(selection.qty);
    if (selection.selectionId === null || selection.selectionId === undefined || !(qty > 0)) return [];
    return [{ option_id, option_qty: qty, option_selections: [Number(selection.selectionId)] }];
  });
  if (bundle.length > 0) attributes.bundle_options = bundle;
  return Object.keys(attributes).length > 0 ? { extension_attributes: attributes } : undefined;
}
