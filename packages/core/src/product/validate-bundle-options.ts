import { bundleOptionsOf, findSelectionLink } from './bundle-selections.js';
import type { BundleSelections } from './bundle-selections.js';
import { readFlag, readId } from './document-readers.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import type { BundleOption } from './types.js';
import { validateOptions } from './validation-rules.js';
import type { OptionValidationSettings, OptionsValidation, ValidationRules } from './validation-rules.js';
import { parseQuantity } from './validate-quantity.js';

/** What a rule of a bundle option receives. `qty` is NaN when unreadable, 0 when the option has no selection. */
export interface BundleOptionFieldValue {
  option: BundleOption;
  qty: number;
  hasSelection: boolean;
}

const field = (value: unknown) => value as BundleOptionFieldValue;

/**
 * docs/behaviour.md#adding-to-cart: the quantity is a number with minimum 0, and a required option must have a value above 0. The spec
 * gives a single message for bundle fields, so a non-number or negative quantity reads 'Must be greater than 0.' too.
 */
export const BUNDLE_OPTION_RULES: ValidationRules = {
  numeric: (value) =>
    field(value).hasSelection && Number.isNaN(field(value).qty) ? PRODUCT_MESSAGES.bundleQtyInvalid : undefined,
  minValue: (value) => (field(value).qty < 0 ? PRODUCT_MESSAGES.bundleQtyInvalid : undefined),
  required: (value) =>
    field(value).hasSelection && field(value).qty > 0 ? undefined : PRODUCT_MESSAGES.bundleQtyInvalid,
};

/**
 * Validates the bundle form: every option's quantity, and that each required option has a selection of the option
 * with a quantity above 0. Any failure also yields 'Please configure product bundle options and fix the validation
 * errors'.
 */
export function validateBundleOptions(
  bundleOptions: unknown,
  selections: BundleSelections,
  settings: OptionValidationSettings<BundleOption> = {},
): OptionsValidation {
  const options = bundleOptionsOf(bundleOptions);
  return validateOptions(options, BUNDLE_OPTION_RULES, settings, PRODUCT_MESSAGES.bundleOptionsInvalid, (option) => {
    const key = String(readId(option.option_id));
    const selection = Object.hasOwn(selections, key) ? selections[key] : undefined;
    const hasSelection = selection !== undefined && findSelectionLink(option, selection.selectionId) !== undefined;
    const value: BundleOptionFieldValue = {
      option,
      qty: hasSelection ? parseQuantity(selection?.qty) : 0,
      hasSelection,
    };
    return { ruleNames: ['numeric', 'minValue', ...(readFlag(option.required) ? ['required'] : [])], value };
  });
}
