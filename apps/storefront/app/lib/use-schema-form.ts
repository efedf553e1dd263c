import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formErrors, type FormErrors, type FormSchema } from '@storefront/core';
import { useTranslate } from './i18n';

/** What a submit gave: taken or not, and a message about the whole form (the server's refusal) to show by it. */
export type SubmitOutcome = boolean | { ok: boolean; message?: string };

export interface SchemaFormOptions<T extends Record<string, unknown>> {
  /** The core schema of the form: its rules and their messages. */
  schema: FormSchema<T>;
  initial: T;
  /** A message about the whole form to show before any submit (a refusal the server rendered the page with). */
  message?: string | undefined;
  /** Sends values that pass the schema, as typed. */
  submit(values: T): Promise<SubmitOutcome>;
}

/**
 * Binds a form to its core schema. Messages show from the first submit on and follow the typing (a corrected field
 * loses its message at once), the first invalid field in the page's order takes the focus (keyboard and
 * screen-reader users land on what to fix), and a second submit while one is sent does nothing.
 */
export function useSchemaForm<T extends Record<string, unknown>>({
  schema,
  initial,
  message: initialMessage,
  submit,
}: SchemaFormOptions<T>) {
  const t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>(initialMessage);
  // The state updates only with the next render; the ref stops a second submit of the same tick.
  const sending = useRef(false);
  const errors: FormErrors<T> = checked ? formErrors(schema, values) : {};

  const set = <K extends keyof T>(name: K, value: T[K]) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);
    setMessage(undefined);
    const found = formErrors(schema, values);
    if (Object.keys(found).length > 0) {
      const fields = form.current?.querySelectorAll<HTMLElement>('[name]') ?? [];
      [...fields].find((element) => element.getAttribute('name')! in found)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const outcome = await submit(values);
      const ok = typeof outcome === 'boolean' ? outcome : outcome.ok;
      if (ok) setChecked(false);
      else if (typeof outcome !== 'boolean') setMessage(outcome.message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** The translated message of the field `name`, if it has one. */
  const error = (name: keyof T) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };

  return {
    form,
    values,
    setValues,
    set,
    busy,
    /** The message about the whole form (the server's refusal), cleared by the next submit. */
    message,
    error,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** The props of the text field `name`: name, value, change handler and its translated message. */
    field<K extends keyof T & string>(name: K) {
      const fieldError = error(name);
      return {
        name,
        value: values[name] as string,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
          set(name, event.target.value as T[K]),
        ...(fieldError && { error: fieldError }),
      };
    },
  };
}
