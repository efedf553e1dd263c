import { idsMatch } from '../pricing/ids-match.js';
import { readId, recordList } from './document-readers.js';
import type { CustomOption, CustomOptionValue } from './types.js';

/** What a custom option form field holds: text for inputs, one value id for radio/select, ids for checkboxes. */
export type CustomOptionInput = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Form values keyed by option_id. */
export type CustomOptionValues = Readonly<Record<string, CustomOptionInput>>;

export function customOptionsOf(value: unknown): CustomOption[] {
  return recordList<CustomOption>(value).filter((option) => readId(option.option_id) !== undefined);
}

export function optionValuesOf(option: CustomOption): CustomOptionValue[] {
  return recordList<CustomOptionValue>(option.values);
}

/** Options with a list of values (radio, select, drop_down, checkbox, multiple) are priced per chosen value. */
export function isChoiceOption(option: CustomOption): boolean {
  return optionValuesOf(option).length > 0;
}

export function inputFor(option: CustomOption, values: CustomOptionValues): CustomOptionInput {
  const key = String(readId(option.option_id));
  return Object.hasOwn(values, key) ? values[key] : undefined;
}

/**
 * The option's values the input picks, ignoring ids the option does not have. Checkbox inputs may be a list or
 * VSF's cart form "12,13".
 */
export function chosenValues(option: CustomOption, input: CustomOptionInput): CustomOptionValue[] {
  const ids: unknown[] = Array.isArray(input)
    ? [...(input as ReadonlyArray<string | number>)]
    : typeof input === 'string'
      ? input.split(',')
      : [input];
  return optionValuesOf(option).filter((value) => ids.some((id) => idsMatch(value.option_type_id, id)));
}

/** An input option (field, area, date…) counts as filled when it holds text or a number other than 0. */
export function isFilledInput(input: CustomOptionInput): boolean {
  if (typeof input === 'string') return input.trim() !== '';
  if (typeof input === 'number') return input !== 0 && Number.isFinite(input);
  if (Array.isArray(input)) return input.length > 0;
  return input === true;
}
