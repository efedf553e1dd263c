import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import { fieldAria } from './field-aria';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled multi-line text field with its hint and error message wired to it. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} className="ui-input" {...fieldAria(id, { error, hint })} {...textarea} />
    </Field>
  );
}
