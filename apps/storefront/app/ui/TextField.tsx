import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import { fieldAria } from './field-aria';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled text input with its hint and error message wired to it. */
export function TextField({ id, label, error, hint, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} type={type} className="ui-input" {...fieldAria(id, { error, hint })} {...input} />
    </Field>
  );
}
