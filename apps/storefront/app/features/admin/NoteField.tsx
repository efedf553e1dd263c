import type { ComponentProps } from 'react';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/field-aria';

/**
 * A labelled note (a status change's, a lock's). The back-office's own: the UI kit's text area is in the product
 * page's chunk, and sharing it would split it out into one more request for every product page.
 */
export function NoteField({
  id,
  label,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label: string }) {
  return (
    <Field id={id} label={label}>
      <textarea id={id} className="ui-input" {...fieldAria(id, {})} {...textarea} />
    </Field>
  );
}
