import { TextField, type TextFieldProps } from '../ui/TextField';
import { useTranslate } from './i18n';

/** One text input of a form bound with `useSchemaForm`; `label` is the English message key. */
export interface TextFieldSpec<K extends string> {
  name: K;
  id: string;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  readOnly?: boolean;
}

type BoundProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** The text fields of `specs`, in their order, each bound to the form through its `field` (see `useSchemaForm`). */
export function SchemaTextFields<K extends string>({
  specs,
  field,
}: {
  specs: readonly TextFieldSpec<K>[];
  field: (name: K) => BoundProps;
}) {
  const t = useTranslate();
  return (
    <>
      {specs.map(({ name, label, ...input }) => (
        <TextField key={name} label={t(label)} {...input} {...field(name)} />
      ))}
    </>
  );
}
