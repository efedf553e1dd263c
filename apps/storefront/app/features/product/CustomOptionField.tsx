import type { CustomOption, PriceFormatOptions } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { optionPriceHint } from './option-price-hint';
import type { CustomOptionChoice } from './use-custom-options';

/** Options with a list of values shown as radio buttons or checkboxes; the others with values are a select. */
const CHOICE_LIST = new Set(['radio', 'checkbox', 'multiple']);

/** One custom option: a text field, a select, or a group of radio buttons or checkboxes, with its message. */
export function CustomOptionField({
  option,
  value,
  error,
  money,
  onChange,
}: {
  option: CustomOption;
  value: CustomOptionChoice | undefined;
  error: string | undefined;
  money: PriceFormatOptions;
  onChange: (value: CustomOptionChoice) => void;
}) {
  const t = useTranslate();
  const key = `custom-option-${option.option_id}`;
  const withHint = (title: string | undefined, price: unknown, type: unknown) =>
    [title, optionPriceHint(price, type, money)].filter(Boolean).join(' ');
  const label = (
    <>
      {withHint(option.title, option.price, option.price_type)}
      {option.is_require ? ' *' : null}
    </>
  );
  const described = error ? `${key}-error` : undefined;
  // The choice list is a fieldset, not one control: it carries the message the same way the kit's fields do.
  const message = error && (
    <p id={`${key}-error`} className="ui-field-error">
      {t(error)}
    </p>
  );
  const values = option.values ?? [];
  const text = typeof value === 'string' ? value : '';

  // What a text field and a drop-down, the one-value controls, both get.
  const oneValue = {
    id: key,
    name: key,
    label,
    error: error && t(error),
    'aria-required': Boolean(option.is_require),
    value: text,
  };

  if (values.length === 0)
    return (
      <TextField
        {...oneValue}
        maxLength={Number((option as { max_characters?: unknown }).max_characters) || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );

  if (!CHOICE_LIST.has(String(option.type)))
    return (
      <SelectField {...oneValue} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('Please select')}</option>
        {values.map((choice) => (
          <option key={choice.option_type_id} value={String(choice.option_type_id)}>
            {withHint(choice.title, choice.price, choice.price_type)}
          </option>
        ))}
      </SelectField>
    );

  const multiple = option.type !== 'radio';
  const chosen = Array.isArray(value) ? value : text ? [text] : [];
  return (
    <fieldset className="field" aria-describedby={described}>
      <legend>{label}</legend>
      {values.map((choice) => {
        const id = String(choice.option_type_id);
        return (
          <label key={id} className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={key}
              value={id}
              checked={chosen.includes(id)}
              onChange={(event) =>
                onChange(
                  !multiple ? id : event.target.checked ? [...chosen, id] : chosen.filter((other) => other !== id),
                )
              }
            />
            {withHint(choice.title, choice.price, choice.price_type)}
          </label>
        );
      })}
      {message}
    </fieldset>
  );
}
