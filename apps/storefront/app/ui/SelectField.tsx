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

/**
 * The options of a list of codes and their names (countries, regions): the code is the value sent, the name is shown.
 * `prompt` comes first as the empty choice, where the field starts unchosen.
 */
export function CodeOptions({
  entries,
  prompt,
}: {
  entries: readonly { code: string; name: string }[];
  prompt?: string;
}) {
  return (
    <>
      {prompt !== undefined && <option value="">{prompt}</option>}
      {entries.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.name}
        </option>
      ))}
    </>
  );
}
