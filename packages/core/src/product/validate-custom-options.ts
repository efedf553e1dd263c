import { chosenValues, customOptionsOf, inputFor, isChoiceOption, isFilledInput } from './custom-option-values.js';
import type { CustomOptionInput, CustomOptionValues } from './custom-option-values.js';
import { readFlag } from './document-readers.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import type { CustomOption } from './types.js';
import { validateOptions } from './validation-rules.js';
import type { OptionValidationSettings, OptionsValidation, ValidationRules } from './validation-rules.js';

/** What a rule of a custom option receives: the raw input, and for choice options only the ids the option has. */
export interface CustomOptionFieldValue {
  option: CustomOption;
  input: CustomOptionInput;
  filled: boolean;
}

/** docs/behaviour.md#validation-messages: empty, null, false or 0 (and a choice of a value the option does not have) is missing. */
export const CUSTOM_OPTION_RULES: ValidationRules = {
  required: (value) => ((value as CustomOptionFieldValue).filled ? undefined : PRODUCT_MESSAGES.fieldRequired),
};

/**
 * docs/behaviour.md#adding-to-cart: options flagged is_require use the 'required' rule ('Field is required.'); any
 * failure also yields the product error 'Please configure product custom options and fix the validation errors'.
 */
export function validateCustomOptions(
  customOptions: unknown,
  values: CustomOptionValues,
  settings: OptionValidationSettings<CustomOption> = {},
): OptionsValidation {
  const options = customOptionsOf(customOptions);
  return validateOptions(options, CUSTOM_OPTION_RULES, settings, PRODUCT_MESSAGES.customOptionsInvalid, (option) => {
    const input = inputFor(option, values);
    const filled = isChoiceOption(option) ? chosenValues(option, input).length > 0 : isFilledInput(input);
    const field: CustomOptionFieldValue = { option, input, filled };
    return { ruleNames: readFlag(option.is_require) ? ['required'] : [], value: field };
  });
}
