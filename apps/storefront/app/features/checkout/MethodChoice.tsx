import { fieldAria } from '../../ui/field-aria';

export interface MethodChoiceProps {
  id: string;
  name: string;
  legend: string;
  /** `detail`: shown after the label, inside it (a method's price). */
  options: Array<{ value: string; label: string; detail?: string }>;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** A radio group (shipping or payment method), posted under `name` without JavaScript. */
export function MethodChoice({ id, name, legend, options, value, onChange, error }: MethodChoiceProps) {
  return (
    <fieldset className="checkout-methods" id={id} {...fieldAria(id, { error })}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="checkout-method">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>
            {option.label}
            {option.detail && <span className="checkout-method-detail"> {option.detail}</span>}
          </label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
