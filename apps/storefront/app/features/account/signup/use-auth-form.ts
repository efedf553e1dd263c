import { useRef, useState, type FormEvent } from 'react';
import type { FormErrors } from '@storefront/core';
import type { SessionOutcome } from '../session-types';

/**
 * A sign-up modal form: values, the spec's field messages, the server's message, and the focus on the first invalid
 * field when the shopper sends a form that does not pass (the fields are checked in the order they are shown).
 */
export function useAuthForm<T extends Record<string, unknown>>(options: {
  initial: T;
  validate: (values: T) => FormErrors<T>;
  submit: (values: T) => Promise<SessionOutcome>;
  onDone: () => void;
}) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next send.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = options.validate(values);
    setErrors(found);
    setServerError(undefined);
    const invalid = Object.keys(options.initial).find((field) => found[field]);
    if (invalid) {
      form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await options.submit(values);
    setBusy(false);
    if (outcome.ok) options.onDone();
    else setServerError(outcome.message);
  };

  return { values, set, errors, serverError, busy, form, onSubmit };
}
