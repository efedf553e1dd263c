import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import { fieldAria } from './field-aria';

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled native select (the platform's picker on phones) with its hint and error message wired to it. */
export function SelectField({ id, label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} className="ui-input ui-select" {...fieldAria(id, { error, hint })} {...select}>
        {children}
      </select>
    </Field>
  );
}
