import { readId } from './document-readers.js';

/** Where an unknown rule name is reported; docs/behaviour.md#error-messages lists it as "logged only". */
export interface ValidationLogger {
  warn(message: string): void;
}

/** A rule reads the field's value and returns its message when the value breaks it. */
export type ValidationRule = (value: unknown) => string | undefined;

export type ValidationRules = Readonly<Record<string, ValidationRule>>;

export interface OptionsValidation {
  valid: boolean;
  /** Field messages keyed by option_id. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The product-level message for `product.errors`, undefined when every field passes. */
  productError: string | undefined;
}

/** Extension points shared by the custom and bundle option validators (VSF's addCustomOptionValidator). */
export interface OptionValidationSettings<Option> {
  /** Extra or replacement rules by name. */
  rules?: ValidationRules;
  /** Rule names to run on an option besides the built-in ones. */
  extraRules?: (option: Option) => readonly string[];
  logger?: ValidationLogger;
}

/**
 * The first message of the named rules that the value breaks. A name with no rule is logged and skipped: a
 * misconfigured extension must not make a product impossible to buy.
 */
export function runRules(
  names: readonly string[],
  value: unknown,
  rules: ValidationRules,
  logger: ValidationLogger,
): string | undefined {
  for (const name of names) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) {
      logger.warn(`Unknown product option validation rule "${name}", skipped`);
      continue;
    }
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export function validationResult(fieldErrors: Record<string, string>, productMessage: string): OptionsValidation {
  const valid = Object.keys(fieldErrors).length === 0;
  return { valid, fieldErrors, productError: valid ? undefined : productMessage };
}

/** What one option is checked with: the names of its built-in rules and the value the rules read. */
export interface OptionCheck {
  ruleNames: readonly string[];
  value: unknown;
}

/**
 * Runs each option's rules, its built-in ones then the settings' extra ones, and keeps the first message of each
 * by option_id; any message also gives the form the product-level `productMessage`.
 */
export function validateOptions<Option extends { option_id: number | string }>(
  options: readonly Option[],
  builtInRules: ValidationRules,
  settings: OptionValidationSettings<Option>,
  productMessage: string,
  check: (option: Option) => OptionCheck,
): OptionsValidation {
  const rules = { ...builtInRules, ...settings.rules };
  const fieldErrors: Record<string, string> = {};
  for (const option of options) {
    const { ruleNames, value } = check(option);
    const names = [...ruleNames, ...(settings.extraRules?.(option) ?? [])];
    const message = runRules(names, value, rules, settings.logger ?? consoleLogger);
    if (message) fieldErrors[String(readId(option.option_id))] = message;
  }
  return validationResult(fieldErrors, productMessage);
}

export const consoleLogger: ValidationLogger = {
  warn: (message) => console.warn(message),
};
