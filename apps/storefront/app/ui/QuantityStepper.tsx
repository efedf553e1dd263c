import type { ReactNode } from 'react';
import { Field } from './Field';
import { fieldAria } from './field-aria';
import { canStep, stepQuantity } from './step-quantity';

export interface QuantityStepperProps {
  id: string;
  label: ReactNode;
  /** The text as typed: the shopper may clear the field on the way to another number. */
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  error?: string;
  name?: string;
  decreaseLabel: string;
  increaseLabel: string;
}

/** A number field with − and + buttons that stop at the bounds; typing stays possible (the form rule judges it). */
export function QuantityStepper({
  id,
  label,
  value,
  onChange,
  min = 1,
  max,
  error,
  name,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const step = (delta: number) => onChange(String(stepQuantity(value, delta, min, max)));
  return (
    <Field id={id} label={label} error={error} className="ui-stepper">
      <div className="ui-stepper-row">
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={!canStep(value, -1, min, max)}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          className="ui-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          {...fieldAria(id, { error })}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="ui-stepper-button"
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={!canStep(value, 1, min, max)}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </Field>
  );
}
