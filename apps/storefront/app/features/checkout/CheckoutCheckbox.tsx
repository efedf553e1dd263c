import { fieldAria } from '../../ui/field-aria';

export interface CheckoutCheckboxProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}

/** A checkbox with its label and error message wired to it; posts `on` when ticked (no-JS). */
export function CheckoutCheckbox({ id, name, label, checked, onChange, error }: CheckoutCheckboxProps) {
  return (
    <div className="checkout-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...fieldAria(id, { error })}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
